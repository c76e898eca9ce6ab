import { cpsCouponsApi } from '@/api/cps/coupons';
import { cpsSessionApi } from '@/api/cps/session';
import type { StartChargingBody } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { sessionAt } from '@mocks/services/cps/sessionModel';

/** The car moved the moment its session ended (whenever the time band's price made that). */
function leaveAtEnd(orderNo: string) {
  const rec = backend.db.chargingSessions.find((x) => x.orderNo === orderNo)!;
  rec.leftAt = sessionAt(rec, backend.clock.now()).endedAt;
}

const MIN = 60_000;
const DAY = 86_400_000;
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
const START: StartChargingBody = { pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } };
type Store = ReturnType<typeof store>;

const coupons = (s: Store) => s.dispatch(cpsCouponsApi.endpoints.chargingCoupons.initiate(undefined, { forceRefetch: true })).unwrap();
const claim = (s: Store, code: string) => s.dispatch(cpsCouponsApi.endpoints.claimChargingCoupon.initiate({ code })).unwrap();
const start = (s: Store, body: Partial<StartChargingBody>) => s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...START, ...body })).unwrap();
const session = (s: Store, orderNo: string) => s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
const couponRecord = (id: string) => backend.db.chargingCoupons.find((c) => c.couponId === id)!;
const balanceOfA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;

/** A's seed session ended earlier, the car moved and the bills were paid: nothing stands in the way of a new start. */
function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 10 * MIN;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  // And any unpaid seed bill (the bills' seed has one) was paid.
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

beforeEach(() => signInAs('A'));

test('the usable coupons: A\'s two in date, the first to expire first; the expired one is not there; B has none; a visitor gets 401', async () => {
  const s = store();
  const list = await coupons(s);
  expect(list.map((c) => [c.couponId, c.name, c.faceValueCents, c.minSpendCents])).toEqual([
    ['CC000002', '充电立减3元', 300, 0],
    ['CC000001', '充电满30减5', 500, 3000],
  ]);
  expect(list[0]?.validTo).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  signInAs('B');
  expect(await coupons(s)).toEqual([]);
  // No token at all: the server's 401, as for every driver's own data.
  const visitor = await (await fetch('http://localhost/api/cps/v2/api/chargingCoupons')).json();
  expect(visitor).toMatchObject({ code: '401', data: null });
});

test('claiming a code puts its coupon in the wallet once; used, expired and unknown codes are refused with their own codes', async () => {
  const s = store();
  const claimed = await claim(s, ' chg2026a ');
  expect(claimed).toMatchObject({ name: '扫码领券 充电满20减8', faceValueCents: 800, minSpendCents: 2000 });
  const rec = couponRecord(claimed.couponId);
  expect(rec.driverId).toBe(DRIVER_A);
  expect(rec.validTo - rec.validFrom).toBe(15 * DAY);
  expect((await coupons(s)).map((c) => c.couponId)).toContain(claimed.couponId);

  await expect(claim(s, 'CHG2026A')).rejects.toMatchObject({ code: '0xd07030002', msg: '该券码已被领取' });
  await expect(claim(s, 'CHG2026USED')).rejects.toMatchObject({ code: '0xd07030002', msg: '该券码已被领取' });
  await expect(claim(s, 'CHG2025OLD')).rejects.toMatchObject({ code: '0xd07030003', msg: '该券码已过期' });
  await expect(claim(s, 'NOSUCHCODE')).rejects.toMatchObject({ code: '0xd07030001', msg: '券码无效，请核对后重新输入' });
  await expect(claim(s, '')).rejects.toMatchObject({ msg: '券码不能为空' });
  expect(backend.db.chargingCoupons.filter((c) => c.driverId === DRIVER_A)).toHaveLength(4);
  expect(backend.db.chargingCouponCodes.find((c) => c.code === 'CHG2026USED')?.claimedBy).toBe(DRIVER_B);
});

