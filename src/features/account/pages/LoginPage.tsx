import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { isApiError } from '@/api/apiError';
import type { ChallengeCode, LoginResult } from '@/api/auth/types';
import { href, paths } from '@/lib/paths';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { CodeInput } from '../components/AuthInputs';
import { CONSENT_REQUIRED, ConsentCheckbox } from '../components/ConsentCheckbox';
import { LoginTabs, MODE_NAMES, type LoginMode } from '../components/LoginTabs';
import { loginPasswordProblem } from '../components/PasswordRules';
import { PasswordField } from '../components/PasswordField';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { signedIn } from '../sagas/signedInSaga';
import { CODE_NEED_CHALLENGE, CODE_UNREGISTERED, CODE_WRONG_PASSWORD, validateVerifyCode } from '../signIn/codes';
import { carriedQuery, signInTarget } from '../signIn/targets';
import styles from './LoginPage.module.css';
import { useChallengeCodeMutation, useLazyCheckAccountQuery, usePasswordLoginMutation, useVerifyCodeLoginMutation } from '@/api/auth/signIn';

interface LoginForm {
  phone: string;
  password: string;
  verifyCode: string;
  challengeCode: string;
  agreed: boolean;
}

const EMPTY: LoginForm = { phone: '', password: '', verifyCode: '', challengeCode: '', agreed: false };

/** 忘记密码 keeps where the driver was going: /passWordChange sends them back to /login with it afterwards. */
function resetPasswordLink(params: URLSearchParams): string {
  const back = params.get('redirect') ?? params.get('enCodeUrl');
  return href(paths.passWordChange, { redirect: back ?? undefined });
}

