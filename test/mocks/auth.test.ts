import { authApi } from '@/api/auth';
import { setupStore } from '@/app/store';
import { readRefreshToken, readToken, saveTokens } from '@/session/tokens';
import { OPENID_UNBOUND } from '@mocks/db/accounts';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { driverAccountApi } from '@/api/driver/account';
import { authSignInApi } from '@/api/auth/signIn';

const A = { phone: '13800138000', password: 'Driver@2026' };

/** A call straight to the mock, for what the app's own sign-out handling would swallow. */
async function raw(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Authorization = opts.token;
  const res = await fetch(`http://localhost/api${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('a password sign-in answers a pair that names driver A on the next call', async () => {
  const s = store();
  const pair = await s.dispatch(authSignInApi.endpoints.passwordLogin.initiate(A)).unwrap();
  expect(pair.driverId).toBe(DRIVER_A);
  saveTokens(pair);
  const info = await s.dispatch(authApi.endpoints.loginInfo.initiate()).unwrap();
  expect(info).toMatchObject({ driverId: DRIVER_A, phone: A.phone, maskedPhone: '138****8000', thirdBound: true });
});

test('three wrong passwords make the next sign-in need a picture challenge, which then lets it in', async () => {
  const s = store();
  const wrong = { ...A, password: 'Wrong1234' };
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate(wrong)).unwrap()).rejects.toMatchObject({ msg: '手机号或密码错误，还可尝试2次' });
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate(wrong)).unwrap()).rejects.toMatchObject({ msg: '手机号或密码错误，还可尝试1次' });
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate(wrong)).unwrap()).rejects.toMatchObject({ code: '0xd12501002' });

  // The right password alone is no longer enough.
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate(A)).unwrap()).rejects.toMatchObject({ code: '0xd12501023' });
  const check = await s.dispatch(authSignInApi.endpoints.checkAccount.initiate({ phone: A.phone })).unwrap();
  expect(check).toEqual({ registered: true, needChallenge: true, attemptsLeft: 0 });

  const challenge = await s.dispatch(authSignInApi.endpoints.challengeCode.initiate({ phone: A.phone })).unwrap();
  expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
  const code = backend.db.challenges.find((c) => c.challengeId === challenge.challengeId)?.code as string;
  // A wrong code spends the challenge.
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate({ ...A, challengeId: challenge.challengeId, challengeCode: code === '0000' ? '1111' : '0000' })).unwrap())
    .rejects.toMatchObject({ code: '0xd12501023', msg: '图形验证码错误或已过期，请刷新后重新输入' });
  await expect(s.dispatch(authSignInApi.endpoints.passwordLogin.initiate({ ...A, challengeId: challenge.challengeId, challengeCode: code })).unwrap())
    .rejects.toMatchObject({ code: '0xd12501023' });

  const next = await s.dispatch(authSignInApi.endpoints.challengeCode.initiate({ phone: A.phone })).unwrap();
  const nextCode = backend.db.challenges.find((c) => c.challengeId === next.challengeId)?.code as string;
  const pair = await s.dispatch(authSignInApi.endpoints.passwordLogin.initiate({ ...A, challengeId: next.challengeId, challengeCode: nextCode })).unwrap();
  expect(pair.driverId).toBe(DRIVER_A);
  expect(backend.db.loginFailures.get(A.phone)).toBeUndefined();
});

test('code sign-in takes 123456 only, and only for a registered phone', async () => {
  const s = store();
  await expect(s.dispatch(authSignInApi.endpoints.verifyCodeLogin.initiate({ phone: A.phone, verifyCode: '111111' })).unwrap())
    .rejects.toMatchObject({ msg: '验证码错误或已过期，请重新获取' });
  await expect(s.dispatch(authSignInApi.endpoints.verifyCodeLogin.initiate({ phone: '13711112222', verifyCode: '123456' })).unwrap())
    .rejects.toMatchObject({ msg: '该手机号未注册，请先注册' });
  const pair = await s.dispatch(authSignInApi.endpoints.verifyCodeLogin.initiate({ phone: '13900139000', verifyCode: '123456' })).unwrap();
  expect(pair.driverId).toBe('D10002');
});

test('logout revokes every token of the driver, refresh token included', async () => {
  const s = store();
  const pair = signInAs('A');
  await s.dispatch(authApi.endpoints.logout.initiate()).unwrap();
  expect(backend.db.tokens.get(pair.token)?.revoked).toBe(true);
  expect(backend.db.tokens.get(pair.refreshToken)?.revoked).toBe(true);
  expect(await raw('GET', '/auth/v2/api/driver/loginInfo', { token: pair.token })).toMatchObject({ code: '401', data: null });
  expect(await raw('POST', '/auth/v2/api/refreshToken', { body: { refreshToken: pair.refreshToken } })).toMatchObject({ code: '0xd12501001' });
  // Through the app: the 401, the failed refresh, and the session is gone.
  await s.dispatch(authApi.endpoints.loginInfo.initiate());
  expect(readToken()).toBeUndefined();
});

test('refreshToken rotates: the new pair works; the old refresh token works again only within a minute (its answer may have been lost), and that revokes the pair it gave before', async () => {
  const s = store();
  const old = signInAs('B');
  const fresh = await s.dispatch(authApi.endpoints.refreshToken.initiate({ refreshToken: old.refreshToken })).unwrap();
  expect(fresh.token).not.toBe(old.token);
  expect(fresh.refreshToken).not.toBe(old.refreshToken);

  const again = (await raw('POST', '/auth/v2/api/refreshToken', { body: { refreshToken: old.refreshToken } })) as { code: string; data: { refreshToken: string } };
  expect(again.code).toBe('200');
  expect(await raw('POST', '/auth/v2/api/refreshToken', { body: { refreshToken: fresh.refreshToken } }))
    .toEqual({ code: '0xd12501001', msg: '登录已失效，请重新登录', data: null });

  await fetch('http://localhost/__mock/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 60_001 }) });
  expect(await raw('POST', '/auth/v2/api/refreshToken', { body: { refreshToken: old.refreshToken } }))
    .toEqual({ code: '0xd12501001', msg: '登录已失效，请重新登录', data: null });
  const fromAgain = await s.dispatch(authApi.endpoints.refreshToken.initiate({ refreshToken: again.data.refreshToken })).unwrap();
  saveTokens(fromAgain);
  expect((await s.dispatch(authApi.endpoints.loginInfo.initiate()).unwrap()).driverId).toBe('D10002');
});

test('an expired access token is refreshed by the app and the call goes through', async () => {
  const s = store();
  const old = signInAs('A');
  await fetch('http://localhost/__mock/expire-tokens', { method: 'POST' });
  const info = await s.dispatch(authApi.endpoints.loginInfo.initiate()).unwrap();
  expect(info.driverId).toBe(DRIVER_A);
  expect(readRefreshToken()).not.toBe(old.refreshToken);
  expect(backend.calls.list('/auth/v2/api/refreshToken')).toHaveLength(1);
});

test('WeChat OAuth: the URL comes back to the app with a code that signs in the bound driver once', async () => {
  const s = store();
  const { url } = await s.dispatch(authSignInApi.endpoints.wechatOAuthUrl.initiate({ redirectUri: 'http://localhost/loginloading', state: 'mine' })).unwrap();
  const back = new URL(url);
  expect(back.pathname).toBe('/loginloading');
  expect(back.searchParams.get('state')).toBe('mine');
  const code = back.searchParams.get('code') as string;
  const pair = await s.dispatch(authSignInApi.endpoints.wechatOAuthLogin.initiate({ code })).unwrap();
  expect(pair).toMatchObject({ driverId: DRIVER_A, openid: 'oWx_demo_A' });
  await expect(s.dispatch(authSignInApi.endpoints.wechatOAuthLogin.initiate({ code })).unwrap()).rejects.toMatchObject({ msg: '微信授权已失效，请重新授权' });
});

test('an unknown openid must bind a phone; after binding, its OAuth sign-in names the new driver', async () => {
  const s = store();
  const res = await fetch(`http://localhost/api/auth/v2/api/wechat/oAuthUrl?openid=${OPENID_UNBOUND}`);
  const code = new URL(((await res.json()) as { data: { url: string } }).data.url).searchParams.get('code') as string;
  await expect(s.dispatch(authSignInApi.endpoints.wechatOAuthLogin.initiate({ code })).unwrap()).rejects.toMatchObject({ code: '0xd12501022' });

  const bound = await s.dispatch(driverAccountApi.endpoints.bindPhone.initiate({ phone: '13612345678', verifyCode: '123456', code })).unwrap();
  expect(bound).toMatchObject({ openid: OPENID_UNBOUND, created: true });
  expect(backend.db.drivers.find((d) => d.driverId === bound.driverId)?.thirdIds).toEqual([OPENID_UNBOUND]);

  const again = await fetch(`http://localhost/api/auth/v2/api/wechat/oAuthUrl?openid=${OPENID_UNBOUND}`);
  const code2 = new URL(((await again.json()) as { data: { url: string } }).data.url).searchParams.get('code') as string;
  const pair = await s.dispatch(authSignInApi.endpoints.wechatOAuthLogin.initiate({ code: code2 })).unwrap();
  expect(pair.driverId).toBe(bound.driverId);
});
