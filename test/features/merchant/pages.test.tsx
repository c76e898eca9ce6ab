import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { callAs, M, signInMerchant, stockOf } from './merchantKit';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => warmPages(['/merchantManageList', '/merchantManage', '/buyCouponsList', '/buyCoupons', '/buyCouponsReslut', '/giveCoupons', '/couponsDetail']), 90_000);

const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const SLOW = { timeout: 15_000 };

test('a driver with no merchant gets a page saying how a merchant account is opened: no error, no toast', async () => {
  signInMerchant('A');
  const { ui } = renderApp('/merchantManageList');
  expect(await screen.findByText('您还没有商户账户', undefined, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '如何开通商户账户' })).toBeInTheDocument();
  expect(screen.getByText(/营业执照/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '400-800-2026' })).toHaveAttribute('href', 'tel:400-800-2026');
  expect(ui.toasts).toEqual([]);
});

test('the clerk sees what a clerk may do: giving on the home, no buying, no money; the buy page says it is the owner’s', async () => {
  signInMerchant('clerk');
  const { ui, unmount } = renderApp(`/merchantManage?merchantId=${M}`);
  const actions = await screen.findByRole('navigation', { name: '常用功能' }, SLOW);
  expect(within(actions).getByRole('link', { name: /赠送优惠券/ })).toBeInTheDocument();
  expect(within(actions).queryByRole('link', { name: /购买/ })).toBeNull();
  expect(screen.queryByText('本月采购')).toBeNull();
  expect(screen.getByText('7天内到期')).toBeInTheDocument();
  unmount();
  backend.calls.clear();
  renderApp(`/buyCouponsList?merchantId=${M}`);
  expect(await screen.findByText('仅店主可以购买优惠券', undefined, SLOW)).toBeInTheDocument();
  expect(backend.calls.list('/coupon/v2/api/merchantCouponTypes', 'GET')).toEqual([]);
  expect(ui.toasts).toEqual([]);
});

test('buying: limits from the server, a live total, paid with the balance once however often 确认支付 is tapped, the result from the server', async () => {
  signInMerchant('owner');
  const before = stockOf('MT01');
  const { router } = renderApp(`/buyCoupons?merchantId=${M}&typeId=MT01`, { answer: press('确认支付 ¥96.00') });
  expect(await screen.findByText('10张 × 8.00元 = 80.00元', undefined, SLOW)).toBeInTheDocument();
  const qty = screen.getByRole('textbox', { name: '购买数量（张）' });
  fireEvent.change(qty, { target: { value: '3' } });
  expect(screen.getByRole('alert')).toHaveTextContent('每单可购买5～200张');
  expect(screen.getByRole('button', { name: '确认支付' })).toBeDisabled();
  fireEvent.change(qty, { target: { value: '11' } });
  fireEvent.click(screen.getByRole('button', { name: '增加1张' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: '购买数量（张）' })).toHaveValue('12'));
  expect(screen.getByText('12张 × 8.00元 = 96.00元')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('radio', { name: /余额/ }));
  const pay = screen.getByRole('button', { name: '确认支付' });
  fireEvent.click(pay);
  fireEvent.click(pay);
  expect(await screen.findByRole('heading', { name: '购买成功' }, SLOW)).toBeInTheDocument();
  expect(here(router)).toMatch(/^\/buyCouponsReslut\?merchantId=M7001&purchaseId=MB\d+/);
  expect(backend.calls.list('/coupon/v2/api/merchantPurchases', 'POST').map((c) => c.body)).toEqual([
    expect.objectContaining({ merchantId: M, typeId: 'MT01', quantity: 12 }),
  ]);
  expect(stockOf('MT01')).toBe(before + 12);
  expect(screen.getByText('12张停车抵用券10元已存入库存，可以赠送给顾客了')).toBeInTheDocument();
});

test('giving by plate: the car’s parking shown first, one coupon however often 赠送 is tapped, in the driver’s wallet', async () => {
  signInMerchant('clerk');
  backend.faults.add({ path: '/coupon/v2/api/merchantGive', method: 'POST', delayMs: 300 });
  const before = stockOf('MT01');
  renderApp(`/giveCoupons?merchantId=${M}&typeId=MT01&way=plate&plateNo=${encodeURIComponent('京A12345')}`);
  const session = await screen.findByRole('region', { name: '车辆在场信息' }, SLOW);
  await waitFor(() => expect(session).toHaveTextContent('王府井百货地下停车场'));
  expect(session).toHaveTextContent('B2-036');
  expect(within(session).getByRole('link', { name: '停车详情' })).toHaveAttribute('href', `/parkingDetail?merchantId=${M}&plateNo=${encodeURIComponent('京A12345')}&typeId=MT01`);
  const give = screen.getByRole('button', { name: '赠送1张给京A12345' });
  fireEvent.click(give);
  fireEvent.click(give);
  expect(await screen.findByText(`已赠送1张停车抵用券10元给京A12345，剩余库存${before - 1}张`)).toBeInTheDocument();
  expect(backend.calls.list('/coupon/v2/api/merchantGive', 'POST')).toHaveLength(1);
  expect(stockOf('MT01')).toBe(before - 1);
  expect(backend.db.coupons.filter((c) => c.driverId === DRIVER_A && c.couponName === '停车抵用券10元' && c.plateNo === '京A12345')).toHaveLength(1);
});

test('giving to a plate nobody has bound is refused where the clerk looks, with the way on (the code)', async () => {
  signInMerchant('clerk');
  const { ui } = renderApp(`/giveCoupons?merchantId=${M}&typeId=MT01&way=plate&plateNo=${encodeURIComponent('津C66666')}`);
  expect(await screen.findByText(/该车牌尚未绑定车主账户/, undefined, SLOW)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '赠送1张给津C66666' }));
  expect(await screen.findByText('车牌津C66666尚未绑定车主账户，优惠券无法送达，请让顾客通过“扫码领券”领取')).toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
});

test('a given, unused coupon is withdrawn from its detail after a confirmation; its life says so', async () => {
  signInMerchant('owner');
  renderApp(`/couponsDetail?merchantId=${M}&merchantCouponId=MC000003`, { answer: press('确认撤回') });
  const life = await screen.findByRole('region', { name: '优惠券记录' }, SLOW);
  expect(within(life).getAllByRole('listitem')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: '撤回优惠券' }));
  await waitFor(() => expect(within(screen.getByRole('region', { name: '优惠券记录' })).getAllByRole('listitem')).toHaveLength(3));
  expect(screen.getByRole('region', { name: '优惠券记录' })).toHaveTextContent('店主陈店长撤回，已退回一张至库存');
  expect(screen.queryByRole('button', { name: '撤回优惠券' })).toBeNull();
});

test('a one-time code on screen, as a QR code of our claim link: a customer claims it, the screen says so and the stock drops', async () => {
  signInMerchant('clerk');
  const before = stockOf('MT01');
  renderApp(`/showQRcode?merchantId=${M}&typeId=MT01`);
  const qr = await screen.findByRole('img', { name: /^领券二维码，券码/ });
  const code = /券码(\w+)$/.exec(qr.getAttribute('alt') ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByText(`当前库存 ${before}张`)).toBeInTheDocument();
  const claimed = await callAs('A', 'POST', '/coupon/v2/api/claim', { code, plateNo: '京A12345' });
  expect(claimed.code).toBe('200');
  expect(await screen.findByText('领券成功', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(await screen.findByText(`当前库存 ${before - 1}张`)).toBeInTheDocument();
});
