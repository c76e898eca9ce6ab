import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { PlatformError } from '@/platform/types';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/scanQRCode', '/scanQRCodeAddCar', '/scanQRCodeSuccess', '/scanQRCodeFailed', '/couponSuccess', '/discount']), 60_000);

const CLAIM = '/coupon/v2/api/claim';
const SEND = '/coupon/v2/api/sendPlateCoupon';
const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const plate = (name: RegExp) => screen.getByRole('radio', { name });

/** Types a code on /scanQRCode and goes on to the plates. */
async function typeCode(code: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: '券码' }, { timeout: 15_000 }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('group', { name: '选择领券车辆' }, { timeout: 15_000 });
}

test('a typed code, then the plate (the default first): claimed once however often 领取 is tapped; 领取成功 with the coupon', async () => {
  signInAs('A');
  backend.faults.add({ path: CLAIM, method: 'POST', delayMs: 300 });
  const { router, ui } = renderApp('/scanQRCode');
  await typeCode('wfj-2026');
  expect(here(router)).toBe('/scanQRCodeAddCar?code=WFJ2026');
  expect(screen.getByText('WFJ2026')).toBeInTheDocument();
  expect(plate(/京A·12345/)).toBeChecked();
  expect(plate(/京A·12345/)).toHaveAccessibleName(/默认/);
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getByRole('link', { name: '添加车辆' })).toHaveAttribute('href', `/addCar?redirect=${encodeURIComponent('/scanQRCodeAddCar?code=WFJ2026')}`);

  fireEvent.click(plate(/粤B·12345/));
  const claim = screen.getByRole('button', { name: '领取' });
  fireEvent.click(claim);
  fireEvent.click(claim);
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
  expect(backend.calls.list(CLAIM, 'POST').map((c) => c.body)).toEqual([{ code: 'WFJ2026', plateNo: '粤B12345' }]);
  const coupon = backend.db.coupons.find((c) => c.driverId === DRIVER_A && c.couponName === '王府井购物满20减10')!;
  expect(here(router)).toBe(`/scanQRCodeSuccess?couponId=${coupon.couponId}&plateNo=${encodeURIComponent('粤B12345')}`);
  expect(screen.getByText('优惠券已绑定车辆 粤B·12345，该车辆停车缴费时可以使用')).toBeInTheDocument();
  const card = screen.getByRole('group', { name: '领取的优惠券' });
  expect(card).toHaveTextContent('10.00元满20.00元可用');
  expect(card).toHaveTextContent('仅限王府井百货地下停车场');
  expect(card).toHaveTextContent('限车辆 粤B·12345');
  expect(ui.toasts).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: '查看我的优惠券' }));
  await waitFor(() => expect(here(router)).toBe('/discount?tab=unused'));
  expect(await screen.findByRole('tab', { name: '未使用(6)' })).toBeInTheDocument();
});

test.each([
  ['USED2026', '京A·12345', 'used', '券码已被使用', '重新扫码', '/scanQRCode'],
  ['OLD2025', '京A·12345', 'expired', '优惠活动已结束', '重新扫码', '/scanQRCode'],
  ['NOSUCH99', '京A·12345', 'invalid', '券码无效', '重新输入', '/scanQRCode?code=NOSUCH99'],
  ['VIPJA12345', '粤B·12345', 'notForPlate', '该车辆不能领取', '换一辆车', '/scanQRCodeAddCar?code=VIPJA12345'],
  ['SOLDOUT', '京A·12345', 'limitReached', '已达领取上限', '换一辆车', '/scanQRCodeAddCar?code=SOLDOUT'],
])('%s for %s is refused as %s: the reason in words, the next step and the wallet; no toast', async (code, plateText, reason, title, next, nextUrl) => {
  signInAs('A');
  const { router, ui } = renderApp('/scanQRCode');
  await typeCode(code);
  fireEvent.click(plate(new RegExp(plateText)));
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  const plateNo = plateText.replace('·', '');
  expect(here(router)).toBe(`/scanQRCodeFailed?reason=${reason}&code=${code}&plateNo=${encodeURIComponent(plateNo)}`);
  const result = screen.getByRole('heading', { name: title }).closest('section')!;
  expect(result).toHaveTextContent(`券码 ${code}`);
  if (reason === 'notForPlate') expect(result).toHaveTextContent(`车辆${plateText}不在范围内`);
  expect(within(result).getByRole('button', { name: '我的优惠券' })).toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  fireEvent.click(within(result).getByRole('button', { name: next }));
  await waitFor(() => expect(here(router)).toBe(nextUrl));
});

