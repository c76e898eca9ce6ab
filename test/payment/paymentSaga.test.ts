import { waitFor } from '@testing-library/react';
import { readInFlight } from '@/payment/inFlight';
import { parkingBatchKey, parkingKey, resultUrl } from '@/features/parkingPay/keys';
import { paymentRequested, paymentResumed } from '@/payment/paymentSlice';
import type { PayOutcome } from '@/platform/types';
import { DRIVER_A } from '@mocks/db/ids';
import { fakePlatform } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { fastTiming, ordersFor, payChargesCalls, payStore, restoreTiming, settle } from './kit';
import { driverAccountApi } from '@/api/driver/account';

const KEY = parkingKey('U20001');
const parking = { key: KEY, kind: 'parking' as const, order: { uniqueId: 'U20001', parkId: 'P1001' } };
const never = () => new Promise<PayOutcome>(() => undefined);

beforeEach(() => {
  fastTiming();
  signInAs('A');
});
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

test('the balance pays at once: the bill is paid, the balance drops and is refetched, no bridge is opened', async () => {
  const kit = payStore();
  const balance = kit.store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate());
  await balance;
  const before = driverAccountApi.endpoints.balanceInfo.select()(kit.store.getState()).data?.balance as number;
  kit.store.dispatch(paymentRequested({ ...parking, channel: 6 }));
  const done = await kit.until(KEY, 'paid');
  expect(done.amountCents).toBeGreaterThan(0);
  expect(kit.platform.payments).toHaveLength(0);
  expect(kit.navigator.visits).toContain(resultUrl(KEY, done.payOrderId));
  await waitFor(() => expect(driverAccountApi.endpoints.balanceInfo.select()(kit.store.getState()).data?.balance).toBe(before - (done.amountCents as number)));
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents).toBe(10000 - (done.amountCents as number));
  expect(readInFlight(KEY)).toBeUndefined();
  balance.unsubscribe();
});

test('a double tap creates one order and opens the pay UI once', async () => {
  const platform = fakePlatform(2, { answers: { pay: never } });
  const kit = payStore(platform);
  kit.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  kit.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  await kit.until(KEY, 'paying');
  kit.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  await new Promise((r) => setTimeout(r, 50));
  expect(payChargesCalls()).toHaveLength(1);
  expect(platform.payments).toHaveLength(1);
  expect(ordersFor('U20001')).toHaveLength(1);
});

test('a reload mid-payment: a new store finds the order in sessionStorage and resumes asking the server about it', async () => {
  const first = payStore(fakePlatform(2, { answers: { pay: never } }));
  first.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  const paying = await first.until(KEY, 'paying');
  expect(readInFlight(KEY)?.payOrderId).toBe(paying.payOrderId);

  // The page reloads: a new store, the same sessionStorage. The page resumes; the provider settles meanwhile.
  const second = payStore(fakePlatform(2));
  second.store.dispatch(paymentResumed({ key: KEY }));
  await second.until(KEY, 'confirming');
  await settle(paying.payOrderId as string, 'paid');
  const done = await second.until(KEY, 'paid');
  expect(done.payOrderId).toBe(paying.payOrderId);
  expect(payChargesCalls()).toHaveLength(1);
  expect(ordersFor('U20001')).toHaveLength(1);
});

test('paying again after a reload reuses the order in flight (the server hands the same one back)', async () => {
  const first = payStore(fakePlatform(2, { answers: { pay: 'cancel' } }));
  first.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  const cancelled = await first.until(KEY, 'cancelled');

  const second = payStore(fakePlatform(2, { answers: { pay: 'ok' } }));
  second.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  await second.until(KEY, 'confirming');
  expect(second.platform.payments[0]?.payOrderId).toBe(cancelled.payOrderId);
  await settle(cancelled.payOrderId as string, 'paid');
  await second.until(KEY, 'paid');
  expect(ordersFor('U20001')).toHaveLength(1);
});

test('an order the cashier closed is forgotten: the next payment is a new order', async () => {
  const first = payStore(fakePlatform(2, { answers: { pay: 'unknown' } }));
  first.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  const pending = await first.until(KEY, 'confirming');
  await settle(pending.payOrderId as string, 'closed');
  await first.until(KEY, 'cancelled');
  expect(readInFlight(KEY)).toBeUndefined();
  first.platform.answers.pay = 'ok';
  first.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  await waitFor(() => expect(ordersFor('U20001')).toHaveLength(2));
  // Let it run out (no settlement): nothing of this test polls into the next one.
  await first.until(KEY, 'pending');
});

