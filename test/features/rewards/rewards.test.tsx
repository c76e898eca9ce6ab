import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { agree, CODE, field, open } from '../account/signIn/signInKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/registerShare', '/receiveRewards', '/goldPlanResults', '/registor', '/unused']), 60_000);

const user = userEvent.setup({ delay: null });
const nav = window.navigator as Omit<Navigator, 'share'> & { share?: (d: ShareData) => Promise<void> };
afterEach(() => {
  delete nav.share;
  Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
});

test('/registerShare: the code, the rules, and the link to /registor handed to the host share sheet', async () => {
  signInAs('A');
  const shared: ShareData[] = [];
  nav.share = (d: ShareData) => {
    shared.push(d);
    return Promise.resolve();
  };
  renderApp('/registerShare');
  expect(await screen.findByText('ZW8K2M')).toBeInTheDocument();
  expect(screen.getByText(/已成功邀请 1 位好友/)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: '分享邀请链接' }));
  await waitFor(() => expect(shared).toHaveLength(1));
  expect(shared[0]?.url).toBe('http://localhost/registor?inviteCode=ZW8K2M');
});

test('/registerShare without a share sheet: the link is copied, or shown to copy by hand', async () => {
  signInAs('A');
  const copied: string[] = [];
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: (t: string) => (copied.push(t), Promise.resolve()) }, configurable: true });
  const { ui } = renderApp('/registerShare');
  await user.click(await screen.findByRole('button', { name: '分享邀请链接' }));
  await waitFor(() => expect(copied).toEqual(['http://localhost/registor?inviteCode=ZW8K2M']));
  expect(ui.toasts.map((t) => t.text)).toContain('邀请链接已复制，快发给好友吧');
  Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
  await user.click(screen.getByRole('button', { name: '复制邀请码' }));
  expect(await screen.findByRole('heading', { name: '请长按复制邀请链接' })).toBeInTheDocument();
  expect(screen.getByText('http://localhost/registor?inviteCode=ZW8K2M')).toBeInTheDocument();
});

test('a friend registering through the link sends the code, and the inviter earns a reward', async () => {
  const { user: u } = await open('/registor?inviteCode=ZW8K2M', '注册');
  await u.type(field('手机号'), '13700137000');
  await u.type(field('验证码'), CODE);
  await u.type(field('设置密码'), 'Welcome2026');
  await agree(u);
  await u.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(await screen.findByRole('heading', { name: '注册成功', level: 1 })).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/register')[0]?.body).toMatchObject({ phone: '13700137000', inviteCode: 'ZW8K2M' });
  const fresh = backend.db.rewards.filter((r) => r.driverId === DRIVER_A && r.source === '邀请好友 137****7000 注册' && r.claimedAt === null);
  expect(fresh).toHaveLength(1);
  expect(backend.db.invitations.find((x) => x.inviteCode === 'ZW8K2M')?.invited).toHaveLength(2);
});

test('/receiveRewards: claiming a reward makes it a coupon; claimed and expired ones cannot be claimed', async () => {
  signInAs('A');
  const coupons = backend.db.coupons.filter((c) => c.driverId === DRIVER_A).length;
  const { ui } = renderApp('/receiveRewards?rewardId=R7001');
  const list = await screen.findByRole('list', { name: '我的奖励' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByText('您有 2 个奖励待领取，领取后可在“我的优惠券”中使用')).toBeInTheDocument();
  expect(within(list).getByText('已过期')).toBeInTheDocument();
  expect(within(list).getByText('已领取')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '领取 邀请好友奖励 5元停车券' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('领取成功，优惠券已放入卡包'));
  expect(await screen.findByText('您有 1 个奖励待领取，领取后可在“我的优惠券”中使用')).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/rewards/R7001/claim', 'POST')).toHaveLength(1);
  expect(backend.db.coupons.filter((c) => c.driverId === DRIVER_A)).toHaveLength(coupons + 1);
  expect(backend.db.rewards.find((r) => r.rewardId === 'R7001')?.couponId).toMatch(/^C\d+$/);
  expect(screen.getByRole('link', { name: '查看我的优惠券' })).toHaveAttribute('href', '/unused');
});

test('/receiveRewards and /goldPlanResults for a driver with none: the empty states', async () => {
  signInAs('B');
  const { router } = renderApp('/receiveRewards');
  expect(await screen.findByText('暂无奖励')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去邀请好友' })).toHaveAttribute('href', '/registerShare');
  await router.navigate('/goldPlanResults');
  expect(await screen.findByText('您还没有参加金牌计划')).toBeInTheDocument();
});

test('/goldPlanResults: an ended campaign qualified (its reward to claim) and a running one with its progress', async () => {
  signInAs('A');
  const { router } = renderApp('/goldPlanResults');
  const list = await screen.findByRole('list', { name: '我参加的活动' });
  const [running, ended] = within(list).getAllByRole('listitem');
  expect(running).toHaveTextContent('金牌车主计划·3月');
  expect(running).toHaveTextContent('进行中，还差 3 笔');
  expect(within(running!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  expect(ended).toHaveTextContent('恭喜达标，获得满20减10停车券');
  await user.click(within(ended!).getByRole('link', { name: '去领取奖励' }));
  await waitFor(() => expect(router.state.location.search).toBe('?rewardId=R7003'));
  expect(await screen.findByRole('button', { name: '领取 金牌计划达标奖励 满20减10停车券' })).toBeInTheDocument();
});

test('a failed rewards load says so and 重试 asks again; a visitor is sent to sign in', async () => {
  backend.faults.add({ path: '/driver/v2/api/rewards', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/receiveRewards');
  expect(await screen.findByText('奖励加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('list', { name: '我的奖励' })).toBeInTheDocument();
});

test('a visitor opening /registerShare signs in first', async () => {
  const { router } = renderApp('/registerShare');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/registerShare')}`);
});
