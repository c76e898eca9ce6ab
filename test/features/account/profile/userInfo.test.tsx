import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { openPage, pathOf } from './profileKit';

test('the profile: avatar initial, name, nickname, masked phone, each row leading to its change page', async () => {
  await openPage('/userInfo', '个人信息');
  const details = await screen.findByRole('list', { name: '个人资料' });
  const row = (name: RegExp) => within(details).getByRole('link', { name });
  expect(row(/姓名\s*张伟/)).toHaveAttribute('href', '/changeUserName');
  expect(row(/昵称\s*张师傅/)).toHaveAttribute('href', '/changeNickname');
  expect(row(/手机号\s*138\*\*\*\*8000/)).toHaveAttribute('href', '/changeTel');
  expect(screen.getByRole('link', { name: /登录密码/ })).toHaveAttribute('href', '/changePassWord');
  expect(screen.getByRole('link', { name: /注销账号/ })).toHaveAttribute('href', '/cancellation');
  // The avatar: the name's first character.
  expect(screen.getByText('张')).toBeInTheDocument();
  expect(screen.queryByText('13800138000')).not.toBeInTheDocument();
});

test('a profile that fails to load shows an inline error with 重试', async () => {
  backend.faults.add({ path: '/auth/v2/api/driver/loginInfo', code: '500', msg: '服务繁忙' });
  await openPage('/userInfo', '个人信息');
  expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('link', { name: /昵称\s*张师傅/ })).toBeInTheDocument();
});

test.each(['/userInfo', '/changeUserName', '/changeNickname', '/changePassWord', '/changeTel', '/cancellation', '/onsurecancel'])(
  'a visitor at %s is sent to /login with this page as the redirect, and no driver call is made',
  async (url) => {
    const { router } = renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(pathOf(router)).toBe(`/login?redirect=${encodeURIComponent(url)}`);
    expect(backend.calls.list('/auth/v2/api/driver/loginInfo')).toHaveLength(0);
    expect(backend.calls.list('/driver/v2/api/accountDeleteCheckList')).toHaveLength(0);
  },
);