test('the polling cap: a server that never answers leaves the payment pending, with the order kept for a recheck', async () => {
  backend.faults.add({ path: '/charge/v2/api/payCharges/sync/{id}', networkError: true, times: 100 });
  const kit = payStore(fakePlatform(2, { answers: { pay: 'ok' } }));
  kit.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  const pending = await kit.until(KEY, 'pending');
  expect(readInFlight(KEY)?.payOrderId).toBe(pending.payOrderId);
  const polls = backend.calls.list('/charge/v2/api/payCharges/sync/{id}');
  // Backed off (10, 20, 30, 30 … ms) up to the cap, not hammered.
  expect(polls.length).toBeGreaterThan(3);
  expect(polls.length).toBeLessThan(15);
  // Failed polls are silent: no toast per poll.
  expect(kit.ui.toasts).toEqual([]);
});

test('a plain browser leaves for the cashier page: nothing more happens until the page comes back', async () => {
  const platform = fakePlatform(2, { kind: 'browser', answers: { pay: 'redirected' } });
  const kit = payStore(platform);
  kit.store.dispatch(paymentRequested({ ...parking, channel: 3 }));
  await waitFor(() => expect(platform.payments).toHaveLength(1));
  const request = platform.payments[0]!;
  // The cashier returns to the result page of this key, with the order id the provider appends.
  const cashier = new URL(request.cashierUrl as string);
  expect(cashier.pathname).toBe('/__mock/cashier');
  expect(cashier.searchParams.get('returnUrl')).toBe(`/payResultPage?key=${encodeURIComponent(KEY)}&payOrderId=${request.payOrderId}`);
  await new Promise((r) => setTimeout(r, 50));
  expect(kit.entry(KEY)?.status).toBe('paying');
  expect(backend.calls.list('/charge/v2/api/payCharges/sync/{id}')).toHaveLength(0);
});

test('a refused order (arrears first, 0xd06510037) ends in error with the catalogue dialog, and no order', async () => {
  backend.db.parkOrders.push({ ...backend.db.parkOrders.find((o) => o.uniqueId === 'U20001')!, uniqueId: 'U29999', plateNo: '京AD12345', plateColor: 5 });
  const kit = payStore();
  const key = parkingKey('U29999');
  kit.store.dispatch(paymentRequested({ key, kind: 'parking', order: { uniqueId: 'U29999', parkId: 'P1001' }, channel: 6 }));
  await kit.until(key, 'error');
  expect(kit.ui.dialogs[0]?.content).toContain('欠费');
  expect(kit.ui.dialogs[0]?.actions.map((a) => a.text)).toEqual(['立即补缴', '误绑他人车牌', '取消']);
  expect(ordersFor('U29999')).toHaveLength(0);
  expect(readInFlight(key)).toBeUndefined();
});

test('B pays three arrears in one WeChat batch order', async () => {
  signInAs('B');
  const ids = ['U20011', 'U20012', 'U20013'];
  const key = parkingBatchKey(ids);
  const kit = payStore(fakePlatform(2, { answers: { pay: 'ok' } }));
  kit.store.dispatch(paymentRequested({ key, kind: 'parkingBatch', order: { uniqueIds: ids }, channel: 3 }));
  const confirming = await kit.until(key, 'confirming');
  expect(confirming.amountCents).toBe(3900);
  await settle(confirming.payOrderId as string, 'paid');
  await kit.until(key, 'paid');
  expect(backend.db.parkOrders.filter((o) => ids.includes(o.uniqueId)).every((o) => o.state === 'paid')).toBe(true);
  expect(backend.calls.list('/charge/v2/api/payCharges/batch')).toHaveLength(1);
});

test('a kind no started feature registered ends that payment with a message; the saga goes on paying what is registered', async () => {
  const kit = payStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  kit.store.dispatch(paymentRequested({ key: 'nobody:1', kind: 'nobody', order: {}, channel: 6 }));
  expect((await kit.until('nobody:1', 'error')).message).toBe('暂时无法支付，请返回重试');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  kit.store.dispatch(paymentRequested({ ...parking, channel: 6 }));
  await kit.until(KEY, 'paid');
});
