import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBindPhoneMutation } from '@/api/driver';
import { useAppDispatch } from '@/ui/hooks';
import { readStored } from '@/session/storage';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useFormDraft } from '@/ui/useFormDraft';
import { PhoneField } from '../components/PhoneField';
import { VerifyCodeField } from '../components/VerifyCodeField';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { signedIn } from '../sagas/signedInSaga';
import { validateVerifyCode } from '../signIn/codes';
import { clearOAuthContext, readOAuthContext } from '../signIn/oauthContext';
import { oauthCodeIn, signInTarget } from '../signIn/targets';
import '../components/authForm.css';

interface BindForm {
  phone: string;
  verifyCode: string;
}

type Errors = Partial<Record<keyof BindForm, string>>;

/**
 * /bindPhone (reached by 0xd12501022): ties this WeChat account to a phone and signs in, then continues where the
 * driver was going. The WeChat account is the OAuth code oAuthLogin refused (from the /loginloading address the
 * catalogue passed as `redirect`, or kept by that page), else the stored openId.
 */
export function BindPhonePage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const [form, patch, clearDraft] = useFormDraft<BindForm>('bindPhone', { phone: '', verifyCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const busy = useRef(false);
  const [bindPhone, bindState] = useBindPhoneMutation();
  const [account] = useState(() => {
    const code = oauthCodeIn(params) ?? readOAuthContext().code;
    const thirdId = readStored('openId') ?? readStored('openid');
    return { code, thirdId };
  });
  const target = params.has('redirect') || params.has('enCodeUrl')
    ? signInTarget(params)
    : signInTarget(new URLSearchParams({ redirect: readOAuthContext().target ?? '' }));
  const phone = normalisePhone(form.phone.trim());
  const reauthorise = `/loginloading?redirect=${encodeURIComponent(target)}`;

  function edit(p: Partial<BindForm>) {
    patch(p);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(p) as (keyof BindForm)[]) delete next[k];
      return next;
    });
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (busy.current || bindState.isLoading) return;
    const e: Errors = {};
    const phoneError = validatePhone(form.phone.trim());
    if (phoneError) e.phone = phoneError;
    const codeError = validateVerifyCode(form.verifyCode.trim());
    if (codeError) e.verifyCode = codeError;
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    busy.current = true;
    try {
      const result = await bindPhone({
        phone,
        verifyCode: form.verifyCode.trim(),
        ...(account.code ? { code: account.code } : account.thirdId ? { thirdId: account.thirdId } : {}),
      }).unwrap();
      clearDraft();
      clearOAuthContext();
      dispatch(signedIn({ ...result, target }));
    } catch {
      // the catalogue shows the server's message; what was typed stays
    } finally {
      busy.current = false;
    }
  }

  if (!account.code && !account.thirdId) {
    return (
      <main className="auth-page">
        <div className="auth-status" role="alert">
          <h1>缺少微信授权信息</h1>
          <p>请重新进行微信授权后再绑定手机号</p>
          <Link className="auth-submit auth-submit-link" to={reauthorise} replace>重新授权</Link>
          <Link className="auth-link-button" to={`/loginIndex?redirect=${encodeURIComponent(target)}`}>选择其他登录方式</Link>
        </div>
      </main>
    );
  }

  return (
    <main className="auth-page">
      <h1 className="auth-title">绑定手机号</h1>
      <p className="auth-subtitle">首次使用微信登录，请绑定手机号。已注册的手机号将关联到原账号</p>
      <form className="auth-card auth-form" onSubmit={(ev) => void onSubmit(ev)} noValidate aria-label="绑定手机号">
        <PhoneField
          id="bind-phone"
          value={form.phone}
          onChange={(v) => edit({ phone: v })}
          error={errors.phone}
        />
        <VerifyCodeField
          id="bind-code"
          value={form.verifyCode}
          onChange={(v) => edit({ verifyCode: v })}
          error={errors.verifyCode}
          trailing={<VerifyCodeButton phone={form.phone} type={5} {...(account.thirdId ? { thirdId: account.thirdId } : {})} />}
        />
        <button type="submit" className="auth-submit" disabled={bindState.isLoading}>
          {bindState.isLoading ? '绑定中…' : '绑定并登录'}
        </button>
      </form>
      <nav className="auth-links" aria-label="更多">
        <Link to={`/loginIndex?redirect=${encodeURIComponent(target)}`}>使用其他方式登录</Link>
      </nav>
    </main>
  );
}
