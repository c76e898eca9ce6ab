import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

beforeAll(() => warmPages(['/sysnotice', '/notice1', '/notice2', '/bulletin', '/newNotice']), 60_000);

test('the message centre: unread counts, reading a notice marks it read and lowers the count', async () => {
  signInAs('A');
  const { router } = renderApp('/sysnotice');
  const list = await screen.findByRole('list', { name: '系统通知' }, { timeout: 15_000 });
  const tabs = screen.getByRole('navigation', { name: '消息类型' });
  await waitFor(() => expect(within(tabs).getByRole('link', { name: /系统通知/ })).toHaveTextContent('4'));
  expect(within(tabs).getByRole('link', { name: /公告/ })).toHaveTextContent('3');
  const row = within(list).getByRole('link', { name: /服务升级说明/ });
  expect(within(row).getByRole('img', { name: '未读' })).toBeInTheDocument();
  await userEvent.click(row);
  expect(router.state.location.search).toBe('?noticeId=NT6008');
  expect(await screen.findByRole('article', { name: '服务升级说明' }, { timeout: 15_000 })).toHaveTextContent('客服中心支持在线提交问题');
  expect(backend.db.noticeReads.some((r) => r.noticeId === 'NT6008')).toBe(true);
  await router.navigate(-1);
  const again = await screen.findByRole('list', { name: '系统通知' });
  await waitFor(() => expect(within(within(again).getByRole('link', { name: /服务升级说明/ })).queryByRole('img', { name: '未读' })).toBeNull());
  await waitFor(() => expect(within(screen.getByRole('navigation', { name: '消息类型' })).getByRole('link', { name: /系统通知/ })).toHaveTextContent('3'));
});

test('全部已读 reads every announcement', async () => {
  signInAs('A');
  renderApp('/sysnotice?tab=announce');
  const list = await screen.findByRole('list', { name: '公告' }, { timeout: 15_000 });
  expect(within(list).getAllByRole('img', { name: '未读' }).length).toBe(3);
  await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '公告' })).queryAllByRole('img', { name: '未读' })).toHaveLength(0));
});

test('the bulletin board: a visitor reads announcements, pinned first', async () => {
  renderApp('/bulletin');
  const list = await screen.findByRole('list', { name: '公告' }, { timeout: 15_000 });
  const links = within(list).getAllByRole('link');
  expect(links[0]).toHaveTextContent('关于规范路侧停车收费的公告');
  expect(links[0]).toHaveTextContent('置顶');
  expect(links[0]).toHaveAttribute('href', '/notice2?noticeId=NT6002');
  expect(within(list).queryAllByRole('img', { name: '未读' })).toHaveLength(0);
});

test('/newNotice shows the notice once; 我知道了 goes on, and the next visit goes straight on', async () => {
  signInAs('A');
  const first = renderApp('/newNotice?redirect=%2Fmine');
  expect(await screen.findByRole('article', { name: '服务升级说明' }, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/mine'));
  first.unmount();
  const second = renderApp('/newNotice?redirect=%2F%2Fevil.example');
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
});

test('an unknown notice shows the error state', async () => {
  renderApp('/notice1?noticeId=NOPE');
  expect(await screen.findByText('公告加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
});
