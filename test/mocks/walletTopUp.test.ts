import { chargeApi } from '@/api/charge';
import { driverWalletApi } from '@/api/driver/wallet';
import { invoiceOrdersApi } from '@/api/invoice/orders';
import { payApi } from '@/api/pay';
import { WALLET_CODES, type CreateTopUpBody } from '@/api/driver/wallet.types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { driverAccountApi } from '@/api/driver/account';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const fresh = { forceRefetch: true } as const;
const MIN = 60_000;
const ep = driverWalletApi.endpoints;

const topUp = (s: Store, body: Partial<CreateTopUpBody> = {}) =>
  s.dispatch(ep.createTopUp.initiate({ amountCents: 5000, payChannel: 3, returnUrl: '/accountBalanceReslut', ...body })).unwrap();
const result = (s: Store, id: string) => s.dispatch(ep.topUp.initiate({ id }, fresh)).unwrap();
const balance = (s: Store) => s.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined, fresh)).unwrap();
const payOrder = (id: string) => backend.db.payOrders.find((o) => o.payOrderId === id);

/** The provider's word on a payment, as its notification would bring it. */
async function settle(payOrderId: string, state: 'paid' | 'failed' | 'closed') {
  const res = await fetch(`http://localhost/__mock/payments/${encodeURIComponent(payOrderId)}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state }),
  });
  return (await res.json()) as { code: string };
}

test('the rules come from the server: limits, presets with their gifts, and only the channels of this client', async () => {
  signInAs('A');
  const rules = await store().dispatch(ep.topUpRules.initiate({})).unwrap();
  expect(rules).toMatchObject({
    walletId: 'W4001', minCents: 1000, maxCents: 100000, defaultChannel: 3, channels: [{ payChannel: 3, name: '微信支付' }],
    presets: [{ amountCents: 5000, giftCents: 0 }, { amountCents: 10000, giftCents: 0 }, { amountCents: 20000, giftCents: 1000 }, { amountCents: 50000, giftCents: 3000 }],
  });
  expect(rules.notice).toContain('赠送金额');
  // The charging-only wallet has no promotion.
  expect((await store().dispatch(ep.topUpRules.initiate({ walletId: 'W4002' })).unwrap()).giftTiers).toEqual([]);
  window.localStorage.setItem('clientType', '1');
  expect((await store().dispatch(ep.topUpRules.initiate({})).unwrap()).channels.map((c) => c.payChannel)).toEqual([3, 2]);
  expect((await store().dispatch(payApi.endpoints.payModel.initiate({ purpose: 'topUp' })).unwrap()).options.map((o) => o.payChannel)).toEqual([3, 2]);
});

test('a double submit makes one order; another amount replaces it; the balance, another client channel and bad amounts are refused', async () => {
  signInAs('A');
  const s = store();
  const first = await topUp(s);
  expect(first).toMatchObject({ state: 'pending', payChannel: 3, amountCents: 5000, giftCents: 0, uniqueIds: [first.topUpNo], cashierUrl: expect.stringContaining('/__mock/cashier') });
  const again = await topUp(s);
  expect(again.payOrderId).toBe(first.payOrderId);
  expect(backend.db.walletTopUps.filter((t) => !t.credited)).toHaveLength(1);
  const other = await topUp(s, { amountCents: 6000 });
  expect(other.payOrderId).not.toBe(first.payOrderId);
  expect(payOrder(first.payOrderId)?.state).toBe('closed');
  expect(await result(s, first.topUpNo)).toMatchObject({ state: 4, stateText: '已关闭' });

  await expect(topUp(s, { payChannel: 6 as 3 })).rejects.toMatchObject({ code: '400', msg: '余额不能为钱包充值，请选择微信支付或支付宝' });
  await expect(topUp(s, { payChannel: 2 })).rejects.toMatchObject({ code: WALLET_CODES.channelNotAllowed, msg: '当前客户端不支持支付宝充值' });
  await expect(topUp(s, { amountCents: 999 })).rejects.toMatchObject({ code: WALLET_CODES.amountOutOfRange, msg: '单笔充值金额须在10.00元至1000.00元之间' });
  await expect(topUp(s, { amountCents: 100001 })).rejects.toMatchObject({ code: WALLET_CODES.amountOutOfRange });
  await expect(topUp(s, { amountCents: 50.5 })).rejects.toMatchObject({ code: '400', msg: '充值金额须为以分为单位的整数' });
  await expect(topUp(s, { walletId: 'W4101' })).rejects.toMatchObject({ code: WALLET_CODES.walletNotYours });
  await expect(topUp(s, { returnUrl: 'https://evil.example.com/' })).rejects.toMatchObject({ code: '400', msg: '返回地址不合法' });
});

test('the provider settles it: the result is the server’s, the balance rises once, to exactly 150.00元', async () => {
  signInAs('A');
  const s = store();
  const order = await topUp(s);
  expect(await result(s, order.topUpNo)).toMatchObject({ state: 1, stateText: '待支付', payTime: null });
  expect((await balance(s)).balance).toBe(10000);
  expect((await settle(order.payOrderId, 'paid')).code).toBe('200');
  // The payment saga polls the registry as for any order.
  expect(await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).toMatchObject({ state: 'paid', amountCents: 5000, uniqueIds: [order.topUpNo] });
  // The cashier returns with payOrderId: the result page may ask by it.
  expect(await result(s, order.payOrderId)).toMatchObject({ topUpNo: order.topUpNo, state: 2, stateText: '充值成功', amountCents: 5000, balanceCents: 15000, payTime: expect.stringMatching(/^\d{4}-/) });
  for (let i = 0; i < 3; i += 1) expect(await balance(s)).toMatchObject({ balance: 15000, availableBalance: 15000 });
  expect((await s.dispatch(payApi.endpoints.payModel.initiate({}, fresh)).unwrap()).balanceCents).toBe(15000);
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents).toBe(15000);
  // A paid order is not paid twice: settling it again changes nothing.
  await settle(order.payOrderId, 'paid');
  expect((await balance(s)).balance).toBe(15000);
  const movements = await s.dispatch(ep.walletMovements.initiate({ type: 'topUp' }, fresh)).unwrap();
  expect(movements.pages[0]?.results[0]).toMatchObject({ type: 'topUp', title: '微信充值', amountCents: 5000, orderKind: 'topUp', orderNos: [order.topUpNo], payOrderId: order.payOrderId });
});

test('a tier brings its gift once: spendable, never withdrawable', async () => {
  signInAs('A');
  const s = store();
  const order = await topUp(s, { amountCents: 20000 });
  expect(order.giftCents).toBe(1000);
  await settle(order.payOrderId, 'paid');
  expect(await balance(s)).toMatchObject({ balance: 31000, giftBalance: 2500, withdrawableBalance: 28500 });
  expect(await balance(s)).toMatchObject({ balance: 31000, giftBalance: 2500 });
  const gifts = await s.dispatch(ep.walletMovements.initiate({ type: 'gift' }, fresh)).unwrap();
  expect(gifts.pages[0]?.results[0]).toMatchObject({ title: '充值赠送', amountCents: 1000, orderKind: 'topUp', orderNos: [order.topUpNo] });
});

test('a failed or abandoned payment adds nothing', async () => {
  signInAs('A');
  const s = store();
  const failed = await topUp(s);
  await settle(failed.payOrderId, 'failed');
  expect(await result(s, failed.topUpNo)).toMatchObject({ state: 3, stateText: '支付失败' });
  const left = await topUp(s, { amountCents: 7000 });
  backend.clock.advance(16 * MIN);
  expect(await result(s, left.topUpNo)).toMatchObject({ state: 4 });
  expect(await settle(left.payOrderId, 'paid')).toMatchObject({ code: '409' });
  expect((await balance(s)).balance).toBe(10000);
});

test("an operator's charging-only wallet tops up on its own and its top-up can be invoiced by that operator", async () => {
  signInAs('A');
  const s = store();
  const order = await topUp(s, { walletId: 'W4002', amountCents: 3000 });
  expect(order.giftCents).toBe(0);
  await settle(order.payOrderId, 'paid');
  const wallets = await s.dispatch(driverAccountApi.endpoints.wallets.initiate(undefined, fresh)).unwrap();
  expect(wallets.results.map((w) => [w.walletId, w.balance])).toEqual([['W4001', 10000], ['W4002', 3000]]);
  expect((await balance(s)).balance).toBe(13000);
  const invoiceable = await s.dispatch(invoiceOrdersApi.endpoints.invoiceableOrders.initiate({ kind: 'topUp' })).unwrap();
  expect(invoiceable.groups).toEqual([
    expect.objectContaining({ issuerId: 'ISS02', orders: [expect.objectContaining({ kind: 'topUp', orderNo: order.topUpNo, amountCents: 3000, kindText: '充值' })] }),
  ]);
});

test('a payment of the top-up marks the balance stale: a page showing it refetches', async () => {
  signInAs('A');
  const s = store();
  const shown = s.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  expect((await shown.unwrap()).balance).toBe(10000);
  const order = await topUp(s);
  await settle(order.payOrderId, 'paid');
  const { markStale } = await import('@/api/events');
  markStale(s.dispatch, 'paid');
  await new Promise((r) => setTimeout(r, 50));
  expect(driverAccountApi.endpoints.balanceInfo.select()(s.getState()).data?.balance).toBe(15000);
  shown.unsubscribe();
});
