import { Button } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { readStored } from '@/session/storage';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { LinkButton } from '@/ui/LinkButton';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { signedIn } from '../sagas/signedInSaga';
import { validateVerifyCode } from '../signIn/codes';
import { clearOAuthContext, readOAuthContext } from '../signIn/oauthContext';
import { oauthCodeIn, signInTarget } from '../signIn/targets';
import styles from './BindPhonePage.module.css';
import { PhoneInput, CodeInput } from '../components/AuthInputs';
import { CONSENT_REQUIRED, ConsentCheckbox } from '../components/ConsentCheckbox';
import { useBindPhoneMutation } from '@/api/driver/account';

interface BindForm {
  phone: string;
  verifyCode: string;
  agreed: boolean;
}

/**
 * /bindPhone (reached by 0xd12501022): ties this WeChat account to a phone and signs in, then continues where the
 * driver was going. The WeChat account is the OAuth code oAuthLogin refused (from the /loginloading address the
 * catalogue passed as `redirect`, or kept by that page), else the stored openId.
 */
export function BindPhonePage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const [bindPhone] = useBindPhoneMutation();
  const [account] = useState(() => {
    const code = oauthCodeIn(params) ?? readOAuthContext().code;
    const thirdId = readStored('openId') ?? readStored('openid');
    return { code, thirdId };
  });
  const target =
    params.has('redirect') || params.has('enCodeUrl')
      ? signInTarget(params)
      : signInTarget(new URLSearchParams({ redirect: readOAuthContext().target ?? '' }));
  const otherWays = `${paths.loginIndex}?redirect=${encodeURIComponent(target)}`;

  const form = useForm<BindForm>({
    initial: { phone: '', verifyCode: '', agreed: false },
    draftKey: 'bindPhone',
    showErrors: 'submit',
    validate: (v) => ({
      phone: validatePhone(v.phone.trim()),
      verifyCode: validateVerifyCode(v.verifyCode.trim()),
      agreed: v.agreed ? null : CONSENT_REQUIRED,
    }),
    onSubmit: async (v, { clear }) => {
      try {
        const result = await bindPhone({
          phone: normalisePhone(v.phone.trim()),
          verifyCode: v.verifyCode.trim(),
          ...(account.code ? { code: account.code } : account.thirdId ? { thirdId: account.thirdId } : {}),
        }).unwrap();
        clear();
        clearOAuthContext();
        dispatch(signedIn({ ...result, target }));
      } catch {
        // the catalogue shows the server's message; what was typed stays
      }
    },
  });

  if (!account.code && !account.thirdId) {
    return (
      <Page title="缺少微信授权信息" fallback={paths.loginIndex}>
        <ResultView outcome="failure" title="无法绑定手机号" description="请重新进行微信授权后再绑定手机号" />
        <div className={styles.actions}>
          <LinkButton solid to={`${paths.loginloading}?redirect=${encodeURIComponent(target)}`} replace>
            重新授权
          </LinkButton>
          <LinkButton to={otherWays}>选择其他登录方式</LinkButton>
        </div>
      </Page>
    );
  }

  return (
    <Page title="绑定手机号" fallback={paths.loginIndex}>
      <p className={styles.intro}>首次使用微信登录，请绑定手机号。已注册的手机号将关联到原账号</p>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label="绑定手机号">
        <CardList>
          <Field id={form.id('phone')} label="手机号" error={form.errors.phone}>
            <PhoneInput id={form.id('phone')} value={form.values.phone} onChange={(v) => form.set({ phone: v })} />
          </Field>
          <Field
            id={form.id('verifyCode')}
            label="验证码"
            error={form.errors.verifyCode}
            addon={<VerifyCodeButton phone={form.values.phone} type={5} {...(account.thirdId ? { thirdId: account.thirdId } : {})} />}
          >
            <CodeInput id={form.id('verifyCode')} value={form.values.verifyCode} onChange={(v) => form.set({ verifyCode: v })} />
          </Field>
        </CardList>
        <ConsentCheckbox id={form.id('agreed')} checked={form.values.agreed} onChange={(agreed) => form.set({ agreed })} error={form.errors.agreed} />
        <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending}>
          {form.pending ? '绑定中…' : '绑定并登录'}
        </Button>
      </form>
      <nav className={styles.links} aria-label="更多">
        <Link to={otherWays}>使用其他方式登录</Link>
      </nav>
    </Page>
  );
}
