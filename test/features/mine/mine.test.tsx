import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maskPhone } from '@/lib/format';
import { walletPath } from '@/lib/walletPath';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

const DRIVER_CALLS = ['/auth/v2/api/driver/loginInfo', '/driver/v2/api/balanceInfo', '/driver/v2/api/plateCount', '/coupon/v2/api/couponsCount'];

const ENTRIES: Record<string, string> = {
  我的车辆: '/carManage', 停车记录: '/parkingRecord', 缴费记录: '/billRecord', 订单记录: '/orderRecord', 月卡: '/myMounthlyPay',
  错时共享: '/wrongTimeManage', 预约记录: '/bookRecord', 充电订单: '/chargeBillManage', 充电卡: '/chargingCard', 钱包: '/wallet',
  优惠券: '/unused', 发票: '/invoiceManage', 收藏: '/collect', 无感支付: '/sencelessPaymentList', 客服: '/customerService/index',
  个人信息: '/userInfo', 注销账号: '/cancellation', 隐私政策: '/privacyPolicyHistory', 车位锁: '/lockControl', 共享我的车位: '/userApply',
  消息中心: '/sysnotice', 亲友车辆: '/fllowManage', 邀请好友: '/registerShare', 商户管理: '/merchantManageList',
};

async function openMine(options: { as?: 'A' | 'B'; clientType?: 1 | 2 | 3 } = {}) {
  if (options.as) signInAs(options.as);
  const view = renderApp('/mine', { clientType: options.clientType });
  await screen.findByRole('heading', { name: '我的', level: 1 }, { timeout: 5000 });
  return view;
}

// The groups of entries: each a region named by its own heading.
const entries = () => screen.getAllByRole('region').filter((r) => r.querySelector(':scope > h2'));

test('driver A: name, masked phone, avatar initial, balance, plates and coupons', async () => {
  await openMine({ as: 'A' });
  const profile = await screen.findByRole('region', { name: '个人信息' });
  expect(await within(profile).findByText('张师傅')).toBeInTheDocument();
  expect(within(profile).getByText('138****8000')).toBeInTheDocument();
  // The avatar: the name's first character.
  expect(within(profile).getByText('张')).toBeInTheDocument();
  const counts = screen.getByRole('region', { name: '我的资产' });
  expect(await within(counts).findByRole('link', { name: /100\.00元\s*余额/ })).toHaveAttribute('href', '/wallet');
  expect(await within(counts).findByRole('link', { name: /3辆\s*车辆/ })).toHaveAttribute('href', '/carManage');
  expect(await within(counts).findByRole('link', { name: /\d+张\s*优惠券/ })).toHaveAttribute('href', '/unused');
  // The count is /discount's 未使用 tab: parking and charging coupons alike.
  expect(backend.calls.list('/coupon/v2/api/couponsCount')[0]?.query).toEqual({ scope: 'all' });
  expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
});

test('every area of the app is one tap away', async () => {
  const { router } = await openMine({ as: 'A' });
  for (const [name, href] of Object.entries(ENTRIES)) {
    const link = entries().flatMap((g) => within(g).queryAllByRole('link', { name })).at(0);
    expect(link).toHaveAttribute('href', href);
  }
  await userEvent.click(screen.getByRole('link', { name: '停车记录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/parkingRecord'));
});

test('the wallet follows the menu config: /accountBalance without the wallet plan', async () => {
  for (const c of Object.values(backend.db.menuConfigs)) c.walletPlan = 1;
  await openMine({ as: 'A' });
  const wallet = entries().flatMap((g) => within(g).queryAllByRole('link', { name: '钱包' }))[0];
  expect(wallet).toHaveAttribute('href', '/accountBalance');
});

test('the Alipay-type client has no 无感支付 entry', async () => {
  await openMine({ as: 'A', clientType: 3 });
  expect(screen.queryByRole('link', { name: '无感支付' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '发票' })).toBeInTheDocument();
});

test('a visitor gets a sign-in button instead of the profile and counts, and no driver call is made', async () => {
  await openMine();
  const login = screen.getByRole('link', { name: '登录/注册' });
  expect(login).toHaveAttribute('href', '/login?redirect=%2Fmine');
  expect(screen.queryByRole('region', { name: '我的资产' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '停车记录' })).toBeInTheDocument();
  for (const path of DRIVER_CALLS) expect(backend.calls.list(path)).toHaveLength(0);
});

test('a visitor is offered neither account deletion nor logout', async () => {
  await openMine();
  expect(screen.getByRole('link', { name: '隐私政策' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '注销账号' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
});

test('off-peak sharing is called 错时共享, never by another name', async () => {
  await openMine({ as: 'A' });
  expect(screen.getByRole('link', { name: '错时共享' })).toHaveAttribute('href', '/wrongTimeManage');
  expect(document.body.textContent).not.toMatch(/错峰|错时停车/);
});

test('a count that fails shows -- with a retry; the profile still shows', async () => {
  backend.faults.add({ path: '/driver/v2/api/balanceInfo', code: '500', msg: '服务繁忙' });
  await openMine({ as: 'A' });
  const retry = await screen.findByRole('button', { name: '余额加载失败，重试' });
  expect(await screen.findByText('张师傅')).toBeInTheDocument();
  await userEvent.click(retry);
  expect(await screen.findByRole('link', { name: /100\.00元\s*余额/ })).toBeInTheDocument();
});

test('the profile failing shows its own error with a retry', async () => {
  backend.faults.add({ path: '/auth/v2/api/driver/loginInfo', code: '500', msg: '服务繁忙' });
  await openMine({ as: 'A' });
  await screen.findByText('个人信息加载失败');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('张师傅')).toBeInTheDocument();
});

test('maskPhone and walletPath', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
  expect(maskPhone('+8613800138000')).toBe('+8613800138000');
  expect(maskPhone(undefined)).toBe('');
  expect(walletPath({ walletPlan: 2, supportBalance: 1 })).toBe('/wallet');
  expect(walletPath({ walletPlan: 2, supportBalance: 0 })).toBe('/accountBalance');
  expect(walletPath(undefined)).toBe('/accountBalance');
});

describe('退出登录', () => {
  test('asks once, then signs out on the server and locally and shows the visitor home', async () => {
    const { signInAs } = await import('../../support/session');
    const { backend } = await import('../../support/mockServer');
    const { readToken } = await import('@/session/tokens');
    signInAs('A');
    const { renderApp } = await import('../../support/renderApp');
    const { screen, waitFor } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const { router, ui, store } = renderApp('/mine', { preloaded: { session: { status: 'driver', driverId: 'D10001' } }, answer: (d) => d.actions.find((a) => a.text === '退出登录')?.key ?? null });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    expect(ui.dialogs[0]?.content).toBe('确定退出当前账号吗？');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(backend.calls.list('/auth/v2/api/driver/logout')).toHaveLength(1);
    expect(readToken()).toBeUndefined();
    expect(store.getState().session.status).toBe('visitor');
  });
});
