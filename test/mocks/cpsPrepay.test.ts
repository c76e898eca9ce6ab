import { cpsPrepayApi } from '@/api/cps/prepay';
import { cpsSessionApi } from '@/api/cps/session';
import { PREPAY_CODES } from '@/api/cps/prepay.types';
import { setupStore } from '@/app/store';
import { settle } from '../payment/kit';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const MIN = 60_000;
const prepayOrder = (s: Store, amountCents: number, payChannel: 2 | 3 = 3) =>
  s.dispatch(cpsPrepayApi.endpoints.createChargingPrepay.initiate({ amountCents, payChannel, returnUrl: '/chargingPage?pileCode=200101' })).unwrap();
const current = (s: Store) => s.dispatch(cpsPrepayApi.endpoints.currentPrepay.initiate(undefined, { forceRefetch: true })).unwrap();
const startWithPrepay = (s: Store) =>
  s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ pileCode: '200101', gunNo: 'A', payMode: 'prepay', stopCondition: { type: 'full' } })).unwrap();
const session = (s: Store, orderNo: string) => s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();

/** A's seed session ended and the car left; the seed's unpaid bill was paid: A may start again. */
function freeA() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 30 * MIN;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

test('a prepay is made once for double taps, is usable only once paid, caps the session and refunds what it did not use', async () => {
  signInAs('A');
  freeA();
  const s = store();
  await expect(startWithPrepay(s)).rejects.toMatchObject({ code: PREPAY_CODES.noPrepay });
  const first = await prepayOrder(s, 5000);
  const again = await prepayOrder(s, 5000);
  expect(again.payOrderId).toBe(first.payOrderId);
  expect(first).toMatchObject({ state: 'pending', amountCents: 5000, payChannel: 3 });
  expect(await current(s)).toBeNull();

  await settle(first.payOrderId, 'paid');
  expect(await current(s)).toMatchObject({ amountCents: 5000, payChannel: 3 });
  await expect(prepayOrder(s, 3000)).rejects.toMatchObject({ code: PREPAY_CODES.unusedPrepay });

  const balanceBefore = backend.db.drivers.find((d) => d.phone === '13800138000')!.balanceCents;
  const { orderNo } = await startWithPrepay(s);
  expect(await current(s)).toBeNull();
  expect((await session(s, orderNo)).stopCondition).toEqual({ type: 'amount', amountCents: 5000 });
  // 50.00元 is some 30 to 50 kWh by the time band's price: at most 70 minutes, the last ones tapered.
  backend.clock.advance(90 * MIN);
  const ended = await session(s, orderNo);
  expect(ended.state).toBe('finished');
  expect(ended.stopReasonText).toBe('已达到设定的停止条件');
  expect(ended.orderState).toBe(3);
  const charged = ended.feeCents - ended.couponCents;
  expect(charged).toBeGreaterThan(4900);
  expect(ended.prepay).toEqual({ amountCents: 5000, refundCents: Math.max(0, 5000 - charged) });
  // The balance paid nothing: the prepay did.
  expect(backend.db.drivers.find((d) => d.phone === '13800138000')!.balanceCents).toBe(balanceBefore);
});

test('a different amount replaces the prepay in flight; a prepay unused for 30 minutes goes back whole; a failed start refunds it', async () => {
  signInAs('A');
  freeA();
  const s = store();
  const first = await prepayOrder(s, 5000);
  const second = await prepayOrder(s, 10000, 2);
  expect(second.payOrderId).not.toBe(first.payOrderId);
  expect(backend.db.payOrders.find((o) => o.payOrderId === first.payOrderId)?.state).toBe('closed');
  await settle(second.payOrderId, 'paid');
  expect(await current(s)).toMatchObject({ amountCents: 10000 });
  backend.clock.advance(31 * MIN);
  expect(await current(s)).toBeNull();
  expect(backend.db.chargingPrepays.find((p) => p.amountCents === 10000)).toMatchObject({ refundCents: 10000 });

  const third = await prepayOrder(s, 3000);
  await settle(third.payOrderId, 'paid');
  await fetch('http://localhost/__mock/charging/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults: ['neverPlugged'] }) });
  const { orderNo } = await startWithPrepay(s);
  backend.clock.advance(3 * MIN);
  const failed = await session(s, orderNo);
  expect(failed.state).toBe('failed');
  expect(failed.prepay).toEqual({ amountCents: 3000, refundCents: 3000 });
});

test('amounts outside whole yuan between 10 and 500 are refused in Chinese, and the balance cannot prepay', async () => {
  signInAs('A');
  const s = store();
  for (const bad of [999, 1050, 50100]) await expect(prepayOrder(s, bad)).rejects.toMatchObject({ code: '400', msg: '预付金额须为10.00元至500.00元之间的整数金额' });
  await expect(s.dispatch(cpsPrepayApi.endpoints.createChargingPrepay.initiate({ amountCents: 5000, payChannel: 6 as 3 })).unwrap()).rejects.toMatchObject({ code: '400' });
});
