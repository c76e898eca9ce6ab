import { cpsSessionApi } from '@/api/cps/session';
import type { StartChargingBody } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
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
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
/** A free fast gun at 王府井 (S2001: the first four of its ten fast guns are free). */
const START: StartChargingBody = { pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } };

async function session(s: ReturnType<typeof store>, orderNo: string) {
  return s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
}

/** A's own session in progress would refuse a second one: end it first, as a driver who finished would have. */
function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  seed.stopRequestedAt = backend.clock.now() - 10 * MIN;
  seed.stopConfirmedAt = backend.clock.now() - 10 * MIN;
  seed.leftAt = backend.clock.now() - 10 * MIN;
  // And A's unpaid bill from yesterday (C30011) was paid.
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) o.orderState = 3;
}

beforeEach(() => signInAs('A'));

test('a pile is found by its number with its guns, the station with its price bands and idle fee', async () => {
  const s = store();
  const pile = await s.dispatch(cpsSessionApi.endpoints.pile.initiate('200101')).unwrap();
  expect(pile).toMatchObject({ pileName: '1号直流桩', gunType: 'fast', stationName: '王府井百货充电站', operatorName: '北京绿能智行充电科技有限公司', guns: [{ gunNo: 'A', status: 'free' }, { gunNo: 'B', status: 'free' }] });
  await expect(s.dispatch(cpsSessionApi.endpoints.pile.initiate('12')).unwrap()).rejects.toMatchObject({ msg: '充电桩编号为6位数字' });
  await expect(s.dispatch(cpsSessionApi.endpoints.pile.initiate('999999')).unwrap()).rejects.toMatchObject({ msg: '未找到该充电桩，请核对桩上的编号' });
  const station = await s.dispatch(cpsSessionApi.endpoints.stationDetail.initiate('S2001')).unwrap();
  expect(station.priceBands.map((b) => b.name)).toEqual(['谷', '平', '峰', '平', '峰', '平', '谷']);
  expect(station.idleFee).toEqual({ graceMinutes: 15, perMinuteCents: 50, capCents: 3000 });
  expect(station.piles.flatMap((p) => p.guns).filter((g) => g.status === 'free')).toHaveLength(10 - 6 + 6);
});

test('a session waits for the plug, starts, charges with the clock, stops at the driver\'s word, is paid from the balance, then the idle fee runs', async () => {
  const s = store();
  endSeedSession();
  const { orderNo } = await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap();
  // Read after the start: the seed session it ended was settled (paid) by then.
  const balance = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
  expect((await session(s, orderNo)).state).toBe('waitingPlug');
  backend.clock.advance(12_000);
  expect((await session(s, orderNo)).state).toBe('starting');
  backend.clock.advance(30 * MIN);
  const mid = await session(s, orderNo);
  expect(mid).toMatchObject({ state: 'charging', powerKw: 60, gunType: 'fast' });
  expect(mid.kwh).toBeGreaterThan(29);
  expect(mid.soc).toBeGreaterThan(60);
  expect(mid.feeCents).toBe(mid.energyFeeCents + mid.serviceFeeCents);

  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(orderNo)).unwrap();
  expect((await session(s, orderNo)).state).toBe('stopping');
  backend.clock.advance(6_000);
  const done = await session(s, orderNo);
  expect(done).toMatchObject({ state: 'finished', stopReason: 'driver', stopReasonText: '您已手动停止', orderState: 3 });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents).toBe(balance - done.feeCents);
  expect(done.idleFee).toMatchObject({ perMinuteCents: 50, accruedCents: 0, carLeft: false });

  backend.clock.advance(25 * MIN);
  const later = await session(s, orderNo);
  // 10 minutes and 1 second past the grace period: 11 started minutes at 0.50 元.
  expect(later.idleFee?.accruedCents).toBe(550);
  // The unpaid idle fee must be paid before the next start.
  await expect(s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...START, gunNo: 'B' })).unwrap()).rejects.toMatchObject({ code: '0xd07010002' });
});

test('an unpaid bill, then a session in progress, then a busy gun: each refuses a start', async () => {
  const s = store();
  await expect(s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap()).rejects.toMatchObject({ code: '0xd07010003' });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) o.orderState = 3;
  await expect(s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap()).rejects.toMatchObject({ code: '0xd07010004' });
  endSeedSession();
  await expect(s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...START, pileCode: '200105' })).unwrap()).rejects.toMatchObject({ code: '0xd07010005' });
});

test('faults: never plugged times out; a stop the pile ignores stays stopping until asked again; no energy is flagged', async () => {
  const s = store();
  endSeedSession();
  backend.db.armedSessionFaults = ['neverPlugged'];
  const a = (await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap()).orderNo;
  backend.clock.advance(3 * MIN);
  expect(await session(s, a)).toMatchObject({ state: 'failed', stopReason: 'plugTimeout', feeCents: 0, orderState: 3 });

  backend.db.armedSessionFaults = ['stopUnconfirmed', 'noEnergy'];
  const b = (await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap()).orderNo;
  backend.clock.advance(10 * MIN);
  expect(await session(s, b)).toMatchObject({ state: 'charging', lowEnergy: true });
  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(b)).unwrap();
  backend.clock.advance(MIN);
  expect((await session(s, b)).state).toBe('stopping');
  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(b)).unwrap();
  backend.clock.advance(6_000);
  expect((await session(s, b)).state).toBe('finished');
});

test('the pile stops by itself at the driver\'s amount, and at full after the car rests', async () => {
  const s = store();
  endSeedSession();
  const a = (await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...START, stopCondition: { type: 'amount', amountCents: 2000 } })).unwrap()).orderNo;
  backend.clock.advance(2 * 3_600_000);
  const byAmount = await session(s, a);
  expect(byAmount).toMatchObject({ state: 'finished', stopReason: 'condition' });
  expect(Math.abs(byAmount.feeCents - 2000)).toBeLessThanOrEqual(2);

  // The car was moved as soon as it finished: no idle fee stands in the way of the next start.
  leaveAtEnd(a);
  backend.db.occupyOrders = [];
  const b = (await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap()).orderNo;
  // 30 % to 80 % of 75 kWh at 60 kW, then to full at 40 % of it: full 75 minutes after energy began to flow.
  backend.clock.advance(76 * MIN);
  expect((await session(s, b)).state).toBe('suspendedEV');
  backend.clock.advance(3 * MIN);
  expect(await session(s, b)).toMatchObject({ state: 'finished', stopReason: 'full', soc: 100 });
});

test('the clock is part of the control API: GET and POST /__mock/clock, back to real time at reset', async () => {
  const before = await (await fetch('http://localhost/__mock/clock')).json();
  const moved = await (await fetch('http://localhost/__mock/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: 3_600_000 }) })).json();
  expect(moved.data.offsetMs).toBe(3_600_000);
  expect(moved.data.now - before.data.now).toBeGreaterThanOrEqual(3_600_000);
  backend.reset();
  expect(backend.clock.now() - Date.now()).toBeLessThan(1000);
});
