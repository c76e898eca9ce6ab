import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { devtoolsRelay } from '@config/devtoolsRelay';
import { useVerifySupportCodeMutation } from '@/api/basic/debug';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { clearDebugGrant, confirmDebugGrant, readDebugGrant, saveDebugGrant, type DebugGrant } from '../grant';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppSelector, useAppStore } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { Loading } from '@/ui/states/States';
import { DebugPanel } from '../components/DebugPanel';
import { grantOf, isRefusal, messageOf, normaliseCode, validateCode } from '../supportCode';
import styles from './SupportDebugPage.module.css';

const TITLE = '远程调试';

/** A visitor cannot verify a code (the server answers 401): a code belongs to the account of its support case. */
function SignInFirst() {
  const navigate = useNavigate();
  return (
    <section className={`${styles.box} ${styles.stack}`} aria-labelledby="dbg-sign-in">
      <h2 id="dbg-sign-in">请先登录</h2>
      <p className={styles.weak}>调试码只能由服务单所属的账号使用。请先登录该账号，再输入客服提供的调试码。</p>
      <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(loginWithRedirect(paths.supportDebug))}>
        登录后输入调试码
      </Button>
    </section>
  );
}

function CodeForm({ notice, onVerified }: { notice: string | null; onVerified: (grant: DebugGrant, liveChannel: string) => void }) {
  const [verify] = useVerifySupportCodeMutation();
  const form = useForm({
    initial: { code: '' },
    showErrors: 'submit',
    validate: (v) => ({ code: validateCode(v.code) }),
    onSubmit: async (v, { setFieldError }) => {
      const code = normaliseCode(v.code);
      try {
        const answer = await verify({ supportCode: code }).unwrap();
        onVerified(grantOf(code, answer), answer.liveChannel);
      } catch (err) {
        setFieldError('code', messageOf(err));
      }
    },
  });
  return (
    <div className={styles.stack}>
      <section className={styles.box} aria-labelledby="dbg-about">
        <h2 id="dbg-about">输入调试码</h2>
        <p className={styles.weak}>
          调试码由客服为您的服务单发放，验证通过后将打开调试面板，供客服查看本机最近的操作和接口调用（令牌、登录票据、授权码、手机号、证件号、密码和验证码均已隐去）。仅在本次打开的页面内有效，到期自动失效。连续输错 5 次将暂停验证 15 分钟。
        </p>
      </section>
      {notice && (
        <p className={styles.note} role="alert">
          {notice}
        </p>
      )}
      <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="调试码验证">
        <CardList>
          <Field id={form.id('code')} label="调试码" error={form.errors.code} hint="8 位字母或数字，不区分大小写">
            <Input
              id={form.id('code')}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              placeholder="请输入客服提供的调试码"
              value={form.values.code}
              maxLength={12}
              onChange={(code) => form.set({ code })}
            />
          </Field>
        </CardList>
        <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="验证中…">
          验证并打开调试面板
        </Button>
      </form>
    </div>
  );
}

type Phase = { kind: 'checking'; grant: DebugGrant } | { kind: 'form'; notice: string | null } | { kind: 'open'; grant: DebugGrant };

/**
 * /supportDebug: the operations debug panel behind a support code. A code the server verifies opens the
 * panel and a debug session for this tab (sessionStorage, until the code's expiry), which also connects Redux
 * DevTools in a production build from the next load (once the server confirms it again before that store is made).
 * A session found on arrival is asked about again first: a grant set by hand, or one whose code has since expired,
 * opens nothing. Only a signed-in driver may verify: a visitor is asked to sign in first.
 */
export function SupportDebugPage() {
  const isDriver = useAppSelector(selectIsDriver);
  useEffect(() => {
    // A debug session outlives no sign-out: a visitor's (left over, or written by hand) ends here.
    if (!isDriver) clearDebugGrant();
  }, [isDriver]);
  return isDriver ? <DriverSupportDebug /> : (
    <Page title={TITLE}>
      <SignInFirst />
    </Page>
  );
}

function DriverSupportDebug() {
  const store = useAppStore();
  const [phase, setPhase] = useState<Phase>(() => {
    const grant = readDebugGrant();
    return grant ? { kind: 'checking', grant } : { kind: 'form', notice: null };
  });
  const [verify] = useVerifySupportCodeMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (phase.kind !== 'checking' || asked.current) return;
    asked.current = true;
    const { code } = phase.grant;
    verify({ supportCode: code })
      .unwrap()
      .then((answer) => {
        // A live session the driver started goes on with the renewed grant.
        const grant = { ...grantOf(code, answer), ...(phase.grant.live ? { live: true } : {}) };
        saveDebugGrant(grant);
        confirmDebugGrant(grant, answer.liveChannel);
        setPhase({ kind: 'open', grant });
      })
      .catch((err: unknown) => {
        if (isRefusal(err)) clearDebugGrant();
        setPhase({ kind: 'form', notice: `调试会话无法继续：${messageOf(err)}` });
      });
  }, [phase, verify]);

  const onVerified = (grant: DebugGrant, liveChannel: string) => {
    saveDebugGrant(grant);
    confirmDebugGrant(grant, liveChannel);
    setPhase({ kind: 'open', grant });
  };
  const onEnd = () => {
    store.liveDebug?.end();
    clearDebugGrant();
    // DevTools connect when the store is made: a production page that has them loses them with a fresh load.
    if (process.env.NODE_ENV === 'production' && store.devToolsOn) window.location.reload();
    else setPhase({ kind: 'form', notice: '调试会话已结束' });
  };

  // Live debugging relays the store from its creation: the page loads again with the session marked live, and the
  // server names the channel in that load's check before anything connects.
  const onStartLive = devtoolsRelay && phase.kind === 'open' && !store.liveDebug
    ? () => {
        saveDebugGrant({ ...phase.grant, live: true });
        window.location.reload();
      }
    : undefined;

  return (
    <Page title={TITLE}>
      {phase.kind === 'checking' && <Loading text="正在验证调试会话…" lines={3} />}
      {phase.kind === 'form' && <CodeForm notice={phase.notice} onVerified={onVerified} />}
      {phase.kind === 'open' && <DebugPanel session={phase.grant} devToolsOn={store.devToolsOn} liveOn={Boolean(store.liveDebug)} onStartLive={onStartLive} onEnd={onEnd} />}
    </Page>
  );
}
