import { bookingSpecApi } from '@/api/booking/spec';
import { bookingOrdersApi } from '@/api/booking/orders';
import type { CreateBookOrderBody } from '@/api/booking/types';
import { BOOKING_CODES } from '@/api/booking/orders.types';
import { PAY_AMOUNT_CHANGED, type PayChannel } from '@/lib/wire';
import { setupStore } from '@/app/store';
import { wireTime } from '@mocks/core/wireTime';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

const MIN = 60_000;

function store() {
  // Starts are whole minutes: a clock on the minute keeps the minutes counted here exact.
  backend.clock.advance(MIN - (backend.clock.now() % MIN));
  // A in WeChat (openid as thirdId) and signed in (payCharges/sync needs the token).
  window.localStorage.setItem('openId', 'oWx_demo_A');
  signInAs('A');
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;

const inMinutes = (m: number) => wireTime(backend.clock.now() + m * MIN, 'YYYY-MM-DD HH:mm:00');
const balance = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents;
const fresh = { forceRefetch: true } as const;

const book = (s: Store, body: Partial<CreateBookOrderBody> = {}) =>
  s.dispatch(bookingSpecApi.endpoints.createBookOrder.initiate({ parkId: 'P1005', plateNo: '粤B12345', packageId: 'P1005-PK60', startTime: inMinutes(180), ...body })).unwrap();
const pay = (s: Store, bookOrderId: string, payChannel: PayChannel) =>
  s.dispatch(bookingOrdersApi.endpoints.payBookOrder.initiate({ bookOrderId, payChannel, returnUrl: '/bookingSuccess' })).unwrap();
const detail = (s: Store, bookOrderId: string) => s.dispatch(bookingSpecApi.endpoints.bookOrderDetail.initiate({ bookOrderId }, fresh)).unwrap();
const preview = (s: Store, bookOrderId: string) => s.dispatch(bookingSpecApi.endpoints.previewBookOrderCancel.initiate({ bookOrderId })).unwrap();
const cancel = (s: Store, bookOrderId: string) => s.dispatch(bookingSpecApi.endpoints.cancelBookOrder.initiate({ bookOrderId, reason: '行程有变' })).unwrap();

async function control(path: string, body: object) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

test('the rules and the price come before paying: a package, or a duration in the lot\'s steps', async () => {
  const s = store();
  const rules = await s.dispatch(bookingOrdersApi.endpoints.bookRules.initiate({ parkId: 'P1005' })).unwrap();
  expect(rules.earliestStartTime > wireTime(backend.clock.now())).toBe(true);
  const byDuration = await s.dispatch(bookingOrdersApi.endpoints.bookPricePreview.initiate({ parkId: 'P1005', startTime: inMinutes(120), durationMinutes: 90 })).unwrap();
  expect(byDuration).toMatchObject({ packageId: null, durationMinutes: 90, priceCents: 1500, lateCancelFeeCents: 300 });
  expect(byDuration.freeCancelUntil).toBe(inMinutes(60));
  expect(byDuration.arriveDeadline).toBe(inMinutes(140));
  expect(byDuration.cancelRuleText).toBe('预约开始前60分钟以上取消免费；不足60分钟取消收取3.00元取消费；预约开始后不可取消');
  const byPackage = await s.dispatch(bookingOrdersApi.endpoints.bookPricePreview.initiate({ parkId: 'P1005', startTime: inMinutes(120), packageId: 'P1005-PK240' })).unwrap();
  expect(byPackage).toMatchObject({ durationMinutes: 240, priceCents: 2400 });
  for (const durationMinutes of [45, 300]) {
    await expect(s.dispatch(bookingOrdersApi.endpoints.bookPricePreview.initiate({ parkId: 'P1005', startTime: inMinutes(120), durationMinutes })).unwrap())
      .rejects.toMatchObject({ code: BOOKING_CODES.durationOutOfRange });
  }
  const custom = await book(s, { packageId: undefined, durationMinutes: 120 });
  expect(custom).toMatchObject({ packageId: null, packageName: '自选时长', priceCents: 2000, durationMinutes: 120 });
});

test('book → pay by WeChat: double taps and reloads make one booking and one payment; paid, it gets its code', async () => {
  const s = store();
  const first = await book(s, { requestId: 'req-1' });
  const again = await book(s, { requestId: 'req-1' });
  const reload = await book(s);
  expect(again.bookOrderId).toBe(first.bookOrderId);
  expect(reload.bookOrderId).toBe(first.bookOrderId);
  expect(backend.db.bookOrders.filter((o) => o.driverId === DRIVER_A)).toHaveLength(4);

  const order = await pay(s, first.bookOrderId, 3);
  const second = await pay(s, first.bookOrderId, 3);
  expect(second.payOrderId).toBe(order.payOrderId);
  expect(order).toMatchObject({ state: 'pending', amountCents: 800, uniqueIds: [first.bookOrderId] });
  expect(order.cashierUrl).toContain(encodeURIComponent('/bookingSuccess?payOrderId='));
  expect(await detail(s, first.bookOrderId)).toMatchObject({ state: 0, pendingPayOrderId: order.payOrderId });

  expect((await control(`/__mock/payments/${order.payOrderId}`, { state: 'paid' })).code).toBe('200');
  // What the payment saga polls: the charge service's registry knows the booking's order.
  const sync = await fetch(`http://localhost/api/charge/v2/api/payCharges/sync/${order.payOrderId}`, { headers: { ClientType: '2', Authorization: signInAs('A').token } });
  expect(((await sync.json()) as { data: { state: string } }).data.state).toBe('paid');
  const paid = await detail(s, first.bookOrderId);
  expect(paid).toMatchObject({ state: 1, stateText: '待入场', payCents: 800, dueCents: 0, dueKind: null, pendingPayOrderId: null });
  expect(paid.bookingCode).toMatch(/^\d{6}$/);
  await expect(pay(s, first.bookOrderId, 3)).rejects.toMatchObject({ code: '0xd06510040' });
});

test('cancel with the refund preview: free well ahead (back the way it was paid), once only', async () => {
  const s = store();
  const b = await book(s);
  const order = await pay(s, b.bookOrderId, 2);
  await control(`/__mock/payments/${order.payOrderId}`, { state: 'paid' });
  expect(await preview(s, b.bookOrderId)).toEqual({
    bookOrderId: b.bookOrderId, payCents: 800, refundCents: 800, feeCents: 0, refundTo: 'original',
    reason: '距预约开始超过60分钟，免费取消，全额退款', ruleText: '预约开始前60分钟以上取消免费；不足60分钟取消收取3.00元取消费；预约开始后不可取消',
  });
  const before = balance();
  const cancelled = await cancel(s, b.bookOrderId);
  expect(cancelled).toMatchObject({ state: 4, stateText: '已取消', refundCents: 800, cancelFeeCents: 0, refundTo: 'original', reason: '行程有变' });
  expect(balance()).toBe(before);
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBookSpaceNum).toBe(3);
  expect(backend.db.berths.find((x) => x.berthId === b.berthId)?.state).toBe(0);
  await expect(cancel(s, b.bookOrderId)).rejects.toMatchObject({ code: BOOKING_CODES.notCancellable, msg: '预约已取消，请勿重复操作' });
  await expect(preview(s, b.bookOrderId)).rejects.toMatchObject({ code: BOOKING_CODES.notCancellable });
});

