import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { PlatformError } from '@/platform/types';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(async () => {
  await warmPages(['/scanQRCodeCharging', '/scanQRCodeChargingSuccess', '/scanQRCodeChargingFailed', '/chargingPage']);
}, 60_000);

const CLAIM = '/cps/v2/api/chargingCoupons/claim';
const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

test('a typed code is claimed once however often 领取 is tapped; the success page shows the coupon and leads to charging', async () => {
  signInAs('A');
  backend.faults.add({ path: CLAIM, method: 'POST', delayMs: 300 });
  const { router, ui } = renderApp('/scanQRCodeCharging');
  fireEvent.change(await screen.findByLabelText('券码'), { target: { value: 'chg2026a' } });
  const claim = screen.getByRole('button', { name: '领取' });
  fireEvent.click(claim);
  fireEvent.click(claim);
  fireEvent.click(screen.getByRole('button', { name: /扫描券码二维码/ }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
  expect(backend.calls.list(CLAIM, 'POST')).toHaveLength(1);
  expect(backend.calls.list(CLAIM, 'POST')[0]?.body).toEqual({ code: 'CHG2026A' });
  const coupon = backend.db.chargingCoupons.find((c) => c.driverId === DRIVER_A && c.name === '扫码领券 充电满20减8')!;
  expect(here(router)).toBe(`/scanQRCodeChargingSuccess?couponId=${coupon.couponId}`);
  const card = screen.getByRole('group', { name: '领取的优惠券' });
  expect(card).toHaveTextContent(/-8\.00元扫码领券 充电满20减8充电费满20\.00元可用有效期/);
  expect(ui.toasts).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '去充电' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
});

test('scanning a poster\'s QR code (a link with ?code=) claims it; a scan that is no code says so and claims nothing', async () => {
  signInAs('A');
  const { router, platform } = renderApp('/scanQRCodeCharging');
  platform.answers.scan = '200101';
  fireEvent.click(await screen.findByRole('button', { name: /扫描券码二维码/ }));
  await waitFor(() => expect(platform.calls.filter((c) => c.method === 'scan')).toHaveLength(1));
  // A pile's number is letters-and-digits too: well formed, so the server decides (and knows no such code).
  expect(await screen.findByRole('heading', { name: '券码无效' })).toBeInTheDocument();
  expect(here(router)).toBe('/scanQRCodeChargingFailed?reason=invalid&code=200101');

  await act(() => router.navigate('/scanQRCodeCharging'));
  // Another host's link is a warning, not a claim (no fake codes).
  platform.answers.scan = 'https://example.com/promo?code=WFJ2026';
  fireEvent.click(await screen.findByRole('button', { name: /扫描券码二维码/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该二维码指向 example.com，不是本平台的，请勿扫码支付，本次未支付任何费用');
  platform.answers.scan = '扫码抽奖';
  fireEvent.click(screen.getByRole('button', { name: /扫描券码二维码/ }));
  expect(await screen.findByText(/无法识别的二维码/)).toBeInTheDocument();
  platform.answers.scan = new PlatformError('已取消扫码', 'cancelled');
  fireEvent.click(screen.getByRole('button', { name: /扫描券码二维码/ }));
  await waitFor(() => expect(screen.queryByText(/无法识别的二维码/)).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  platform.answers.scan = 'https://driver.example.com/scanQRCodeCharging?code=CHG2026A';
  fireEvent.click(screen.getByRole('button', { name: /扫描券码二维码/ }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
  expect(backend.calls.list(CLAIM, 'POST').map((c) => c.body)).toEqual([{ code: '200101' }, { code: 'CHG2026A' }]);
});

test.each([
  ['CHG2026USED', 'claimed', '券码已被领取', '重新扫码', '/scanQRCodeCharging'],
  ['CHG2025OLD', 'expired', '券码已过期', '重新扫码', '/scanQRCodeCharging'],
  ['NOSUCH99', 'invalid', '券码无效', '重新输入', '/scanQRCodeCharging?code=NOSUCH99'],
])('%s is refused as %s: the reason in words, a way to try again and a way home, no toast', async (code, reason, title, again, againUrl) => {
  signInAs('A');
  const { router, ui } = renderApp('/scanQRCodeCharging');
  fireEvent.change(await screen.findByLabelText('券码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(here(router)).toBe(`/scanQRCodeChargingFailed?reason=${reason}&code=${code}`);
  expect(screen.getByRole('heading', { name: title }).closest('section')).toHaveTextContent(`券码 ${code}`);
  expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: again }));
  await waitFor(() => expect(here(router)).toBe(againUrl));
  expect(await screen.findByLabelText('券码')).toHaveValue(reason === 'invalid' ? code : '');
});

test('a malformed code is caught before asking; a network failure stays on the page to try again', async () => {
  signInAs('A');
  renderApp('/scanQRCodeCharging');
  fireEvent.click(await screen.findByRole('button', { name: '领取' }));
  expect(await screen.findByText('请输入4到32位字母或数字的券码')).toBeInTheDocument();
  expect(backend.calls.list(CLAIM, 'POST')).toHaveLength(0);

  backend.faults.add({ path: CLAIM, method: 'POST', networkError: true });
  fireEvent.change(screen.getByLabelText('券码'), { target: { value: 'CHG2026A' } });
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByText(/网络/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
});

test('an unknown reason gets the general words; a visitor is sent to sign in before claiming', async () => {
  renderApp('/scanQRCodeChargingFailed?reason=whatever');
  expect(await screen.findByRole('heading', { name: '领取失败', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '领取失败', level: 2 }).closest('section')).toHaveTextContent('优惠券未能领取，请稍后重试。');

  const { router } = renderApp('/scanQRCodeCharging?code=CHG2026A');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toContain(encodeURIComponent('/scanQRCodeCharging?code=CHG2026A'));
});
