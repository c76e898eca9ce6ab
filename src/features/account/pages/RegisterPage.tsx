import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useSendWelcomeCouponsMutation } from '@/api/coupon';
import { useLazyIsPhoneRegisteredQuery, useRegisterMutation } from '@/api/driver';
import type { UserCoupon } from '@/api/types/coupon';
import { useAppDispatch } from '@/ui/hooks';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useFormDraft } from '@/ui/useFormDraft';
import { AuthField } from '../components/AuthField';
import { PhoneField } from '../components/PhoneField';
import { VerifyCodeField } from '../components/VerifyCodeField';
import { PasswordRules, validatePassword } from '../components/PasswordRules';
import { PasswordToggle } from '../components/PasswordToggle';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { WelcomeCoupons } from '../components/WelcomeCoupons';
import { signedIn } from '../sagas/signedInSaga';
import { CODE_ALREADY_REGISTERED, validateVerifyCode } from '../signIn/codes';
import { carriedQuery, signInTarget } from '../signIn/targets';
import '../components/authForm.css';

interface RegisterForm {
  phone: string;
  verifyCode: string;
  password: string;
}

type Errors = Partial<Record<keyof RegisterForm, string>>;

function phoneFromState(state: unknown): string {
  const p = state && typeof state === 'object' ? (state as { phone?: unknown }).phone : undefined;
  return typeof p === 'string' ? p : '';
}

/**
 * /registor: phone (already registered → a link to log in), verify code (type 2), a password following the rule
 * on screen. The new driver is signed in, receives the welcome coupons (quietly: a failure only means none are
 * listed) and sees them before going on to where they were headed.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [form, patch, clearDraft] = useFormDraft<RegisterForm>('register', { phone: phoneFromState(location.state), verifyCode: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [welcome, setWelcome] = useState<{ loading: boolean; coupons: UserCoupon[] } | null>(null);
  const busy = useRef(false);
  const [register, registerState] = useRegisterMutation();
  const [sendWelcomeCoupons] = useSendWelcomeCouponsMutation();
  const [isRegistered] = useLazyIsPhoneRegisteredQuery();
  const phone = normalisePhone(form.phone.trim());
  const carried = carriedQuery(params, '&');
  const target = signInTarget(params);
  const alreadyRegistered = registeredPhone !== null && registeredPhone === phone;

  function edit(p: Partial<RegisterForm>) {
    patch(p);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(p) as (keyof RegisterForm)[]) delete next[k];
      return next;
    });
  }

  async function onPhoneBlur() {
    if (validatePhone(form.phone.trim())) return;
    try {
      const answer = await isRegistered({ phone }, true).unwrap();
      setRegisteredPhone(answer.registered ? phone : null);
    } catch {
      // the register call answers the same question
    }
  }

  function validate(): Errors {
    const e: Errors = {};
    const phoneError = validatePhone(form.phone.trim());
    if (phoneError) e.phone = phoneError;
    const codeError = validateVerifyCode(form.verifyCode.trim());
    if (codeError) e.verifyCode = codeError;
    const passwordError = validatePassword(form.password);
    if (passwordError) e.password = passwordError;
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (busy.current || registerState.isLoading) return;
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length > 0 || alreadyRegistered) return;
    busy.current = true;
    try {
      const result = await register({ phone, verifyCode: form.verifyCode.trim(), password: form.password }).unwrap();
      clearDraft();
      dispatch(signedIn({ ...result, target: null }));
      setWelcome({ loading: true, coupons: [] });
      const gift = await sendWelcomeCoupons().unwrap().catch(() => null);
      setWelcome({ loading: false, coupons: gift?.coupons ?? [] });
    } catch (err) {
      if (isApiError(err) && err.code === CODE_ALREADY_REGISTERED) setRegisteredPhone(phone);
    } finally {
      busy.current = false;
    }
  }

  if (welcome) {
    return (
      <main className="auth-page">
        <WelcomeCoupons coupons={welcome.coupons} loading={welcome.loading} onStart={() => navigate(target, { replace: true })} />
      </main>
    );
  }

  return (
    <main className="auth-page">
      <h1 className="auth-title">注册</h1>
      <p className="auth-subtitle">注册即送新人停车券</p>
      <form className="auth-card auth-form" onSubmit={(ev) => void onSubmit(ev)} noValidate aria-label="注册">
        <PhoneField
          id="register-phone"
          value={form.phone}
          onChange={(v) => edit({ phone: v })}
          onBlur={() => void onPhoneBlur()}
          error={errors.phone}
          hint={alreadyRegistered ? <Link to={`/login?mode=password${carried}`}>该手机号已注册，去登录</Link> : null}
        />
        <VerifyCodeField
          id="register-code"
          value={form.verifyCode}
          onChange={(v) => edit({ verifyCode: v })}
          error={errors.verifyCode}
          trailing={<VerifyCodeButton phone={form.phone} type={2} disabled={alreadyRegistered} />}
        />
        <AuthField
          id="register-password"
          label="设置密码"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={20}
          placeholder="请设置登录密码"
          value={form.password}
          onChange={(v) => edit({ password: v })}
          error={errors.password}
          hint={<PasswordRules value={form.password} />}
          trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} controls="register-password" />}
        />
        <button type="submit" className="auth-submit" disabled={registerState.isLoading || alreadyRegistered}>
          {registerState.isLoading ? '注册中…' : '注册并登录'}
        </button>
      </form>
      <nav className="auth-links" aria-label="更多">
        <Link to={`/login?mode=password${carried}`}>已有账号，去登录</Link>
      </nav>
    </main>
  );
}
