import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useChallengeCodeMutation, useLazyCheckAccountQuery, usePasswordLoginMutation, useVerifyCodeLoginMutation } from '@/api/auth';
import type { ChallengeCode, LoginResult } from '@/api/types/auth';
import { useAppDispatch } from '@/ui/hooks';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useFormDraft } from '@/ui/useFormDraft';
import { AuthField } from '../components/AuthField';
import { PhoneField } from '../components/PhoneField';
import { VerifyCodeField } from '../components/VerifyCodeField';
import { PasswordToggle } from '../components/PasswordToggle';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { signedIn } from '../sagas/signedInSaga';
import { CODE_NEED_CHALLENGE, CODE_UNREGISTERED, CODE_WRONG_PASSWORD, validateVerifyCode } from '../signIn/codes';
import { carriedQuery, signInTarget } from '../signIn/targets';
import '../components/authForm.css';

type Mode = 'password' | 'code';

interface LoginForm {
  phone: string;
  password: string;
  verifyCode: string;
  challengeCode: string;
}

type Errors = Partial<Record<keyof LoginForm, string>>;

const EMPTY: LoginForm = { phone: '', password: '', verifyCode: '', challengeCode: '' };

/**
 * /login: phone + password, or phone + verify code. After repeated wrong passwords the server wants a picture
 * code (0xd12501023): it is fetched and shown with its input. Wrong passwords and codes are the server's words
 * (toasted by the catalogue); only what the driver typed is checked here, under each field.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'code' ? 'code' : 'password';
  const dispatch = useAppDispatch();
  const [form, patch, clearDraft] = useFormDraft<LoginForm>('login', EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [challenge, setChallenge] = useState<ChallengeCode | null>(null);
  const [unregistered, setUnregistered] = useState<string | null>(null);
  const busy = useRef(false);

  const [passwordLogin, passwordState] = usePasswordLoginMutation();
  const [codeLogin, codeState] = useVerifyCodeLoginMutation();
  const [fetchChallenge, challengeState] = useChallengeCodeMutation();
  const [checkAccount] = useLazyCheckAccountQuery();
  const submitting = passwordState.isLoading || codeState.isLoading;
  const phone = normalisePhone(form.phone.trim());
  const carried = carriedQuery(params);

  function edit(p: Partial<LoginForm>) {
    patch(p);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(p) as (keyof LoginForm)[]) delete next[k];
      return next;
    });
    if (p.phone !== undefined && unregistered !== null && normalisePhone(p.phone.trim()) !== unregistered) setUnregistered(null);
    if (p.phone !== undefined && challenge && normalisePhone(p.phone.trim()) !== phone) setChallenge(null);
  }

  function switchMode(next: Mode) {
    setErrors({});
    setParams((p) => {
      p.set('mode', next);
      return p;
    }, { replace: true });
  }

  async function loadChallenge(forPhone: string) {
    patch({ challengeCode: '' });
    try {
      setChallenge(await fetchChallenge({ phone: forPhone }).unwrap());
    } catch {
      // toasted by the catalogue; the picture button offers another try
      setChallenge(null);
    }
  }

  /** On leaving the phone field: tell an unknown number to register, and ask for the picture code at once if due. */
  async function onPhoneBlur() {
    if (validatePhone(form.phone.trim())) return;
    try {
      const check = await checkAccount({ phone }, true).unwrap();
      setUnregistered(check.registered ? null : phone);
      if (check.registered && check.needChallenge && mode === 'password' && !challenge) void loadChallenge(phone);
    } catch {
      // not needed to sign in: the sign-in call gives the same answers
    }
  }

  function validate(): Errors {
    const e: Errors = {};
    const phoneError = validatePhone(form.phone.trim());
    if (phoneError) e.phone = phoneError;
    if (mode === 'password') {
      if (form.password === '') e.password = '请输入密码';
      if (challenge && form.challengeCode.trim() === '') e.challengeCode = '请输入图形验证码';
    } else {
      const codeError = validateVerifyCode(form.verifyCode.trim());
      if (codeError) e.verifyCode = codeError;
    }
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (busy.current || submitting) return;
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    busy.current = true;
    try {
      let result: LoginResult;
      if (mode === 'password') {
        result = await passwordLogin({
          phone,
          password: form.password,
          ...(challenge ? { challengeId: challenge.challengeId, challengeCode: form.challengeCode.trim() } : {}),
        }).unwrap();
      } else {
        result = await codeLogin({ phone, verifyCode: form.verifyCode.trim() }).unwrap();
      }
      clearDraft();
      dispatch(signedIn({ ...result, target: signInTarget(params) }));
    } catch (err) {
      if (!isApiError(err)) return;
      if (err.code === CODE_UNREGISTERED) setUnregistered(phone);
      // The server wants a picture code, or the one shown was used up by this attempt: show a fresh one.
      if (mode === 'password' && (err.code === CODE_NEED_CHALLENGE || (challenge && err.code === CODE_WRONG_PASSWORD))) {
        await loadChallenge(phone);
      } else if (mode === 'password' && err.code === CODE_WRONG_PASSWORD) {
        // That may have been the last free attempt: ask whether the next one needs the picture code.
        const check = await checkAccount({ phone }).unwrap().catch(() => null);
        if (check?.needChallenge) await loadChallenge(phone);
      }
    } finally {
      busy.current = false;
    }
  }

  const registerLink = (
    <span>
      该手机号未注册，<Link to={`/registor${carried}`} state={{ phone }}>去注册</Link>
    </span>
  );

  return (
    <main className="auth-page">
      <h1 className="auth-title">登录</h1>
      <p className="auth-subtitle">{mode === 'password' ? '使用手机号和密码登录' : '未注册的手机号请先注册'}</p>
      <div className="auth-tabs" role="tablist" aria-label="登录方式">
        <button type="button" role="tab" className="auth-tab" aria-selected={mode === 'password'} onClick={() => switchMode('password')}>
          密码登录
        </button>
        <button type="button" role="tab" className="auth-tab" aria-selected={mode === 'code'} onClick={() => switchMode('code')}>
          验证码登录
        </button>
      </div>
      <form className="auth-card auth-form" onSubmit={(ev) => void onSubmit(ev)} noValidate aria-label={mode === 'password' ? '密码登录' : '验证码登录'}>
        <PhoneField
          id="login-phone"
          value={form.phone}
          onChange={(v) => edit({ phone: v })}
          onBlur={() => void onPhoneBlur()}
          error={errors.phone}
          hint={unregistered !== null && unregistered === phone ? registerLink : null}
        />
        {mode === 'password' ? (
          <>
            <AuthField
              id="login-password"
              label="密码"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              maxLength={20}
              placeholder="请输入密码"
              value={form.password}
              onChange={(v) => edit({ password: v })}
              error={errors.password}
              trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} controls="login-password" />}
            />
            {challenge ? (
              <AuthField
                id="login-challenge"
                label="图形验证码"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                placeholder="请输入图中的数字"
                value={form.challengeCode}
                onChange={(v) => edit({ challengeCode: v })}
                error={errors.challengeCode}
                hint="密码错误次数过多，请输入图形验证码"
                trailing={
                  <button
                    type="button"
                    className="auth-challenge-image"
                    aria-label="看不清，换一张"
                    disabled={challengeState.isLoading}
                    onClick={() => void loadChallenge(phone)}
                  >
                    <img src={challenge.image} alt="图形验证码" />
                  </button>
                }
              />
            ) : null}
          </>
        ) : (
          <VerifyCodeField
            id="login-code"
            value={form.verifyCode}
            onChange={(v) => edit({ verifyCode: v })}
            error={errors.verifyCode}
            trailing={<VerifyCodeButton phone={form.phone} type={1} />}
          />
        )}
        <button type="submit" className="auth-submit" disabled={submitting}>
          {submitting ? '登录中…' : '登录'}
        </button>
      </form>
      <nav className="auth-links" aria-label="更多">
        <Link to={`/registor${carried}`}>注册账号</Link>
        {mode === 'password' ? <Link to={resetPasswordLink(params)}>忘记密码？</Link> : null}
        <Link to={`/loginIndex${carried}`}>其他登录方式</Link>
      </nav>
    </main>
  );
}

/** 忘记密码 keeps where the driver was going: /passWordChange sends them back to /login with it afterwards. */
function resetPasswordLink(params: URLSearchParams): string {
  const back = params.get('redirect') ?? params.get('enCodeUrl');
  return back ? `/passWordChange?redirect=${encodeURIComponent(back)}` : '/passWordChange';
}