test('a start locks its coupon; a bill over the minimum spend takes the face value off and uses it', async () => {
  const s = store();
  endSeedSession();
  const { orderNo } = await start(s, { couponId: 'CC000001', stopCondition: { type: 'amount', amountCents: 4000 } });
  expect(couponRecord('CC000001').lockedBy).toBe(orderNo);
  expect((await coupons(s)).map((c) => c.couponId)).toEqual(['CC000002']);
  const balance = balanceOfA();

  backend.clock.advance(2 * 3_600_000);
  const done = await session(s, orderNo);
  expect(done).toMatchObject({ state: 'finished', stopReason: 'condition', couponCents: 500, orderState: 3 });
  expect(done.feeCents).toBeGreaterThanOrEqual(3000);
  expect(balanceOfA()).toBe(balance - (done.feeCents - 500));
  expect(couponRecord('CC000001')).toMatchObject({ usedOn: orderNo, lockedBy: null });
  expect(couponRecord('CC000001').usedAt).not.toBeNull();
  expect((await coupons(s)).map((c) => c.couponId)).toEqual(['CC000002']);
});

test('a bill under the minimum spend takes nothing off and the coupon comes back; no minimum takes at most the bill', async () => {
  const s = store();
  endSeedSession();
  const a = (await start(s, { couponId: 'CC000001', stopCondition: { type: 'amount', amountCents: 2000 } })).orderNo;
  backend.clock.advance(2 * 3_600_000);
  expect(await session(s, a)).toMatchObject({ state: 'finished', couponCents: 0 });
  expect(couponRecord('CC000001')).toMatchObject({ usedAt: null, usedOn: null, lockedBy: null });
  expect((await coupons(s)).map((c) => c.couponId)).toEqual(['CC000002', 'CC000001']);

  // The car was moved as soon as it finished: no idle fee stands in the way of the next start.
  leaveAtEnd(a);
  backend.db.occupyOrders = [];
  const b = (await start(s, { couponId: 'CC000002', stopCondition: { type: 'amount', amountCents: 200 } })).orderNo;
  backend.clock.advance(3_600_000);
  const small = await session(s, b);
  expect(small.feeCents).toBeLessThan(300);
  expect(small).toMatchObject({ state: 'finished', couponCents: small.feeCents, orderState: 3 });
  expect(couponRecord('CC000002').usedOn).toBe(b);
});

test('a start that fails (never plugged) releases its coupon', async () => {
  const s = store();
  endSeedSession();
  backend.db.armedSessionFaults = ['neverPlugged'];
  const { orderNo } = await start(s, { couponId: 'CC000002' });
  expect(couponRecord('CC000002').lockedBy).toBe(orderNo);
  backend.clock.advance(3 * MIN);
  expect((await coupons(s)).map((c) => c.couponId)).toEqual(['CC000002', 'CC000001']);
  expect(await session(s, orderNo)).toMatchObject({ state: 'failed', stopReason: 'plugTimeout', couponCents: 0 });
  expect(couponRecord('CC000002')).toMatchObject({ usedAt: null, lockedBy: null });
});

test('a start naming a coupon it cannot use is refused, and nothing is started or locked', async () => {
  const s = store();
  endSeedSession();
  const orders = backend.db.chargingOrders.length;
  await expect(start(s, { couponId: 'CC000003' })).rejects.toMatchObject({ code: '0xd07030006', msg: '该优惠券已过期，请重新选择' });
  await expect(start(s, { couponId: 'CC999999' })).rejects.toMatchObject({ code: '0xd07030004' });
  Object.assign(couponRecord('CC000002'), { usedAt: backend.clock.now() - DAY, usedOn: 'C30002' });
  await expect(start(s, { couponId: 'CC000002' })).rejects.toMatchObject({ code: '0xd07030005', msg: '该优惠券已使用，请重新选择' });
  couponRecord('CC000001').lockedBy = 'C99999';
  await expect(start(s, { couponId: 'CC000001' })).rejects.toMatchObject({ code: '0xd07030007' });
  // B's coupon is not A's to use.
  backend.db.chargingCoupons.push({ ...couponRecord('CC000003'), couponId: 'CC000009', driverId: DRIVER_B, validTo: backend.clock.now() + DAY });
  await expect(start(s, { couponId: 'CC000009' })).rejects.toMatchObject({ code: '0xd07030004' });
  expect(backend.db.chargingOrders).toHaveLength(orders);
});
