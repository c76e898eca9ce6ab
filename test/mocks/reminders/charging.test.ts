import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { advanceToBeijing, changeSettings, outbox as outboxOf, reminders as remindersOf, subscribePush } from './support';

const MIN = 60_000;

/**
 * A session of A's at 王府井 (a copy of the seed's C30001) that ends by itself about 7 minutes from now on the mock's
 * clock: plugged 42 minutes ago, at 26.6 kW without a taper 72 % of 75 kWh is full after 47 minutes, then the car
 * rests 2 minutes before the pile ends the session.
 */
/** Only this session's (the seed's own session ends too while the clock is moved to an hour of the day). */
const ours = <T extends { url: string }>(rows: T[]) => rows.filter((r) => r.url.endsWith('C39001'));
const outbox = async (driverId: string) => ours(await outboxOf(driverId));
const reminders = async (driverId: string) => ours(await remindersOf(driverId));

function seedSessionEnd() {
  const now = backend.clock.now();
  const order = backend.db.chargingOrders.find((x) => x.orderNo === 'C30001')!;
  const session = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  backend.db.chargingOrders.push({ ...order, orderNo: 'C39001', startTime: now - 42 * MIN });
  backend.db.chargingSessions.push({ ...session, orderNo: 'C39001', socStart: 72, gunType: 'slow', createdAt: now - 42 * MIN - 20_000, pluggedAt: now - 42 * MIN - 10_000 });
}

test('a charge ending by itself: ended, the idle fee in 5 minutes and started, each once, by push and in the message centre', async () => {
  advanceToBeijing('14:00');
  seedSessionEnd();
  await subscribePush(DRIVER_A);
  backend.clock.advance(40 * MIN);
  const kinds = (await outbox(DRIVER_A)).map((o) => `${o.channel}:${o.kind}`);
  expect(kinds).toEqual(['webpush:chargeEnded', 'webpush:chargeIdleSoon', 'webpush:chargeIdleStarted']);
  const soon = (await outbox(DRIVER_A)).find((o) => o.kind === 'chargeIdleSoon')!;
  expect(soon.body).toMatch(/王府井百货充电站.*起收取占位费（0\.50元\/分钟，封顶 30\.00元）/);
  expect(soon.url).toBe('/chargingResults?orderNo=C39001');
  expect(JSON.parse(soon.payload!)).toMatchObject({ title: '5 分钟后开始收取占位费', url: '/chargingResults?orderNo=C39001' });
  // Sent as of its own time: 5 minutes before the fee.
  const started = (await outbox(DRIVER_A)).find((o) => o.kind === 'chargeIdleStarted')!;
  expect(Date.parse(started.sentTime.replace(' ', 'T') + '+08:00') - Date.parse(soon.sentTime.replace(' ', 'T') + '+08:00')).toBe(5 * MIN);
  // Never twice, whatever is asked afterwards.
  backend.clock.advance(60 * MIN);
  expect(await outbox(DRIVER_A)).toHaveLength(3);
  expect((await reminders(DRIVER_A)).map((r) => r.kind)).toEqual(['chargeIdleStarted', 'chargeIdleSoon', 'chargeEnded']);
});

test('the car leaving before the idle fee: nothing more is said of it', async () => {
  advanceToBeijing('14:00');
  seedSessionEnd();
  await subscribePush(DRIVER_A);
  backend.clock.advance(12 * MIN);
  const s = backend.db.chargingSessions.find((x) => x.orderNo === 'C39001')!;
  await fetch('http://localhost/__mock/charging/C39001/leave', { method: 'POST' });
  expect(s.leftAt).not.toBeNull();
  backend.clock.advance(60 * MIN);
  expect((await outbox(DRIVER_A)).map((o) => o.kind)).not.toContain('chargeIdleStarted');
});

test('quiet hours keep an ended charge back until 07:00 but not a fee warning; an opt-out holds', async () => {
  advanceToBeijing('23:00');
  seedSessionEnd();
  await subscribePush(DRIVER_A);
  await changeSettings(DRIVER_A, { kinds: { chargeIdleStarted: false } });
  backend.clock.advance(40 * MIN);
  expect((await outbox(DRIVER_A)).map((o) => o.kind)).toEqual(['chargeIdleSoon']);
  expect((await reminders(DRIVER_A)).map((r) => r.kind)).toEqual(['chargeIdleStarted', 'chargeIdleSoon', 'chargeEnded']);
  advanceToBeijing('07:01');
  const rows = await outbox(DRIVER_A);
  expect(rows.map((o) => o.kind)).toEqual(['chargeIdleSoon', 'chargeEnded']);
  expect(rows[1]!.sentTime).toMatch(/ 07:00:00$/);
});