/**
 * /login: phone + password, or phone + verify code (tabs, arrow keys move between them), and the consent to the
 * 用户协议 and 隐私政策. After repeated wrong passwords the server wants a picture code (0xd12501023): it is fetched
 * and shown with its input. Wrong passwords and codes are the server's words (toasted by the catalogue); only what
 * the driver typed is checked here, under each field, once they try to sign in.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode: LoginMode = params.get('mode') === 'code' ? 'code' : 'password';
  const dispatch = useAppDispatch();
  const [challenge, setChallenge] = useState<ChallengeCode | null>(null);
  const [unregistered, setUnregistered] = useState<string | null>(null);

  const [passwordLogin] = usePasswordLoginMutation();
  const [codeLogin] = useVerifyCodeLoginMutation();
  const [fetchChallenge, challengeState] = useChallengeCodeMutation();
  const [checkAccount] = useLazyCheckAccountQuery();
  const carried = carriedQuery(params);

  const form = useForm<LoginForm>({
    initial: EMPTY,
    draftKey: 'login',
    showErrors: 'submit',
    validate: (v) => ({
      phone: validatePhone(v.phone.trim()),
      password: mode === 'password' ? loginPasswordProblem(v.password) : null,
      challengeCode: mode === 'password' && challenge && v.challengeCode.trim() === '' ? '请输入图形验证码' : null,
      verifyCode: mode === 'code' ? validateVerifyCode(v.verifyCode.trim()) : null,
      agreed: v.agreed ? null : CONSENT_REQUIRED,
    }),
    onSubmit: async (v, { clear }) => {
      const target = normalisePhone(v.phone.trim());
      try {
        let result: LoginResult;
        if (mode === 'password') {
          result = await passwordLogin({
            phone: target,
            password: v.password,
            ...(challenge ? { challengeId: challenge.challengeId, challengeCode: v.challengeCode.trim() } : {}),
          }).unwrap();
        } else {
          result = await codeLogin({ phone: target, verifyCode: v.verifyCode.trim() }).unwrap();
        }
        clear();
        dispatch(signedIn({ ...result, target: signInTarget(params) }));
      } catch (err) {
        if (!isApiError(err)) return;
        if (err.code === CODE_UNREGISTERED) setUnregistered(target);
        // The server wants a picture code, or the one shown was used up by this attempt: show a fresh one.
        if (mode === 'password' && (err.code === CODE_NEED_CHALLENGE || (challenge && err.code === CODE_WRONG_PASSWORD))) {
          await loadChallenge(target);
        } else if (mode === 'password' && err.code === CODE_WRONG_PASSWORD) {
          // That may have been the last free attempt: ask whether the next one needs the picture code.
          const check = await checkAccount({ phone: target }).unwrap().catch(() => null);
          if (check?.needChallenge) await loadChallenge(target);
        }
      }
    },
  });
  const phone = normalisePhone(form.values.phone.trim());

  function editPhone(value: string) {
    form.set({ phone: value });
    const next = normalisePhone(value.trim());
    if (unregistered !== null && next !== unregistered) setUnregistered(null);
    if (challenge && next !== phone) setChallenge(null);
  }

  function switchMode(next: LoginMode) {
    form.resetErrors();
    setParams(
      (p) => {
        p.set('mode', next);
        return p;
      },
      { replace: true },
    );
  }

  async function loadChallenge(forPhone: string) {
    form.set({ challengeCode: '' });
    try {
      setChallenge(await fetchChallenge({ phone: forPhone }).unwrap());
    } catch {
      // toasted by the catalogue; the picture button offers another try
      setChallenge(null);
    }
  }

  /** On leaving the phone field: tell an unknown number to register, and ask for the picture code at once if due. */
  async function onPhoneBlur() {
    if (validatePhone(form.values.phone.trim())) return;
    try {
      const check = await checkAccount({ phone }, true).unwrap();
      setUnregistered(check.registered ? null : phone);
      if (check.registered && check.needChallenge && mode === 'password' && !challenge) void loadChallenge(phone);
    } catch {
      // not needed to sign in: the sign-in call gives the same answers
    }
  }

  const registerLink = (
    <span>
      该手机号未注册，
      <Link to={`${paths.registor}${carried}`} state={{ phone }}>
        去注册
      </Link>
    </span>
  );

  return (
    <Page title="登录">
      <p className={styles.intro}>{mode === 'password' ? '使用手机号和密码登录' : '未注册的手机号请先注册'}</p>
      <LoginTabs mode={mode} onChange={switchMode} />
      <div role="tabpanel" aria-label={MODE_NAMES[mode]}>
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <CardList>
            <Field id={form.id('phone')} label="手机号" error={form.errors.phone} hint={unregistered !== null && unregistered === phone ? registerLink : null}>
              <Input
                id={form.id('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={15}
                placeholder="请输入手机号"
                value={form.values.phone}
                onChange={editPhone}
                onBlur={() => void onPhoneBlur()}
              />
            </Field>
            {mode === 'password' ? (
              <PasswordField
                id={form.id('password')}
                label="密码"
                error={form.errors.password}
                autoComplete="current-password"
                placeholder="请输入密码"
                value={form.values.password}
                onChange={(password) => form.set({ password })}
              />
            ) : (
              <Field id={form.id('verifyCode')} label="验证码" error={form.errors.verifyCode} addon={<VerifyCodeButton phone={form.values.phone} type={1} />}>
                <CodeInput id={form.id('verifyCode')} value={form.values.verifyCode} onChange={(verifyCode) => form.set({ verifyCode })} />
              </Field>
            )}
            {mode === 'password' && challenge ? (
              <Field
                id={form.id('challengeCode')}
                label="图形验证码"
                error={form.errors.challengeCode}
                hint="密码错误次数过多，请输入图形验证码"
                addon={
                  <Button
                    className={styles.challengeImage}
                    fill="none"
                    aria-label="看不清，换一张"
                    disabled={challengeState.isLoading}
                    onClick={() => void loadChallenge(phone)}
                  >
                    <img src={challenge.image} alt="图形验证码" />
                  </Button>
                }
              >
                <Input
                  id={form.id('challengeCode')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  placeholder="图中的数字"
                  value={form.values.challengeCode}
                  onChange={(challengeCode) => form.set({ challengeCode })}
                />
              </Field>
            ) : null}
          </CardList>
          <ConsentCheckbox id={form.id('agreed')} checked={form.values.agreed} onChange={(agreed) => form.set({ agreed })} error={form.errors.agreed} />
          <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending}>
            {form.pending ? '登录中…' : '登录'}
          </Button>
        </form>
      </div>
      <nav className={styles.links} aria-label="更多">
        <Link to={`${paths.registor}${carried}`}>注册账号</Link>
        {mode === 'password' ? <Link to={resetPasswordLink(params)}>忘记密码？</Link> : null}
        <Link to={`${paths.loginIndex}${carried}`}>其他登录方式</Link>
      </nav>
    </Page>
  );
}
