import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReminderRecord } from '@mocks/db/reminders';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { saveTokens } from '@/session/tokens';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

const MIN = 60_000;
const CENTRE = '/sysnotice?tab=reminders';

beforeAll(() => warmPages(['/sysnotice', '/reminderSettings', '/chargingResults']), 60_000);

let seq = 0;
/** A reminder the server sent A `minutesAgo` minutes ago on its clock (as the engine records one). */
function remind(over: Partial<ReminderRecord> & { title: string; minutesAgo: number }): ReminderRecord {
  seq += 1;
  const { minutesAgo, ...rest } = over;
  const r: ReminderRecord = {
    reminderId: `RMT${seq}`, driverId: DRIVER_A, key: `test:${seq}`, kind: 'chargeIdleSoon', body: '请尽快挪车',
    url: '/chargingResults?orderNo=C30001', sentAt: backend.clock.now() - minutesAgo * MIN, readAt: null, ...rest,
  };
  backend.db.reminders.push(r);
  return r;
}

const tabs = () => screen.getByRole('navigation', { name: '消息类型' });
const reminderTab = () => within(tabs()).getByRole('link', { name: /提醒/ });
const stored = (id: string) => backend.db.reminders.find((r) => r.reminderId === id)!;

test('a charge that ends by itself: its reminders in the first tab, newest first, unread marked and counted', async () => {
  // The charging example of test/mocks/reminders: a copy of A's session that ends about 7 minutes from now.
  const now = backend.clock.now();
  const order = backend.db.chargingOrders.find((x) => x.orderNo === 'C30001')!;
  const session = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  backend.db.chargingOrders.push({ ...order, orderNo: 'C39001', startTime: now - 42 * MIN });
  backend.db.chargingSessions.push({ ...session, orderNo: 'C39001', socStart: 72, gunType: 'slow', createdAt: now - 42 * MIN - 20_000, pluggedAt: now - 42 * MIN - 10_000 });
  backend.clock.advance(40 * MIN);
  const ours = backend.db.reminders.filter((r) => r.url.endsWith('C39001'));
  expect(ours.map((r) => r.kind).sort()).toEqual(['chargeEnded', 'chargeIdleSoon', 'chargeIdleStarted']);
  remind({ title: '提现已到账', kind: 'withdrawalResult', url: '/walletDetail', minutesAgo: 60 * 24, readAt: backend.clock.now() - MIN });
  const unread = backend.db.reminders.filter((r) => r.driverId === DRIVER_A && r.readAt === null).length;
  // Signed in on the server's clock (it moved 40 minutes on).
  saveTokens(issueTokenPair(backend.db, DRIVER_A, backend.clock.now()));

  renderApp(CENTRE);
  const list = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  const tabLinks = within(tabs()).getAllByRole('link');
  expect(tabLinks.map((l) => l.textContent?.replace(/\d+$/, ''))).toEqual(['提醒', '系统通知', '公告']);
  expect(tabLinks[0]).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(within(reminderTab()).getByRole('img', { name: `${unread}条未读` })).toBeInTheDocument());

  const rows = within(list).getAllByRole('link');
  const titles = rows.map((r) => r.textContent ?? '');
  const at = (t: string) => titles.findIndex((x) => x.startsWith(t));
  expect(at('已开始收取占位费')).toBeLessThan(at('5 分钟后开始收取占位费'));
  expect(at('5 分钟后开始收取占位费')).toBeLessThan(at('充电已结束'));
  expect(at('充电已结束')).toBeLessThan(at('提现已到账'));
  const soon = rows[at('5 分钟后开始收取占位费')]!;
  expect(soon).toHaveTextContent(/起收取占位费（0\.50元\/分钟，封顶 30\.00元）/);
  expect(soon).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(soon).toHaveAttribute('href', '/chargingResults?orderNo=C39001');
  expect(within(soon).getByRole('img', { name: '未读' })).toBeInTheDocument();
  expect(within(rows[at('提现已到账')]!).queryByRole('img', { name: '未读' })).toBeNull();
});

