import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { fastTiming, restoreTiming, settle, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { here, TOP_UPS, walletCents } from './walletKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/wallet', '/walletReslut', '/walletDetail', '/walletCash']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);


test('each of the driver\'s wallets (the default marked) with top-up, withdraw and detail; the fleet wallet a member reads', async () => {
  signInAs('A');
  renderApp('/wallet');
  const own = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 15_000 });
  const [general, charging] = within(own).getAllByRole('listitem');
  expect(general).toHaveTextContent('通用余额默认停车缴费、充电均可使用余额 100.00元');
  expect(charging).toHaveTextContent('充电专用钱包仅限充电使用余额 0.00元');
  expect(within(general!).getByRole('button', { name: '充值（已选）' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(charging!).getByRole('link', { name: '充电专用钱包 提现' })).toHaveAttribute('href', '/walletCash?walletId=W4002');
  expect(within(charging!).getByRole('link', { name: '充电专用钱包 明细' })).toHaveAttribute('href', '/walletDetail?walletId=W4002');
  // The figures first; the top-up form under them a frame later (WalletPage's useAfterFirstPaint), nothing in its place.
  expect(await screen.findByRole('heading', { name: '充值到：通用余额' })).toBeInTheDocument();

  const fleet = await screen.findByRole('region', { name: '车队钱包' });
  expect(fleet).toHaveTextContent('朝阳区顺达物流车队 车队钱包');
  expect(fleet).toHaveTextContent('朝阳区顺达物流车队 · 成员 · ');
  expect(fleet).toHaveTextContent('余额 1860.00元');
  expect(fleet).toHaveTextContent('车队钱包由车队管理员充值');
  // A member neither tops a fleet wallet up nor withdraws from it here.
  expect(within(fleet).queryByRole('button', { name: /充值/ })).not.toBeInTheDocument();
  expect(within(fleet).queryByRole('link', { name: /提现/ })).not.toBeInTheDocument();
  expect(within(fleet).getByRole('link', { name: /明细/ })).toHaveAttribute('href', '/walletDetail?walletId=W4101');
});

test('the wallets\' figures are drawn before the top-up form, with no placeholder in its place', async () => {
  signInAs('A');
  renderApp('/wallet');
  const own = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 15_000 });
  // The commit that drew the figures has no top-up yet, and says nothing is loading.
  expect(own).toHaveTextContent('余额 100.00元');
  expect(screen.queryByRole('heading', { name: /^充值到/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/加载中/)).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  expect(await screen.findByRole('heading', { name: '充值到：通用余额' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '立即充值' })).toBeInTheDocument();
});

test('topping up the charging-only wallet: chosen in the address, no promotion, lands on /walletReslut with the wallet', async () => {
  signInAs('A');
  const { router, platform } = renderApp('/wallet');
  platform.answers.pay = async () => {
    await settle(platform.payments[0]!.payOrderId, 'paid');
    return 'ok' as const;
  };
  const own = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 15_000 });
  fireEvent.click(within(own).getAllByRole('button', { name: '充值' })[0]!);
  await waitFor(() => expect(here(router)).toBe('/wallet?walletId=W4002'));
  expect(await screen.findByRole('heading', { name: '充值到：充电专用钱包' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '200元' })).toBeInTheDocument();
  expect(screen.queryByText(/充200元送/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '100元' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '立即充值' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: '立即充值' }));

  expect(await screen.findByRole('heading', { name: '充值成功' }, { timeout: 6000 })).toBeInTheDocument();
  const payOrderId = platform.payments[0]!.payOrderId;
  expect(here(router)).toBe(`/walletReslut?payOrderId=${payOrderId}&walletId=W4002`);
  expect(backend.calls.list(TOP_UPS, 'POST')[0]?.body).toEqual({ amountCents: 10000, payChannel: 3, walletId: 'W4002', returnUrl: '/walletReslut?walletId=W4002' });
  const result = screen.getByRole('heading', { name: '充值成功' }).closest('section')!;
  expect(result).toHaveTextContent('充值到充电专用钱包');
  expect(result).toHaveTextContent('当前余额100.00元');
  expect(walletCents('W4002')).toBe(10000);
  fireEvent.click(screen.getByRole('button', { name: '完成' }));
  await waitFor(() => expect(here(router)).toBe('/wallet?walletId=W4002'));
  const charging = within(await screen.findByRole('region', { name: '我的钱包' })).getAllByRole('listitem')[1]!;
  await waitFor(() => expect(charging).toHaveTextContent('余额 100.00元'));
});

test('no wallet yet says so; a failed list says so with 重试', async () => {
  // Twice: the route's prefetch asks first, and the page asks again for an answer that failed (a blip heals unseen).
  backend.faults.add({ path: '/driver/v2/api/wallets', method: 'GET', code: '500', msg: '服务繁忙', times: 2 });
  signInAs('A');
  renderApp('/wallet');
  await waitFor(() => expect(backend.calls.list('/driver/v2/api/wallets')).toHaveLength(2), { timeout: 15_000 });
  expect(await screen.findByText('钱包加载失败')).toBeInTheDocument();
  backend.db.wallets = backend.db.wallets.filter((w) => w.driverId !== DRIVER_A);
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('暂未开通钱包')).toBeInTheDocument();
});
