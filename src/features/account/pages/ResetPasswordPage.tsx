import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { useResetPasswordMutation } from '@/api/driver';
import { useAppDispatch, useAppSelector, useAppStore } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { safeRedirect } from '@/lib/safeRedirect';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { loggedOut, selectIsDriver } from '@/session/sessionSlice';
import { clearTokens } from '@/session/tokens';
import { useFormDraft } from '@/ui/useFormDraft';
import { PasswordRules, validatePassword, validatePasswordConfirm } from '../components/PasswordRules';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../profile/codeRules';
import { FormField } from '../profile/FormField';
import { keepFocus } from '../profile/keepFocus';
import { inlineError } from '../profile/serverError';
import { useSingleFlight } from '../profile/useSingleFlight';
import { useTouched } from '../profile/useTouched';
import '../profile/profile.css';

type Field = 'phone' | 'verifyCode' | 'newPassword' | 'confirmPassword';

/** Where /login should send the driver afterwards: the same-origin redirect this page came with, if any. */
function loginTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  const target = safeRedirect(raw, '');
  return target ? loginWithRedirect(target) : '/login';
}

/**
 * /passWordChange: a forgotten password reset by SMS code (type 3) — for visitors (from /login's 忘记密码) and
 * drivers alike. The server ends every session of the account, so a signed-in driver is signed out here too;
 * then /login, carrying on to where the driver was going.
 */
export function ResetPasswordPage() {
  const isDriver = useAppSelector(selectIsDriver);
  const info = useLoginInfoQuery(undefined, { skip: !isDriver });
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { ui } = useAppStore().deps;
  const [resetPassword] = useResetPasswordMutation();
  // The phone survives a failed call and a reload; the code and passwords stay in memory only.
  const [draft, patch, clear] = useFormDraft('passWordChange', { phone: '', edited: false });
  const [secret, setSecret] = useState({ verifyCode: '', newPassword: '', confirmPassword: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight();
  const { touch, shown, submit } = useTouched<Field>();

  const phone = draft.edited ? draft.phone : (info.data?.phone ?? '');
  const errors: Record<Field, string | null> = {
    phone: phone === '' ? '请输入手机号' : validatePhone(phone.trim()),
    verifyCode: validateVerifyCode(secret.verifyCode),
    newPassword: validatePassword(secret.newPassword),
    confirmPassword: validatePasswordConfirm(secret.newPassword, secret.confirmPassword),
  };
  const setSecretField = (k: Exclude<Field, 'phone'>) => (v: string) => {
    setServerError(null);
    setSecret((s) => ({ ...s, [k]: v }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
    if (pending || Object.values(errors).some(Boolean)) return;
    void run(async () => {
      setServerError(null);
      try {
        await resetPassword({ phone: normalisePhone(phone.trim()), verifyCode: secret.verifyCode, newPassword: secret.newPassword }).unwrap();
      } catch (err) {
        setServerError(inlineError(err));
        return;
      }
      clear();
      if (isDriver) {
        // The server has ended every session of this account: leave no half-signed-in state behind.
        clearTokens();
        dispatch(loggedOut({ reason: 'user' }));
      }
      ui.toast('密码已重置，请使用新密码登录', 2000);
      void navigate(loginTarget(search), { replace: true });
    });
  };

  return (
    <main className="pf-page">
      <h1 className="pf-title">找回密码</h1>
      <form onSubmit={onSubmit} noValidate>
        <div className="pf-card">
          <FormField
            label="手机号"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="请输入注册时的手机号"
            value={phone}
            onChange={(v) => {
              setServerError(null);
              patch({ phone: v, edited: true });
            }}
            onBlur={() => touch('phone')}
            error={shown('phone', errors.phone)}
          />
          <FormField
            label="验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入短信验证码"
            value={secret.verifyCode}
            onChange={setSecretField('verifyCode')}
            onBlur={() => touch('verifyCode')}
            error={shown('verifyCode', errors.verifyCode)}
            addon={<VerifyCodeButton phone={phone} type={3} />}
          />
          <FormField label="新密码" type="password" autoComplete="new-password" placeholder="请输入新密码" value={secret.newPassword} onChange={setSecretField('newPassword')} onBlur={() => touch('newPassword')} error={shown('newPassword', errors.newPassword)} hint={<PasswordRules value={secret.newPassword} />} />
          <FormField label="确认新密码" type="password" autoComplete="new-password" placeholder="请再次输入新密码" value={secret.confirmPassword} onChange={setSecretField('confirmPassword')} onBlur={() => touch('confirmPassword')} error={shown('confirmPassword', errors.confirmPassword)} />
        </div>
        {serverError ? (
          <p className="pf-server-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <button type="submit" className="pf-submit" disabled={pending} {...keepFocus}>
          {pending ? '提交中…' : '重置密码'}
        </button>
      </form>
    </main>
  );
}