test('the balance pays at once; a late cancel keeps the fee and refunds the rest to the balance', async () => {
  const s = store();
  const b = await book(s, { startTime: inMinutes(50) });
  const before = balance() ?? 0;
  const order = await pay(s, b.bookOrderId, 6);
  expect(order.state).toBe('paid');
  expect(balance()).toBe(before - 800);
  expect((await detail(s, b.bookOrderId)).state).toBe(1);
  const terms = await preview(s, b.bookOrderId);
  expect(terms).toMatchObject({ refundCents: 500, feeCents: 300, refundTo: 'balance', reason: '距预约开始不足60分钟，收取取消费3.00元' });
  await cancel(s, b.bookOrderId);
  expect(balance()).toBe(before - 300);
  // Not enough balance: refused with the payment service's code, nothing created.
  const other = await book(s, { plateNo: '京AD12345', packageId: 'P1005-PK240' });
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 100;
  await expect(pay(s, other.bookOrderId, 6)).rejects.toMatchObject({ code: '0xd06510042' });
});

test('an unpaid booking lapses after 15 minutes and gives its space back; a paid one not used in the no-show window expires', async () => {
  const s = store();
  const unpaid = await book(s);
  const paid = await book(s, { plateNo: '京AD12345', startTime: inMinutes(30) });
  await pay(s, paid.bookOrderId, 6);
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBookSpaceNum).toBe(1);
  backend.clock.advance(16 * MIN);
  expect(await detail(s, unpaid.bookOrderId)).toMatchObject({ state: 4, reason: '超时未支付，预约已自动取消', refundCents: 0 });
  await expect(pay(s, unpaid.bookOrderId, 6)).rejects.toMatchObject({ code: BOOKING_CODES.nothingDue });
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBookSpaceNum).toBe(2);
  // Started 30 minutes after it was made; P1005 waits 20 minutes: 16 + 35 minutes later it has expired.
  backend.clock.advance(35 * MIN);
  const expired = await detail(s, paid.bookOrderId);
  expect(expired).toMatchObject({ state: 5, stateText: '已过期', reason: '超过预约开始时间20分钟未入场，预约已失效，费用不退', refundCents: 0 });
  expect(backend.db.parks.find((p) => p.parkId === 'P1005')?.leftBookSpaceNum).toBe(3);
  await expect(cancel(s, paid.bookOrderId)).rejects.toMatchObject({ code: BOOKING_CODES.notCancellable, msg: '预约已过期失效，不可取消' });
});