test('tapping a reminder reads it on the server and opens its page; back in the centre it is read and the count is down', async () => {
  signInAs('A');
  const older = remind({ title: '预约即将开始', kind: 'bookingStartsSoon', url: '/bookRecord', minutesAgo: 30 });
  const r = remind({ title: '5 分钟后开始收取占位费', minutesAgo: 1 });
  const { router } = renderApp(CENTRE);
  const list = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  await waitFor(() => expect(within(reminderTab()).getByRole('img', { name: '2条未读' })).toBeInTheDocument());

  await userEvent.click(within(list).getByRole('link', { name: /5 分钟后开始收取占位费/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingResults'));
  expect(router.state.location.search).toBe('?orderNo=C30001');
  await waitFor(() => expect(stored(r.reminderId).readAt).not.toBeNull());
  expect(stored(older.reminderId).readAt).toBeNull();

  await act(() => router.navigate(-1));
  const again = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  await waitFor(() => expect(within(within(again).getByRole('link', { name: /5 分钟后开始收取占位费/ })).queryByRole('img', { name: '未读' })).toBeNull());
  await waitFor(() => expect(within(reminderTab()).getByRole('img', { name: '1条未读' })).toBeInTheDocument());
});

test('an address that is not a path of this app is never followed: the reminder is read where it is', async () => {
  signInAs('A');
  const evil = remind({ title: '账户异常，请立即处理', kind: 'serviceAnswered', url: 'https://evil.example/steal', minutesAgo: 1 });
  const sneaky = remind({ title: '客服已回复', kind: 'serviceAnswered', url: '//evil.example/x', minutesAgo: 2 });
  const { router } = renderApp(CENTRE);
  const list = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  expect(within(list).queryAllByRole('link')).toHaveLength(0);
  expect(document.querySelector('a[href*="evil"]')).toBeNull();

  await userEvent.click(within(list).getByRole('button', { name: /账户异常，请立即处理/ }));
  await waitFor(() => expect(stored(evil.reminderId).readAt).not.toBeNull());
  expect(router.state.location.pathname).toBe('/sysnotice');
  expect(router.state.location.search).toBe('?tab=reminders');
  // Read, it is no longer something to tap.
  await waitFor(() => expect(within(screen.getByRole('list', { name: '提醒' })).queryByRole('button', { name: /账户异常/ })).toBeNull());
  expect(within(screen.getByRole('list', { name: '提醒' })).getByText('账户异常，请立即处理')).toBeInTheDocument();

  await userEvent.click(within(screen.getByRole('list', { name: '提醒' })).getByRole('button', { name: /客服已回复/ }));
  await waitFor(() => expect(stored(sneaky.reminderId).readAt).not.toBeNull());
  expect(router.state.location.pathname).toBe('/sysnotice');
});

test('全部已读 reads every reminder on the server; the marks and the count go', async () => {
  signInAs('A');
  const rs = [1, 2, 3].map((n) => remind({ title: `提醒${n}`, minutesAgo: n }));
  renderApp(CENTRE);
  const list = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(3);
  await waitFor(() => expect(within(reminderTab()).getByRole('img', { name: '3条未读' })).toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '提醒' })).queryAllByRole('img', { name: '未读' })).toHaveLength(0));
  await waitFor(() => expect(within(reminderTab()).queryByRole('img')).toBeNull());
  expect(rs.every((r) => stored(r.reminderId).readAt !== null)).toBe(true);
});

test('no reminders yet: 暂无提醒, and the way to the settings', async () => {
  signInAs('A');
  const { router } = renderApp(CENTRE);
  expect(await screen.findByText('暂无提醒', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '提醒设置' })).toHaveAttribute('href', '/reminderSettings');
  await userEvent.click(screen.getByRole('link', { name: '选择要接收的提醒' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/reminderSettings'));
  expect(await screen.findByRole('switch', { name: '占位费开始前5分钟提醒' }, { timeout: 15_000 })).toBeInTheDocument();
});

test('more than a page of reminders: the next page follows', async () => {
  signInAs('A');
  for (let n = 1; n <= 12; n += 1) remind({ title: `第${n}条提醒`, minutesAgo: n });
  renderApp(CENTRE);
  const list = await screen.findByRole('list', { name: '提醒' }, { timeout: 15_000 });
  expect(within(list).getAllByRole('link')).toHaveLength(10);
  const more = screen.queryByRole('button', { name: '加载更多' });
  if (more) await userEvent.click(more);
  await waitFor(() => expect(within(screen.getByRole('list', { name: '提醒' })).getAllByRole('link')).toHaveLength(12));
  expect(within(screen.getByRole('list', { name: '提醒' })).getAllByRole('link')[11]).toHaveTextContent('第12条提醒');
});

test('a visitor is asked to sign in, as before', async () => {
  const { router } = renderApp(CENTRE);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(CENTRE);
});
