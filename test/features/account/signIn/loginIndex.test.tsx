import { screen, waitFor } from '@testing-library/react';
import { externalPage } from '@/features/account/signIn/oauthContext';
import { backend } from '../../../support/mockServer';
import { agree, consentBox, open } from './signInKit';

afterEach(() => jest.restoreAllMocks());

test('the entry: password, verify code and register, carrying the target', async () => {
  await open('/loginIndex?redirect=%2Fmine', '欢迎使用车主服务', { clientType: 1 });
  expect(screen.getByRole('link', { name: '密码登录' })).toHaveAttribute('href', '/login?mode=password&redirect=%2Fmine');
  expect(screen.getByRole('link', { name: '验证码登录' })).toHaveAttribute('href', '/login?mode=code&redirect=%2Fmine');
  expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/registor?redirect=%2Fmine');
  expect(screen.queryByRole('button', { name: '微信登录' })).not.toBeInTheDocument();
});

test('enCodeUrl is carried too; no target, plain links', async () => {
  const { unmount } = await open('/loginIndex?enCodeUrl=%2FcarManage', '欢迎使用车主服务', { clientType: 3 });
  expect(screen.getByRole('link', { name: '密码登录' })).toHaveAttribute('href', '/login?mode=password&enCodeUrl=%2FcarManage');
  expect(screen.queryByRole('button', { name: '微信登录' })).not.toBeInTheDocument();
  unmount();
  await open('/loginIndex', '欢迎使用车主服务', { clientType: 1 });
  expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/registor');
});

test('in WeChat, 微信登录 starts the OAuth round trip for the target', async () => {
  const assigned: string[] = [];
  jest.spyOn(externalPage, 'assign').mockImplementation((u: string) => void assigned.push(u));
  const { user, router } = await open('/loginIndex?redirect=%2Fmine', '欢迎使用车主服务', { clientType: 2 });
  // Not without the consent: said under the box, which gets the focus; nothing leaves for WeChat.
  await user.click(screen.getByRole('button', { name: '微信登录' }));
  expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  await waitFor(() => expect(consentBox()).toHaveFocus());
  expect(backend.calls.list('/auth/v2/api/wechat/oAuthUrl')).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/loginIndex');
  await agree(user);
  await user.click(screen.getByRole('button', { name: '微信登录' }));
  await waitFor(() => expect(assigned).toHaveLength(1));
  expect(router.state.location.pathname + router.state.location.search).toBe('/loginloading?redirect=%2Fmine');
  expect(backend.calls.list('/auth/v2/api/wechat/oAuthUrl')[0]?.query?.redirectUri).toBe(`${window.location.origin}/loginloading?redirect=%2Fmine`);
});
