import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setElderMode } from '@/session/elderMode';
import { PlatformError } from '@/platform/types';
import { leaveApp } from '@/lib/externalLink';
import { backend } from '../../support/mockServer';
import { DRIVER_ONLY_PATHS, installFakeIntersectionObserver, openHome, setMenuConfig } from './homeKit';

installFakeIntersectionObserver();

const menu = () => screen.findByRole('region', { name: '功能菜单' }).then(async (m) => {
  // The server's menu, not the build's default one (the server's has its external entries).
  await within(m).findByText('违章查询');
  return m;
});

describe('visitor', () => {
  test('sees search, banner, login prompt, menu and nearby parks — and no driver call reaches the server', async () => {
    const { router } = await openHome();
    expect(screen.getByRole('link', { name: '搜索目的地/停车场' })).toHaveAttribute('href', '/searchPage');
    expect(screen.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/login');
    await menu();
    expect(await screen.findByRole('img', { name: '新用户停车立减5元' })).toBeInTheDocument();
    const nearby = screen.getByRole('region', { name: '附近' });
    await waitFor(() => expect(within(nearby).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: '在停车辆' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '欠费提醒' })).not.toBeInTheDocument();
    for (const path of DRIVER_ONLY_PATHS) expect(backend.calls.list(path)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/home');
  });

  test('the advertisings call names the fixed city', async () => {
    await openHome();
    await screen.findByRole('img', { name: '新用户停车立减5元' });
    expect(backend.calls.list('/publicity/v2/api/advertisings')[0]?.body).toEqual({ cityName: '北京市' });
  });

  test('a needLogin tile sends a visitor to sign in first; the external one comes back to /home', async () => {
    await openHome();
    const m = await menu();
    expect(within(m).getByRole('link', { name: '车辆绑定' })).toHaveAttribute('href', '/login?redirect=%2FcarManage');
    expect(within(m).getByRole('link', { name: '违章查询' })).toHaveAttribute('href', '/login?redirect=%2Fhome');
    expect(within(m).getByRole('link', { name: '客服中心' })).toHaveAttribute('href', '/customerService/index');
  });
});

describe('client types', () => {
  test.each([1, 2] as const)('client type %s shows 无感支付', async (clientType) => {
    await openHome({ as: 'A', clientType });
    const m = await menu();
    expect(within(m).getByRole('link', { name: '无感支付' })).toHaveAttribute('href', '/sencelessPayment');
    expect(backend.calls.list('/basic/v2/api/homeFuncEntries')[0]?.query).toMatchObject({ clientType: String(clientType) });
  });

  test('the Alipay-type client (3) hides 无感支付 and keeps the rest', async () => {
    await openHome({ as: 'A', clientType: 3 });
    const m = await menu();
    expect(within(m).queryByText('无感支付')).not.toBeInTheDocument();
    expect(within(m).getByRole('link', { name: '优惠券' })).toBeInTheDocument();
  });
});

describe('menu through the screen', () => {
  test('the grid has `column` tiles per row; 长辈模式 at most three', async () => {
    backend.db.homeColumns = 5;
    await openHome();
    const m = await menu();
    expect(within(m).getByRole('list').style.getPropertyValue('--menu-columns')).toBe('5');
    act(() => setElderMode(true));
    expect(within(m).getByRole('list').style.getPropertyValue('--menu-columns')).toBe('3');
    act(() => setElderMode(false));
  });

  test('BAG follows bagPlan, ACCOUNT_RECHARGE follows walletPlan + supportBalance', async () => {
    setMenuConfig({ bagPlan: 2, walletPlan: 2, supportBalance: 1 });
    const { router } = await openHome({ as: 'A' });
    const m = await menu();
    expect(within(m).getByRole('link', { name: '账户充值' })).toHaveAttribute('href', '/wallet');
    await userEvent.click(within(m).getByRole('link', { name: '月卡办理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nearbyBagRules'), { timeout: 5000 });
  });

  test('BAG with bagPlan 1 opens the map of period-pass parks; ACCOUNT_RECHARGE without the wallet plan the balance page', async () => {
    setMenuConfig({ bagPlan: 1, walletPlan: 1 });
    const { router } = await openHome({ as: 'A' });
    const m = await menu();
    expect(within(m).getByRole('link', { name: '账户充值' })).toHaveAttribute('href', '/accountBalance');
    await userEvent.click(within(m).getByRole('link', { name: '月卡办理' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/map?parkType=monthActive'), { timeout: 5000 });
  });

  test('every built-in tile links where the table says', async () => {
    await openHome({ as: 'A' });
    const m = await menu();
    const expected: Record<string, string> = {
      错时共享: '/wrongTimeShare', 车辆绑定: '/carManage', 充电站: '/map?isFromHome=2', 发票管理: '/invoiceManage',
      优惠券: '/unused', 客服中心: '/customerService/index', 收藏车场: '/collect', 车位预约: '/map?parkType=bookActive',
    };
    for (const [name, href] of Object.entries(expected)) expect(within(m).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  test('SCAN_CHARGING hands the scanned code to the charging page', async () => {
    const { router, platform } = await openHome({ as: 'A' });
    platform.answers.scan = 'PILE-0001 A';
    const m = await menu();
    await userEvent.click(within(m).getByRole('button', { name: '扫码充电' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?pileCode=PILE-0001%20A');
  });

  test('a cancelled scan does nothing; a failed one shows the platform message; where scanning cannot work the pile number is typed', async () => {
    const { router, platform, ui } = await openHome({ as: 'A' });
    const m = await menu();
    platform.answers.scan = new PlatformError('已取消扫码', 'cancelled');
    await userEvent.click(within(m).getByRole('button', { name: '扫码充电' }));
    await waitFor(() => expect(platform.callsOf('scan')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/home');
    expect(ui.toasts).toHaveLength(0);
    platform.answers.scan = new PlatformError('扫码失败，请重试', 'failed');
    await userEvent.click(within(m).getByRole('button', { name: '扫码充电' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('扫码失败，请重试'));
    expect(router.state.location.pathname).toBe('/home');
    platform.answers.scan = new PlatformError('当前环境暂不支持扫码', 'unsupported');
    await userEvent.click(within(m).getByRole('button', { name: '扫码充电' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
  });

  test('an external needLogin tile fetches its URL with the driverId and opens it', async () => {
    const open = jest.spyOn(leaveApp, 'open').mockImplementation(() => undefined);
    await openHome({ as: 'A' });
    const m = await menu();
    await userEvent.click(within(m).getByRole('button', { name: '违章查询' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(backend.calls.list('/basic/v2/api/getH5Url')[0]?.query).toMatchObject({ pageId: 'VIOLATION_QUERY', driverId: 'D10001' });
    expect(open.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost(:\d+)?\/__mock\/h5\/VIOLATION_QUERY\?driverId=D10001/);
  });

  test('an external tile without needLogin opens for a visitor, without a driverId', async () => {
    const open = jest.spyOn(leaveApp, 'open').mockImplementation(() => undefined);
    await openHome();
    const m = await menu();
    await userEvent.click(within(m).getByRole('button', { name: '洗车服务' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(backend.calls.list('/basic/v2/api/getH5Url')[0]?.query).toEqual({ pageId: 'CAR_WASH' });
  });


});

describe('banner', () => {
  test('an advert links out only when it has an advertUrl', async () => {
    await openHome();
    const withUrl = await screen.findByRole('img', { name: '新用户停车立减5元' });
    expect(withUrl.closest('a')).toHaveAttribute('href', 'https://www.example.com/activity/newcomer');
    expect(screen.getByRole('img', { name: '月卡办理享8折', hidden: true }).closest('a')).toBeNull();
    // The default banner that held the place is hidden under the adverts, out of sight and of the accessibility tree.
    expect(screen.queryByRole('img', { name: '默认广告图' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '默认广告图', hidden: true }).closest('.banner')).toHaveAttribute('hidden');
    expect(screen.getAllByRole('region', { name: '广告' })).toHaveLength(1);
  });

  test('when the fetch fails the default banner shows, and nothing is toasted (the call is silent)', async () => {
    backend.faults.add({ path: '/publicity/v2/api/advertisings', code: '500', msg: '广告服务异常' });
    const { ui } = await openHome();
    // The default banner holds the place while loading too; after the failure it is no longer busy.
    await waitFor(() => expect(screen.getByRole('img', { name: '默认广告图' }).closest('.banner')).not.toHaveAttribute('aria-busy'));
    expect(backend.calls.list('/publicity/v2/api/advertisings')).toHaveLength(1);
    expect(ui.toasts.map((t) => t.text)).not.toContain('广告服务异常');
  });

  test('a network failure shows the default banner too', async () => {
    backend.faults.add({ path: '/publicity/v2/api/advertisings', networkError: true });
    await openHome();
    await waitFor(() => expect(screen.getByRole('img', { name: '默认广告图' }).closest('.banner')).not.toHaveAttribute('aria-busy'));
  });
});
