import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/apiError';
import { useLazyTokenByTicketQuery } from '@/api/driver';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { usePlatform } from '@/platform/PlatformContext';
import { readStored } from '@/session/storage';
import { signedIn } from '../sagas/signedInSaga';
import { beginOAuth, clearOAuthContext, externalPage, readOAuthContext, writeOAuthContext } from '../signIn/oauthContext';
import { signInTarget } from '../signIn/targets';
import { LinkButton } from '@/ui/LinkButton';
import { driverAccountApi } from '@/api/driver/account';
import { useLazyWechatOAuthUrlQuery, useWechatOAuthLoginMutation } from '@/api/auth/signIn';

const CODE_BIND_PHONE = '0xd12501022';

type Status = { kind: 'working' } | { kind: 'error'; message: string; restart: boolean };

/**
 * /loginloading, three ways in:
 * - `ticket` (and `openid`): the app shell's ticket is exchanged for a token pair;
 * - `code` (and `state`): back from WeChat; oAuthLogin signs in, or 0xd12501022 sends the catalogue to /bindPhone
 *   (the code stays usable there: it is kept here and in the redirect the catalogue writes);
 * - neither: in WeChat, a stored openId without a driver goes straight to /bindPhone; otherwise the round trip to
 *   WeChat starts, coming back here with the target in `redirect`.
 */
export function LoginLoadingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  const [status, setStatus] = useState<Status>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const [exchangeTicket] = useLazyTokenByTicketQuery();
  const [oAuthLogin] = useWechatOAuthLoginMutation();
  const [oAuthUrl] = useLazyWechatOAuthUrlQuery();
  // No ready-made lazy hook is exported for this lookup; the endpoint has one.
  const [driverIdByThirdId] = driverAccountApi.endpoints.driverIdByThirdId.useLazyQuery();
  const search = params.toString();
  const hasTarget = params.has('redirect') || params.has('enCodeUrl');
  const target = signInTarget(params);

  useEffect(() => {
    // Once per address and attempt (StrictMode runs effects twice; an OAuth code is single use).
    const key = `${search}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    const q = new URLSearchParams(search);
    const ticket = q.get('ticket');
    const code = q.get('code');
    setStatus({ kind: 'working' });

    async function byTicket(t: string) {
      const openid = q.get('openid') ?? undefined;
      try {
        const pair = await exchangeTicket({ ticket: t, ...(openid ? { openid } : {}) }).unwrap();
        dispatch(signedIn({ ...pair, ...(openid ? { openid } : {}), target }));
      } catch (e) {
        setStatus({ kind: 'error', message: errorMessage(e), restart: false });
      }
    }

    async function byCode(c: string) {
      const ctx = readOAuthContext();
      if (!ctx.state || ctx.state !== q.get('state')) {
        setStatus({ kind: 'error', message: '微信授权已失效，请重新登录', restart: true });
        return;
      }
      writeOAuthContext({ code: c });
      try {
        const result = await oAuthLogin({ code: c }).unwrap();
        clearOAuthContext();
        dispatch(signedIn({ ...result, target: hasTarget ? target : signInTarget(new URLSearchParams({ redirect: ctx.target ?? '' })) }));
      } catch (e) {
        // No driver for this WeChat yet: the catalogue is on its way to /bindPhone with this address.
        if (isApiError(e) && e.code === CODE_BIND_PHONE) return;
        setStatus({ kind: 'error', message: errorMessage(e), restart: true });
      }
    }

    async function startOAuth() {
      if (platform.kind !== 'wechat') {
        setStatus({ kind: 'error', message: '微信登录仅在微信中可用，请选择其他登录方式', restart: false });
        return;
      }
      const thirdId = readStored('openId') ?? readStored('openid');
      if (thirdId) {
        const known = await driverIdByThirdId({ thirdId }).unwrap().catch(() => null);
        if (known && !known.bound) {
          navigate(`${paths.bindPhone}?redirect=${encodeURIComponent(target)}`, { replace: true });
          return;
        }
      }
      const state = beginOAuth(target);
      const redirectUri = `${window.location.origin}${paths.loginloading}?redirect=${encodeURIComponent(target)}`;
      try {
        const { url } = await oAuthUrl({ redirectUri, state, scope: 'snsapi_base' }).unwrap();
        externalPage.assign(url);
      } catch (e) {
        setStatus({ kind: 'error', message: errorMessage(e), restart: false });
      }
    }

    if (ticket) void byTicket(ticket);
    else if (code) void byCode(code);
    else void startOAuth();
  }, [search, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- one run per address and attempt

  function retry() {
    // A used or stale OAuth code cannot be tried again: start the round trip afresh.
    if (status.kind === 'error' && status.restart) navigate(`${paths.loginloading}?redirect=${encodeURIComponent(target)}`, { replace: true });
    else setAttempt((a) => a + 1);
  }

  if (status.kind === 'error') {
    return (
      <Page title="登录失败" fallback={paths.loginIndex}>
        <ResultView outcome="failure" title={status.message} primary={{ text: '重试', onClick: retry }} />
        <LinkButton to={`${paths.loginIndex}?redirect=${encodeURIComponent(target)}`}>选择其他登录方式</LinkButton>
      </Page>
    );
  }
  return (
    <Page title="微信登录" fallback={paths.loginIndex}>
      <ResultView outcome="pending" title="登录中…" description="正在确认您的微信身份，请稍候" />
    </Page>
  );
}