test('not for this plate: another plate claims it', async () => {
  signInAs('A');
  const { router } = renderApp('/scanQRCodeAddCar?code=VIPJA12345');
  await screen.findByRole('group', { name: '选择领券车辆' }, { timeout: 15_000 });
  fireEvent.click(plate(/粤B·12345/));
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  fireEvent.click(await screen.findByRole('button', { name: '换一辆车' }));
  await waitFor(() => expect(here(router)).toBe('/scanQRCodeAddCar?code=VIPJA12345'));
  await waitFor(() => expect(plate(/京A·12345/)).toBeChecked());
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '领取的优惠券' })).toHaveTextContent('8折');
});

test('scanning: a poster\'s link with ?code=, a merchant\'s activity (a gift to the plate, /couponSuccess), a scan that is no code, a cancelled scan', async () => {
  signInAs('A');
  const { router, platform } = renderApp('/scanQRCode');
  platform.answers.scan = 'https://driver.example.com/scanQRCode?code=xdfree2h';
  fireEvent.click(await screen.findByRole('button', { name: /扫码领券/ }, { timeout: 15_000 }));
  await waitFor(() => expect(here(router)).toBe('/scanQRCodeAddCar?code=XDFREE2H'));

  await act(() => router.navigate('/scanQRCode'));
  platform.answers.scan = 'https://merchant.example.com/coupon?activityId=CA7001';
  fireEvent.click(await screen.findByRole('button', { name: /扫码领券/ }));
  await waitFor(() => expect(here(router)).toBe('/scanQRCodeAddCar?activityId=CA7001'));
  expect(await screen.findByText('商户优惠活动')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
  expect(backend.calls.list(SEND, 'POST').map((c) => c.body)).toEqual([{ activityId: 'CA7001', plateNo: '京A12345' }]);
  expect(router.state.location.pathname).toBe('/couponSuccess');
  expect(screen.getByRole('group', { name: '领取的优惠券' })).toHaveTextContent('王府井购物停车券 10元');
  expect(screen.getByRole('button', { name: '去使用' })).toBeInTheDocument();

  await act(() => router.navigate('/scanQRCode'));
  // Another host's link is a warning, not a claim (no fake codes).
  platform.answers.scan = 'https://example.com/promo?code=WFJ2026';
  fireEvent.click(await screen.findByRole('button', { name: /扫码领券/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该二维码指向 example.com，不是本平台的，请勿扫码支付，本次未支付任何费用');
  platform.answers.scan = '扫码抽奖';
  fireEvent.click(screen.getByRole('button', { name: /扫码领券/ }));
  expect(await screen.findByText(/无法识别的二维码/)).toBeInTheDocument();
  platform.answers.scan = new PlatformError('已取消扫码', 'cancelled');
  fireEvent.click(screen.getByRole('button', { name: /扫码领券/ }));
  await waitFor(() => expect(screen.queryByText(/无法识别的二维码/)).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/scanQRCode');
});

test('no plate bound: 添加车辆 first, which comes back here; a malformed code is caught before; the network failing stays to retry', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_B);
  signInAs('B');
  renderApp('/scanQRCodeAddCar?code=WFJ2026');
  expect(await screen.findByText('您还没有绑定车辆', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '添加车辆' })).toHaveAttribute('href', `/addCar?redirect=${encodeURIComponent('/scanQRCodeAddCar?code=WFJ2026')}`);
  expect(screen.queryByRole('button', { name: '领取' })).not.toBeInTheDocument();

  signInAs('A');
  const { router } = renderApp('/scanQRCode');
  fireEvent.change(await screen.findByRole('textbox', { name: '券码' }, { timeout: 15_000 }), { target: { value: 'AB' } });
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('请输入4到32位字母或数字的券码')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/scanQRCode');

  backend.faults.add({ path: CLAIM, method: 'POST', networkError: true });
  await typeCode('WFJ2026');
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByText(/网络/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByRole('heading', { name: '领取成功', level: 2 })).toBeInTheDocument();
});

test('a success page opened later for a coupon no longer usable says so; an unknown reason gets the general words', async () => {
  signInAs('A');
  renderApp('/couponSuccess?couponId=C30004');
  expect(await screen.findByRole('heading', { name: '优惠券已不在可用列表中' }, { timeout: 15_000 })).toBeInTheDocument();

  renderApp('/scanQRCodeFailed?reason=whatever');
  const general = await screen.findByRole('heading', { name: '领取失败', level: 2 });
  expect(general.closest('section')).toHaveTextContent('优惠券未能领取，请稍后重试。');
  expect(within(general.closest('section')!).getByRole('button', { name: '重新扫码' })).toBeInTheDocument();
});
