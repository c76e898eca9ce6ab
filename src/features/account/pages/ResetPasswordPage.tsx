import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safeRedirect';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { loggedOut, selectIsDriver } from '@/session/sessionSlice';
import { clearTokens } from '@/session/tokens';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppDispatch, useAppSelector, useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { FormError } from '@/ui/form/FormError';
import { PasswordRules, validatePassword, validatePasswordConfirm } from '../components/PasswordRules';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../signIn/codes';
import { inlineError } from '../profile/serverError';
import styles from './ResetPasswordPage.module.css';
import { useResetPasswordMutation } from '@/api/driver/account';

/** Where /login should send the driver afterwards: the same-origin redirect this page came with, if any. */
function loginTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  const target = safeRedirect(raw, '');
  return target ? loginWithRedirect(target) : paths.login;
}

const EMPTY = { phone: '', edited: false, verifyCode: '', newPassword: '', confirmPassword: '' };

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
  const ui = useFeedback();
  const [resetPassword] = useResetPasswordMutation();
  // A signed-in driver's own phone is filled in until they type another.
  const phoneOf = (v: typeof EMPTY) => (v.edited ? v.phone : (info.data?.phone ?? ''));
  // The phone survives a failed call and a reload; the code and passwords stay in memory only.
  const form = useForm({
    initial: EMPTY,
    draftKey: 'passWordChange',
    showErrors: 'touched',
    validate: (v) => {
      const phone = phoneOf(v);
      return {
        phone: phone === '' ? '请输入手机号' : validatePhone(phone.trim()),
        verifyCode: validateVerifyCode(v.verifyCode),
        newPassword: validatePassword(v.newPassword),
        confirmPassword: validatePasswordConfirm(v.newPassword, v.confirmPassword),
      };
    },
    onSubmit: async (v, { setFormError, clear }) => {
      try {
        await resetPassword({ phone: normalisePhone(phoneOf(v).trim()), verifyCode: v.verifyCode, newPassword: v.newPassword }).unwrap();
      } catch (err) {
        setFormError(inlineError(err));
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
    },
  });
  const phone = phoneOf(form.values);

  return (
    <Page title="找回密码" fallback={paths.login}>
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <CardList>
          <Field id={form.id('phone')} label="手机号" error={form.errors.phone}>
            <Input
              id={form.id('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="请输入注册时的手机号"
              value={phone}
              onChange={(v) => form.set({ phone: v, edited: true })}
              onBlur={() => form.touch('phone')}
            />
          </Field>
          <Field id={form.id('verifyCode')} label="验证码" error={form.errors.verifyCode} addon={<VerifyCodeButton phone={phone} type={3} />}>
            <Input
              id={form.id('verifyCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="请输入验证码"
              value={form.values.verifyCode}
              onChange={(verifyCode) => form.set({ verifyCode })}
              onBlur={() => form.touch('verifyCode')}
            />
          </Field>
          <Field id={form.id('newPassword')} label="新密码" error={form.errors.newPassword} hint={<PasswordRules value={form.values.newPassword} />}>
            <Input
              id={form.id('newPassword')}
              type="password"
              autoComplete="new-password"
              placeholder="请输入新密码"
              value={form.values.newPassword}
              onChange={(newPassword) => form.set({ newPassword })}
              onBlur={() => form.touch('newPassword')}
            />
          </Field>
          <Field id={form.id('confirmPassword')} label="确认新密码" error={form.errors.confirmPassword}>
            <Input
              id={form.id('confirmPassword')}
              type="password"
              autoComplete="new-password"
              placeholder="请再次输入新密码"
              value={form.values.confirmPassword}
              onChange={(confirmPassword) => form.set({ confirmPassword })}
              onBlur={() => form.touch('confirmPassword')}
            />
          </Field>
        </CardList>
        <FormError message={form.formError} />
        <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending}>
          {form.pending ? '提交中…' : '重置密码'}
        </Button>
      </form>
    </Page>
  );
}
