import { DRIVER_A } from '@mocks/db/ids';
import { STANDARD_RULE } from '@mocks/db/parking';
import { issueTokenPair } from '@mocks/db/tokens';
import { backend } from '../../support/mockServer';
import { advanceToBeijing, outbox as outboxOf, reminders as remindersOf, subscribePush } from './support';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Only this bill's (the seed's parked cars warn too while the clock is moved to an hour of the day). */
const ours = <T extends { url: string }>(rows: T[]) => rows.filter((r) => r.url.includes('uniqueId=U29001'));
const outbox = async (driverId: string) => ours(await outboxOf(driverId));
const reminders = async (driverId: string) => ours(await remindersOf(driverId));

async function api(url: string, body: unknown) {
  const headers = { ClientType: '2', 'Content-Type': 'application/json', Authorization: issueTokenPair(backend.db, DRIVER_A, backend.clock.now()).token };
  const res = await fetch(`http://localhost${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string };
  if (json.code !== '200') throw new Error(`${json.code} ${json.msg}`);
}

/**
 * A's car 京A99001 (bound to A) enters 王府井 now, at the lot's rule (15 free minutes, 10 yuan a started hour) with a
 * cap of 30 yuan a day: free until 14:16 (the fee counts whole minutes: 15 minutes and some seconds are still free),
 * then 10, 20 from 15:01 and 30, the cap, from 16:01; the next 24 hours start over at 14:01 the next day.
 */
function parkCar() {
  const now = backend.clock.now();
  backend.db.plates.push({ plateId: 'PL9901', driverId: DRIVER_A, plateNo: '京A99001', plateColor: 1, isDefault: false, autoDeduct: false, boundAt: now - DAY });
  backend.db.parkOrders.push({
    uniqueId: 'U29001', parkId: 'P1001', plateNo: '京A99001', plateColor: 1, berthNo: 'B2-101', roadSide: false, inTime: now, outTime: null, state: 'parking',
    isBagCar: 0, rule: { ...STANDARD_RULE, dailyCapCents: 3000 }, totalCents: null, paidCents: 0, discountCents: 0, paidAt: null, payOrderId: null, payChannel: null,
  });
}

const at = (rows: { sentTime: string }[]) => rows.map((r) => r.sentTime.slice(11));

test('a car parked at 14:00: the free period ending, each rise and the daily cap, each once at its time, by push and in the message centre', async () => {
  advanceToBeijing('14:00');
  parkCar();
  await subscribePush(DRIVER_A);
  // One jump past all of it: each is still sent, as of its own time.
  backend.clock.advance(3 * HOUR);
  const rows = await outbox(DRIVER_A);
  expect(rows.map((o) => `${o.channel}:${o.kind}`)).toEqual(['webpush:parkFreeEnds', 'webpush:parkFeeRises', 'webpush:parkFeeRises', 'webpush:parkDailyCap']);
  expect(at(rows)).toEqual(['14:06:00', '14:51:00', '15:51:00', '16:01:00']);
  const [free, rise1, rise2, cap] = rows as [typeof rows[0], typeof rows[0], typeof rows[0], typeof rows[0]];
  expect(free.body).toBe('京A·99001 在王府井百货地下停车场免费停车至 14:16，还剩 10 分钟，之后收费 10.00元（15分钟内免费，每小时10.00元，每日封顶30.00元）');
  expect(free.url).toBe('/payPage?uniqueId=U29001&parkId=P1001');
  expect(JSON.parse(free.payload!)).toMatchObject({ title: '免费停车还剩 10 分钟', url: '/payPage?uniqueId=U29001&parkId=P1001' });
  expect(rise1.title).toBe('停车费 10 分钟后上涨');
  expect(rise1.body).toBe('京A·99001 在王府井百货地下停车场的停车费将于 15:01 由 10.00元 涨至 20.00元，此前缴费离场仍按 10.00元 计');
  expect(rise2.body).toMatch(/将于 16:01 由 20\.00元 涨至 30\.00元/);
  expect(cap.body).toMatch(/^京A·99001 在王府井百货地下停车场的停车费已达每日封顶 30\.00元，\d+月\d+日 14:01 前不再加收$/);
  expect(cap.url).toBe('/parkingRecordDetail?uniqueId=U29001&parkId=P1001');

  // Never twice, whatever is asked afterwards.
  backend.clock.advance(3 * HOUR);
  expect(await outbox(DRIVER_A)).toHaveLength(4);
  expect((await reminders(DRIVER_A)).map((r) => r.kind)).toEqual(['parkDailyCap', 'parkFeeRises', 'parkFeeRises', 'parkFreeEnds']);

  // The next 24 hours start over: 10 minutes before their first hour, one more warning.
  advanceToBeijing('14:00');
  const next = await outbox(DRIVER_A);
  expect(next.map((o) => o.kind)).toEqual(['parkFreeEnds', 'parkFeeRises', 'parkFeeRises', 'parkDailyCap', 'parkFeeRises']);
  expect(next[4]!.body).toMatch(/将于 14:01 由 30\.00元 涨至 40\.00元/);
  expect(at(next.slice(4))).toEqual(['13:51:00']);
});

test('paying the bill ends the warnings: nothing of the rises after it', async () => {
  advanceToBeijing('14:00');
  parkCar();
  await subscribePush(DRIVER_A);
  backend.clock.advance(20 * MIN);
  expect((await outbox(DRIVER_A)).map((o) => o.kind)).toEqual(['parkFreeEnds']);
  await api('/api/charge/v2/api/payCharges', { uniqueId: 'U29001', parkId: 'P1001', payChannel: 6 });
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U29001')!.state).toBe('paid');
  backend.clock.advance(5 * HOUR);
  expect((await outbox(DRIVER_A)).map((o) => o.kind)).toEqual(['parkFreeEnds']);
  expect((await reminders(DRIVER_A)).map((r) => r.kind)).toEqual(['parkFreeEnds']);
});

test('the car leaving within the free period: nothing at all', async () => {
  advanceToBeijing('14:00');
  parkCar();
  await subscribePush(DRIVER_A);
  backend.clock.advance(3 * MIN);
  await api('/api/charge/v2/api/driverActiveCarOut', { uniqueId: 'U29001', parkId: 'P1001' });
  backend.clock.advance(5 * HOUR);
  expect(await outbox(DRIVER_A)).toEqual([]);
  expect(await reminders(DRIVER_A)).toEqual([]);
});

test('a plate nobody has bound warns nobody', async () => {
  advanceToBeijing('14:00');
  parkCar();
  backend.db.plates = backend.db.plates.filter((p) => p.plateId !== 'PL9901');
  await subscribePush(DRIVER_A);
  backend.clock.advance(3 * HOUR);
  expect((await outboxOf()).filter((r) => r.url.includes('uniqueId=U29001'))).toEqual([]);
});

test('a car left all day without a cap: the first three rises of each 24 hours are warned, not every hour through the night', async () => {
  advanceToBeijing('14:00');
  parkCar();
  backend.db.parkOrders.find((o) => o.uniqueId === 'U29001')!.rule.dailyCapCents = 100_000;
  await subscribePush(DRIVER_A);
  backend.clock.advance(12 * HOUR);
  const rows = await outbox(DRIVER_A);
  expect(rows.map((o) => o.kind)).toEqual(['parkFreeEnds', 'parkFeeRises', 'parkFeeRises']);
  backend.clock.advance(DAY);
  expect((await outbox(DRIVER_A)).filter((o) => o.kind === 'parkFeeRises')).toHaveLength(5);
});
