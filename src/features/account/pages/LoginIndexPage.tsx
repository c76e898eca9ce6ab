import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { useForm } from '@/ui/form/useForm';
import { Page } from '@/ui/Page/Page';
import { CONSENT_REQUIRED, ConsentCheckbox } from '../components/ConsentCheckbox';
import { LinkButton } from '@/ui/LinkButton';
import { carriedQuery } from '../signIn/targets';
import styles from './LoginIndexPage.module.css';

/** WeChat's own green on the WeChat button (antd-mobile Button's colour variables). */
const WECHAT = { '--background-color': 'var(--app-color-wechat)', '--border-color': 'var(--app-color-wechat)', '--text-color': 'var(--app-color-on-primary)' };

/** The sign-in entry: password, verify code, register, and WeChat in WeChat-type clients. */
export function LoginIndexPage() {
  const [params] = useSearchParams();
  const platform = usePlatform();
  const navigate = useNavigate();
  const carried = carriedQuery(params, '&');
  const wechat = platform.clientType === 2 && platform.kind === 'wechat';
  // WeChat signs in (or registers) in one tap, so the consent is asked here; the other ways ask on their own page.
  const consent = useForm({
    initial: { agreed: false },
    draftKey: 'loginIndex',
    showErrors: 'submit',
    validate: (v) => ({ agreed: v.agreed ? null : CONSENT_REQUIRED }),
    onSubmit: () => navigate(`${paths.loginloading}${carriedQuery(params)}`),
  });

  return (
    <Page title="欢迎使用车主服务">
      <p className={styles.intro}>登录后可缴纳停车费、查看账单、管理车辆</p>
      <div className={styles.actions}>
        {wechat ? (
          <form onSubmit={consent.submit} noValidate aria-label="微信登录">
            <Button style={WECHAT} type="submit" block shape="rounded" size="large">
              微信登录
            </Button>
            <ConsentCheckbox
              id={consent.id('agreed')}
              checked={consent.values.agreed}
              onChange={(agreed) => consent.set({ agreed })}
              error={consent.errors.agreed}
            />
          </form>
        ) : null}
        <LinkButton solid={!wechat} to={`${paths.login}?mode=password${carried}`}>
          密码登录
        </LinkButton>
        <LinkButton to={`${paths.login}?mode=code${carried}`}>验证码登录</LinkButton>
        <LinkButton to={`${paths.registor}${carriedQuery(params)}`}>注册</LinkButton>
      </div>
    </Page>
  );
}