test('after the start a booking cannot be cancelled; once parked, staying past the end becomes a charge, payable when the car has left', async () => {
  const s = store();
  const b = await book(s, { startTime: inMinutes(20), packageId: 'P1005-PK30' });
  await pay(s, b.bookOrderId, 6);
  backend.clock.advance(22 * MIN);
  await expect(cancel(s, b.bookOrderId)).rejects.toMatchObject({ code: BOOKING_CODES.notCancellable, msg: '预约已开始，不可取消；未按时入场预约将自动失效' });
  expect((await control(`/__mock/bookings/${b.bookOrderId}`, { event: 'arrive' })).code).toBe('200');
  expect(await detail(s, b.bookOrderId)).toMatchObject({ state: 2, stateText: '已入场', overstay: null });
  expect(backend.db.berths.find((x) => x.berthId === b.berthId)?.state).toBe(1);

  // Booked until +50; at +95 the car is still there: 45 minutes over, 35 after the 10-minute grace, two 30-minute units of 6.00元.
  backend.clock.advance(73 * MIN);
  const running = await detail(s, b.bookOrderId);
  expect(running.overstay).toMatchObject({ minutes: 35, feeCents: 1200, final: false, paid: false });
  expect(running.dueKind).toBeNull();
  await expect(pay(s, b.bookOrderId, 6)).rejects.toMatchObject({ code: BOOKING_CODES.overstayRunning });

  backend.clock.advance(5 * MIN);
  await control(`/__mock/bookings/${b.bookOrderId}`, { event: 'leave' });
  const left = await detail(s, b.bookOrderId);
  expect(left).toMatchObject({ state: 3, stateText: '已完成', dueCents: 1200, dueKind: 'overstay' });
  expect(left.overstay).toMatchObject({ minutes: 40, feeCents: 1200, final: true, paid: false });
  expect(left.overstay?.reason).toBe('超出预约结束时间50分钟，扣除10分钟宽限后计40分钟，按每30分钟6.00元计费');
  const before = balance() ?? 0;
  const charge = await pay(s, b.bookOrderId, 6);
  expect(charge).toMatchObject({ state: 'paid', amountCents: 1200, uniqueIds: [`${b.bookOrderId}-OS`] });
  expect(balance()).toBe(before - 1200);
  const settled = await detail(s, b.bookOrderId);
  expect(settled).toMatchObject({ dueCents: 0, dueKind: null, overstay: { paid: true, final: true } });
  const list = await s.dispatch(bookingSpecApi.endpoints.bookOrders.initiate({ lastId: 0, pageSize: 15 }, fresh)).unwrap();
  expect(list.list[0]?.overstay?.feeCents).toBe(1200);
});

test('a provider payment that never lands closes with the provider; the booking is cancelled then, not before', async () => {
  const s = store();
  const b = await book(s);
  backend.clock.advance(10 * MIN);
  const order = await pay(s, b.bookOrderId, 3);
  // 16 minutes after the booking, 6 after the payment opened: still waiting for the provider.
  backend.clock.advance(6 * MIN);
  expect(await detail(s, b.bookOrderId)).toMatchObject({ state: 0, pendingPayOrderId: order.payOrderId });
  backend.clock.advance(10 * MIN);
  expect(await detail(s, b.bookOrderId)).toMatchObject({ state: 4, reason: '超时未支付，预约已自动取消' });
  expect(backend.db.payOrders.find((o) => o.payOrderId === order.payOrderId)?.state).toBe('closed');
});

test('a booking is charged only the price the driver saw: another expectedCents makes no order and takes nothing', async () => {
  const s = store();
  const order = await book(s);
  const before = balance();
  const orders = backend.db.payOrders.length;
  const payAt = (expectedCents: number) =>
    s.dispatch(bookingOrdersApi.endpoints.payBookOrder.initiate({ bookOrderId: order.bookOrderId, payChannel: 6, returnUrl: '/bookingSuccess', expectedCents })).unwrap();
  await expect(payAt(500)).rejects.toMatchObject({ code: PAY_AMOUNT_CHANGED, msg: '应付金额已变为8.00元，请确认后再支付' });
  expect(backend.db.payOrders).toHaveLength(orders);
  expect(balance()).toBe(before);
  expect(await payAt(800)).toMatchObject({ state: 'paid', amountCents: 800 });
  expect(balance()).toBe((before ?? 0) - 800);
});
