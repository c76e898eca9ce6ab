import { cpsSessionApi } from '@/api/cps/session';
import type { StartChargingBody } from '@/api/cps/session.types';
import { msWire, nextClockTime, nextValleyStart } from '@/api/cps/sessionSchedule';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { changeSettings, outbox, subscribePush } from './reminders/support';

/**
 * Scheduled and target charging on the mock: a start at a time or at the next 谷 band makes the order now and waits
 * (scheduled), begins by itself on the clock, and a stop at a battery level ends at that level. Piles that cannot
 * are refused with why.
 */
const MIN = 60_000;
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
/** A free fast gun at 王府井 (DC: reports the battery; takes scheduled starts). */
const FAST: StartChargingBody = { pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } };

async function session(s: ReturnType<typeof store>, orderNo: string) {
  return s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
}

/** A's seed session stopped and the car moved, the unpaid bills paid; then the clock at 12:00 Beijing time (no 谷 band). */
function readyAtNoon() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = backend.clock.now() - 10 * MIN;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) o.orderState = 3;
  const now = backend.clock.now();
  backend.clock.advance(nextClockTime('12:00', now)! - now);
}

beforeEach(() => signInAs('A'));

test('piles say what they can: DC piles stop at a battery level, AC piles do not; 东方广场 takes no scheduled start', async () => {
  const s = store();
  const fast = await s.dispatch(cpsSessionApi.endpoints.pile.initiate('200101')).unwrap();
  expect(fast.capabilities).toEqual({ scheduledStart: true, socStop: true });
  // S2001 has 10 fast guns (5 piles), so 200106 is its first AC pile.
  const slow = await s.dispatch(cpsSessionApi.endpoints.pile.initiate('200106')).unwrap();
  expect(slow).toMatchObject({ gunType: 'slow', capabilities: { scheduledStart: true, socStop: false } });
  const old = await s.dispatch(cpsSessionApi.endpoints.pile.initiate('200201')).unwrap();
  expect(old.capabilities).toEqual({ scheduledStart: false, socStop: true });
});

test('a start at the next 谷 band waits, begins by itself at 23:00, and stops at 80 % with the battery at 80', async () => {
  readyAtNoon();
  const s = store();
  const now = backend.clock.now();
  const { orderNo } = await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...FAST, schedule: { type: 'valley' }, stopCondition: { type: 'soc', soc: 80 }, car: { batteryKwh: 75, soc: 30 } })).unwrap();
  const bands = backend.db.chargingSessions.find((x) => x.orderNo === orderNo)!.priceBands!;
  const valley = nextValleyStart(bands, now)!;
  expect(msWire(valley).slice(11)).toBe('23:00:00');

  const waiting = await session(s, orderNo);
  expect(waiting).toMatchObject({ state: 'scheduled', stateText: '等待预约启动', scheduledStartTime: msWire(valley), chargingStartTime: null, kwh: 0, feeCents: 0, soc: 30 });
  // The gun is the driver's while it waits: another start on it is refused.
  backend.clock.advance(valley - now - MIN);
  expect((await session(s, orderNo)).state).toBe('scheduled');

  backend.clock.advance(2 * MIN);
  const charging = await session(s, orderNo);
  expect(charging.state).toBe('charging');
  expect(charging.chargingStartTime).toBe(msWire(valley + 18_000));
  // Energy is priced from the start: the 谷 band's price.
  expect(backend.db.chargingSessions.find((x) => x.orderNo === orderNo)).toMatchObject({ scheduledStartAt: valley });

  backend.clock.advance(60 * MIN);
  const done = await session(s, orderNo);
  // 50 % of 75 kWh at 60 kW: 37.5 minutes, all below the taper point.
  expect(done).toMatchObject({ state: 'finished', stopReason: 'condition', stopReasonText: '已充到80%', soc: 80, kwh: 37.5 });
  expect(done.idleFee?.graceEndsAt).toBe(msWire(valley + 18_000 + 37.5 * MIN + 15 * MIN));
  // The reminder of the start was sent at 23:00.
  const started = backend.db.reminders.filter((r) => r.driverId === DRIVER_A && r.kind === 'chargeScheduledStarted');
  expect(started.map((r) => [r.title, r.sentAt])).toEqual([['预约充电已开始', valley]]);
  expect(started[0]!.body).toContain('已于 23:00 开始充电');
});

