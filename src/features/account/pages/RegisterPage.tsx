import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { isApiError } from '@/api/apiError';
import { useSendWelcomeCouponsMutation } from '@/api/coupon';
import type { UserCoupon } from '@/api/coupon/types';
import { paths } from '@/lib/paths';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { CONSENT_REQUIRED, ConsentCheckbox } from '../components/ConsentCheckbox';
import { PasswordRules, validatePassword } from '../components/PasswordRules';
import { PasswordField } from '../components/PasswordField';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { WelcomeCoupons } from '../components/WelcomeCoupons';
import { signedIn } from '../sagas/signedInSaga';
import { CODE_ALREADY_REGISTERED, validateVerifyCode } from '../signIn/codes';
import { carriedQuery, signInTarget } from '../signIn/targets';
import styles from './RegisterPage.module.css';
import { CodeInput } from '../components/AuthInputs';
import { useLazyIsPhoneRegisteredQuery, useRegisterMutation } from '@/api/driver/account';

interface RegisterForm {
  phone: string;
  verifyCode: string;
  password: string;
  agreed: boolean;
}

function phoneFromState(state: unknown): string {
  const p = state && typeof state === 'object' ? (state as { phone?: unknown }).phone : undefined;
  return typeof p === 'string' ? p : '';
}

/**
 * /registor: phone (already registered → a link to log in), verify code (type 2), a password following the rule
 * on screen, the consent to the 用户协议 and 隐私政策. The new driver is signed in, receives the welcome coupons
 * (quietly: a failure only means none are listed) and sees them before going on to where they were headed.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<{ loading: boolean; coupons: UserCoupon[] } | null>(null);
  const [register] = useRegisterMutation();
  const [sendWelcomeCoupons] = useSendWelcomeCouponsMutation();
  const [isRegistered] = useLazyIsPhoneRegisteredQuery();
  const carried = carriedQuery(params, '&');
  const target = signInTarget(params);

  const form = useForm<RegisterForm>({
    initial: { phone: phoneFromState(location.state), verifyCode: '', password: '', agreed: false },
    draftKey: 'register',
    showErrors: 'submit',
    validate: (v) => ({
      phone: validatePhone(v.phone.trim()),
      verifyCode: validateVerifyCode(v.verifyCode.trim()),
      password: validatePassword(v.password),
      agreed: v.agreed ? null : CONSENT_REQUIRED,
    }),
    onSubmit: async (v, { clear }) => {
      const phone = normalisePhone(v.phone.trim());
      if (registeredPhone === phone) return;
      try {
        // A friend's invitation link (/registerShare) carries their code; it earns them a reward.
        const inviteCode = params.get('inviteCode')?.trim() || undefined;
        const result = await register({ phone, verifyCode: v.verifyCode.trim(), password: v.password, ...(inviteCode ? { inviteCode } : {}) }).unwrap();
        clear();
        dispatch(signedIn({ ...result, target: null }));
        setWelcome({ loading: true, coupons: [] });
        const gift = await sendWelcomeCoupons().unwrap().catch(() => null);
        setWelcome({ loading: false, coupons: gift?.coupons ?? [] });
      } catch (err) {
        if (isApiError(err) && err.code === CODE_ALREADY_REGISTERED) setRegisteredPhone(phone);
      }
    },
  });
  const phone = normalisePhone(form.values.phone.trim());
  const alreadyRegistered = registeredPhone !== null && registeredPhone === phone;

  async function onPhoneBlur() {
    if (validatePhone(form.values.phone.trim())) return;
    try {
      const answer = await isRegistered({ phone }, true).unwrap();
      setRegisteredPhone(answer.registered ? phone : null);
    } catch {
      // the register call answers the same question
    }
  }

  if (welcome) {
    return (
      <Page title="注册成功">
        <WelcomeCoupons coupons={welcome.coupons} loading={welcome.loading} onStart={() => navigate(target, { replace: true })} />
      </Page>
    );
  }

  const loginLink = `${paths.login}?mode=password${carried}`;
  return (
    <Page title="注册">
      <p className={styles.intro}>注册即送新人停车券</p>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label="注册">
        <CardList>
          <Field
            id={form.id('phone')}
            label="手机号"
            error={form.errors.phone}
            hint={alreadyRegistered ? <Link to={loginLink}>该手机号已注册，去登录</Link> : null}
          >
            <Input
              id={form.id('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={15}
              placeholder="请输入手机号"
              value={form.values.phone}
              onChange={(v) => form.set({ phone: v })}
              onBlur={() => void onPhoneBlur()}
            />
          </Field>
          <Field
            id={form.id('verifyCode')}
            label="验证码"
            error={form.errors.verifyCode}
            addon={<VerifyCodeButton phone={form.values.phone} type={2} disabled={alreadyRegistered} />}
          >
            <CodeInput id={form.id('verifyCode')} value={form.values.verifyCode} onChange={(v) => form.set({ verifyCode: v })} />
          </Field>
          <PasswordField
            id={form.id('password')}
            label="设置密码"
            error={form.errors.password}
            hint={<PasswordRules value={form.values.password} />}
            autoComplete="new-password"
            placeholder="请设置登录密码"
            value={form.values.password}
            onChange={(password) => form.set({ password })}
          />
        </CardList>
        <ConsentCheckbox id={form.id('agreed')} checked={form.values.agreed} onChange={(agreed) => form.set({ agreed })} error={form.errors.agreed} />
        <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending || alreadyRegistered}>
          {form.pending ? '注册中…' : '注册并登录'}
        </Button>
      </form>
      <nav className={styles.links} aria-label="更多">
        <Link to={loginLink}>已有账号，去登录</Link>
      </nav>
    </Page>
  );
}
