import { screen, waitFor } from '@testing-library/react';
import { OPENID_A, OPENID_UNBOUND, TICKET_A } from '@mocks/db/accounts';
import { externalPage, readOAuthContext, writeOAuthContext } from '@/features/account/signIn/oauthContext';
import { readStored, writeStored } from '@/session/storage';
import { readToken } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { CODE, agree, expectSignedInAt, field, open } from './signInKit';

const OAUTH_URL = '/auth/v2/api/wechat/oAuthUrl';
const OAUTH_LOGIN = '/auth/v2/api/driver/oAuthLogin';
let assigned: string[];

beforeEach(() => {
  assigned = [];
  jest.spyOn(externalPage, 'assign').mockImplementation((url: string) => {
    assigned.push(url);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A code WeChat would have handed back for this openid, with the state this tab sent. */
function wechatReturn(openid: string, state = 'S1', target = '/mine') {
  const code = `wxc_test_${openid}`;
  backend.db.oauthCodes.push({ code, openid, expiresAt: Date.now() + 60_000, used: false });
  writeOAuthContext({ state, target });
  return `/loginloading?redirect=${encodeURIComponent(target)}&code=${code}&state=${state}`;
}

test('WeChat round trip: oAuthUrl with our redirectUri and a state, then back with a code → signed in → target', async () => {
  const first = renderApp('/loginloading?redirect=%2Fmine', { clientType: 2 });
  expect(await screen.findByRole('heading', { name: '登录中…' }, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(assigned).toHaveLength(1));
  const query = backend.calls.list(OAUTH_URL)[0]?.query;
  expect(query).toMatchObject({ redirectUri: `${window.location.origin}/loginloading?redirect=%2Fmine`, scope: 'snsapi_base' });
  expect(query?.state).toBe(readOAuthContext().state);
  first.unmount();

  // WeChat sends the browser back: a fresh page load at the address it answered.
  const back = new URL(assigned[0]!);
  expect(back.pathname).toBe('/loginloading');
  const { router, store } = renderApp(back.pathname + back.search, { clientType: 2 });
  await expectSignedInAt(router, '/mine');
  expect(backend.calls.list(OAUTH_LOGIN)).toHaveLength(1);
  expect(backend.calls.list(OAUTH_LOGIN)[0]?.body).toEqual({ code: back.searchParams.get('code') });
  expect(store.getState().session.status).toBe('driver');
  expect(readStored('openId')).toBe(OPENID_A);
  expect(readOAuthContext()).toEqual({});
});

test('0xd12501022: to /bindPhone, bind a new phone with the refused code, signed in, back to the target', async () => {
  const { router, user } = await open(wechatReturn(OPENID_UNBOUND), '绑定手机号', { clientType: 2 });
  expect(router.state.location.pathname).toBe('/bindPhone');
  expect(readToken()).toBeUndefined();
  await user.type(field('手机号'), '13700137000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /s后重新获取$/ });
  expect(backend.calls.list('/driver/v2/api/sendVerifyCode')[0]?.body).toMatchObject({ phone: '13700137000', type: 5 });
  await user.type(field('验证码'), CODE);
  await agree(user);
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  await expectSignedInAt(router, '/mine');
  expect(backend.calls.list('/driver/v2/api/bindPhone')[0]?.body).toEqual({ phone: '13700137000', verifyCode: CODE, code: `wxc_test_${OPENID_UNBOUND}` });
  expect(backend.db.drivers.find((d) => d.phone === '13700137000')?.thirdIds).toEqual([OPENID_UNBOUND]);
  expect(readStored('openId')).toBe(OPENID_UNBOUND);
});

test('a returning code whose state this tab did not send is refused; 重试 starts the round trip again', async () => {
  const url = wechatReturn(OPENID_A, 'S1');
  writeOAuthContext({ state: 'OTHER' });
  const { user } = await open(url, '登录失败', { clientType: 2 });
  expect(screen.getByText('微信授权已失效，请重新登录')).toBeInTheDocument();
  expect(backend.calls.list(OAUTH_LOGIN)).toHaveLength(0);
  expect(screen.getByRole('link', { name: '选择其他登录方式' })).toHaveAttribute('href', '/loginIndex?redirect=%2Fmine');
  await user.click(screen.getByRole('button', { name: '重试' }));
  await waitFor(() => expect(assigned).toHaveLength(1));
});

test('a used code: the server message with 重试 and a link to /loginIndex', async () => {
  const url = wechatReturn(OPENID_A);
  backend.db.oauthCodes[0]!.used = true;
  await open(url, '登录失败', { clientType: 2 });
  expect(screen.getByText('微信授权已失效，请重新授权')).toBeInTheDocument();
  expect(readToken()).toBeUndefined();
});

test('the shell ticket: getTokenByTicket → signed in → target', async () => {
  const { router } = renderApp(`/loginloading?ticket=${TICKET_A}&openid=${OPENID_A}&redirect=%2Fmine`, { clientType: 1 });
  await expectSignedInAt(router, '/mine');
  expect(backend.calls.list('/driver/v2/api/getTokenByTicket')[0]?.query).toEqual({ ticket: TICKET_A, openid: OPENID_A });
});

test('a bad ticket: the message, 重试 asks again, a link to the other ways in', async () => {
  const { user } = await open('/loginloading?ticket=NOPE&redirect=%2F%2Fevil.com', '登录失败', { clientType: 1 });
  expect(screen.getByText('票据无效或已过期，请重新进入')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '选择其他登录方式' })).toHaveAttribute('href', '/loginIndex?redirect=%2Fhome');
  await user.click(screen.getByRole('button', { name: '重试' }));
  await waitFor(() => expect(backend.calls.list('/driver/v2/api/getTokenByTicket')).toHaveLength(2));
});

test('a stored openId with no driver (getDriverIdByThirdId) goes straight to /bindPhone, binding by thirdId', async () => {
  writeStored('openId', OPENID_UNBOUND);
  const { router, user } = await open('/loginloading?redirect=%2Fmine', '绑定手机号', { clientType: 2 });
  expect(router.state.location.search).toBe('?redirect=%2Fmine');
  expect(backend.calls.list('/driver/v2/api/getDriverIdByThirdId')[0]?.query).toEqual({ thirdId: OPENID_UNBOUND });
  expect(assigned).toHaveLength(0);
  await user.type(field('手机号'), '13800138000');
  await user.type(field('验证码'), CODE);
  await agree(user);
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  await expectSignedInAt(router, '/mine');
  expect(backend.calls.list('/driver/v2/api/bindPhone')[0]?.body).toEqual({ phone: '13800138000', verifyCode: CODE, thirdId: OPENID_UNBOUND });
});

test('a stored openId that has a driver goes on with the round trip', async () => {
  writeStored('openId', OPENID_A);
  renderApp('/loginloading', { clientType: 2 });
  await waitFor(() => expect(assigned).toHaveLength(1));
  expect(backend.calls.list('/driver/v2/api/getDriverIdByThirdId')).toHaveLength(1);
});

test('outside WeChat without a code or ticket: an explanation and the other ways in', async () => {
  await open('/loginloading', '登录失败', { clientType: 1 });
  expect(screen.getByText('微信登录仅在微信中可用，请选择其他登录方式')).toBeInTheDocument();
  expect(backend.calls.list(OAUTH_URL)).toHaveLength(0);
});

describe('/bindPhone', () => {
  test('without a WeChat account to bind: 重新授权', async () => {
    await open('/bindPhone?redirect=%2Fmine', '缺少微信授权信息');
    expect(screen.getByRole('link', { name: '重新授权' })).toHaveAttribute('href', '/loginloading?redirect=%2Fmine');
  });

  test('validation messages, and a failure keeps the phone', async () => {
    writeStored('openId', OPENID_UNBOUND);
    const { user, ui, router } = await open('/bindPhone?redirect=https%3Aevil.com', '绑定手机号');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
    expect(backend.calls.list('/driver/v2/api/bindPhone')).toHaveLength(0);
    await user.type(field('手机号'), '13700137000');
    await user.type(field('验证码'), '000000');
    await agree(user);
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('验证码错误或已过期，请重新获取'));
    expect(field('手机号')).toHaveValue('13700137000');
    await user.clear(field('验证码'));
    await user.type(field('验证码'), CODE);
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await expectSignedInAt(router, '/home');
  });

  test('a WeChat already bound to another phone: the server message, not signed in', async () => {
    writeStored('openId', OPENID_A);
    const { user, ui } = await open('/bindPhone', '绑定手机号');
    await user.type(field('手机号'), '13900139000');
    await user.type(field('验证码'), CODE);
    await agree(user);
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该微信已绑定其他手机号'));
    expect(readToken()).toBeUndefined();
  });
});