test('预约充电已开始 at 23:00, inside the default quiet hours (22:00–07:00), is pushed at 23:00: the driver asked for that moment', async () => {
  readyAtNoon();
  await subscribePush(DRIVER_A);
  // Even a driver who keeps fee warnings back in quiet hours: this one answers their own schedule, not a fee.
  await changeSettings(DRIVER_A, { quietHours: { includeFees: true } });
  const s = store();
  const now = backend.clock.now();
  const { orderNo } = await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...FAST, schedule: { type: 'valley' } })).unwrap();
  const valley = nextValleyStart(backend.db.chargingSessions.find((x) => x.orderNo === orderNo)!.priceBands!, now)!;
  expect(msWire(valley).slice(11)).toBe('23:00:00');
  backend.clock.advance(valley - now + 2 * MIN);
  const pushed = (await outbox(DRIVER_A)).filter((o) => o.kind === 'chargeScheduledStarted');
  expect(pushed.map((o) => [o.channel, o.sentTime.slice(11)])).toEqual([['webpush', '23:00:00']]);
  expect(JSON.parse(pushed[0]!.payload!)).toMatchObject({ title: '预约充电已开始', url: `/chargingResults?orderNo=${orderNo}` });
  // Not sent a second time when the quiet hours end.
  backend.clock.advance(9 * 60 * MIN);
  expect((await outbox(DRIVER_A)).filter((o) => o.kind === 'chargeScheduledStarted')).toHaveLength(1);
});

test('a start at a time is kept to 5 minutes – 24 hours ahead; cancelled before it, the order ends with nothing to pay', async () => {
  readyAtNoon();
  const s = store();
  const now = backend.clock.now();
  const start = (startAt: number) => s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ ...FAST, schedule: { type: 'at', startAt: msWire(startAt) } })).unwrap();
  await expect(start(now + 2 * MIN)).rejects.toMatchObject({ msg: '开始时间须在5分钟以后' });
  await expect(start(now + 25 * 60 * MIN)).rejects.toMatchObject({ msg: '开始时间须在24小时以内' });
  expect(backend.db.chargingOrders.filter((o) => o.startTime >= now)).toHaveLength(0);

  const { orderNo } = await start(now + 30 * MIN);
  expect((await session(s, orderNo)).state).toBe('scheduled');
  const balance = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
  backend.clock.advance(5 * MIN);
  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(orderNo)).unwrap();
  const cancelled = await session(s, orderNo);
  expect(cancelled).toMatchObject({ state: 'finished', stopReason: 'driver', stopReasonText: '您已取消预约', feeCents: 0, orderState: 3, idleFee: null, chargingStartTime: null });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents).toBe(balance);
  // The gun is free again, and nothing starts at the time that was cancelled.
  backend.clock.advance(60 * MIN);
  expect((await session(s, orderNo)).state).toBe('finished');
  const pile = await s.dispatch(cpsSessionApi.endpoints.pile.initiate('200101')).unwrap();
  expect(pile.guns.find((g) => g.gunNo === 'A')?.status).toBe('free');
  expect(backend.db.reminders.filter((r) => r.kind === 'chargeScheduledStarted')).toHaveLength(0);
  expect(backend.db.occupyOrders.filter((o) => o.orderNo === orderNo)).toHaveLength(0);
});

test('what a pile cannot do is refused with why, and nothing is taken', async () => {
  readyAtNoon();
  const s = store();
  const now = backend.clock.now();
  const refuse = (body: StartChargingBody) => expect(s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(body)).unwrap()).rejects;
  await refuse({ ...FAST, pileCode: '200106', stopCondition: { type: 'soc', soc: 80 } }).toMatchObject({ msg: '此充电桩不上报电池电量，不能按百分比停止' });
  await refuse({ ...FAST, pileCode: '200201', schedule: { type: 'valley' } }).toMatchObject({ msg: '此充电桩不支持预约启动' });
  await refuse({ ...FAST, stopCondition: { type: 'soc', soc: 40 } }).toMatchObject({ msg: '目标电量须为50到100之间的整数' });
  await refuse({ ...FAST, stopCondition: { type: 'soc', soc: 60 }, car: { batteryKwh: 75, soc: 65 } }).toMatchObject({ msg: '目标电量须高于当前电量65%' });
  expect(backend.db.chargingOrders.filter((o) => o.startTime >= now)).toHaveLength(0);
  // In a 谷 band there is no "next" one to wait for: start now.
  backend.clock.advance(nextClockTime('23:30', backend.clock.now())! - backend.clock.now());
  await refuse({ ...FAST, schedule: { type: 'valley' } }).toMatchObject({ msg: '当前已是谷电时段，请直接开始充电' });
});
