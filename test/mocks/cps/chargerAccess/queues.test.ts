import { CHARGER_ACCESS_CODES } from '@/api/cps/chargerAccess.types';
import { wireTime } from '@mocks/core/wireTime';
import { backend } from '../../../support/mockServer';
import { stationControl } from '../../../support/chargerAccess';
import { as, gunOn, MIN, readyToCharge, remindersOf } from './kit';
import { DRIVER_B } from '@mocks/db/ids';
import { advanceToBeijing, outbox, subscribePush } from '../../reminders/support';

/** 崇文门 (S2004): six fast guns, every one taken by another driver at the seed. */
const FULL = { stationId: 'S2004', gunType: 'fast' } as const;

/** When the other drivers' sessions at 崇文门 end, soonest first. */
const endsAtFull = () => backend.db.othersSessions.filter((o) => o.stationId === 'S2004').map((o) => o.endsAt).sort((a, b) => a - b);
const minutesUntil = (t: number) => Math.ceil((t - backend.clock.now()) / MIN);

test('a full station\'s line: B joins first and the customer second, each with a place and a wait from the sessions on the guns; everyone sees the line', async () => {
  const station = await as('A').station('S2004');
  expect(station.quickChargingInfo).toEqual({ leftNum: 0, totalNum: 6 });
  expect(station.queues).toEqual({ fast: 0, slow: 0 });
  const ends = endsAtFull();
  expect(ends).toHaveLength(6);

  const b = await as('B').join(FULL);
  expect(b).toMatchObject({ stationName: '崇文门国家电网充电站', gunType: 'fast', state: 'waiting', stateText: '排队中', position: 1, offer: null });
  expect(b.estimatedWaitMinutes).toBe(minutesUntil(ends[0]!));
  const c = await as('customer').join(FULL);
  expect(c).toMatchObject({ position: 2, estimatedWaitMinutes: minutesUntil(ends[1]!) });
  expect(c.estimatedWaitMinutes).toBeGreaterThan(b.estimatedWaitMinutes!);
  expect((await as('A').station('S2004')).queues).toEqual({ fast: 2, slow: 0 });
  expect((await as('B').mine())).toMatchObject({ hold: null, queue: { queueId: b.queueId, position: 1 } });

  // One place at a time; no line where a gun of the kind is free.
  await expect(as('B').join(FULL)).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.alreadyHolding });
  await expect(as('A').join({ stationId: 'S2001', gunType: 'fast' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.gunFree });
});

test('a gun freed goes to the first in line, held 5 minutes with a reminder; not used, it passes to the next; leaving is one call', async () => {
  // Out of quiet hours, so the turn is pushed at once.
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_B);
  const b = await as('B').join(FULL);
  const c = await as('customer').join(FULL);
  const freed = await stationControl.freeGun('S2004', 'fast');
  expect(freed.offeredTo).toBe(b.queueId);

  const offered = (await as('B').mine()).queue!;
  expect(offered).toMatchObject({ state: 'offered', stateText: '已为您保留充电枪', position: 0, estimatedWaitMinutes: 0 });
  expect(offered.offer).toMatchObject({ origin: 'queue', feeCents: 0, state: 'held', pileCode: freed.pileCode, gunNo: freed.gunNo, stationId: 'S2004' });
  const held = offered.offer!;
  expect(Date.parse(`${held.expiresAt.replace(' ', 'T')}+08:00`) - Date.parse(`${held.createdAt.replace(' ', 'T')}+08:00`)).toBe(5 * MIN);
  expect(await gunOn('S2004', freed.pileCode, freed.gunNo)).toMatchObject({ status: 'reserved', statusAt: held.createdAt });
  expect((await as('customer').mine()).queue).toMatchObject({ state: 'waiting', position: 1 });
  expect((await as('A').station('S2004')).queues.fast).toBe(2);
  const turn = (await remindersOf('B')).find((r) => r.kind === 'chargeQueueTurn');
  expect(turn).toMatchObject({
    title: '排队轮到您了', url: '/chargeStationDetail?stationId=S2004', sentTime: held.createdAt,
    body: `崇文门国家电网充电站 ${held.pileName}${held.gunNo}枪 已为您保留至 ${held.expiresAt.slice(11, 16)}，请在此之前扫码开始充电，过时将顺延给下一位`,
  });
  expect((await outbox(DRIVER_B)).map((o) => [o.channel, o.kind, o.title])).toEqual([
    ['webpush', 'chargeQueueTurn', '排队轮到您了'], ['webpush', 'chargeHoldEnding', '为您保留的充电枪 5 分钟后过期'],
  ]);
  // Somebody else starting there is refused.
  readyToCharge('A');
  await expect(as('A').start({ pileCode: freed.pileCode, gunNo: freed.gunNo })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.heldByOther });

  backend.clock.advance(5 * MIN + 1000);
  // Out of the line, and told why: the gun held for B passed to the next.
  expect(await as('B').mine()).toMatchObject({ queue: null, passedPlace: { queueId: b.queueId, state: 'passed', offer: { pileCode: freed.pileCode, gunNo: freed.gunNo } } });
  expect(backend.db.stationQueues.find((q) => q.queueId === b.queueId)).toMatchObject({ state: 'passed' });
  const next = (await as('customer').mine()).queue!;
  expect(next).toMatchObject({ queueId: c.queueId, state: 'offered', offer: { pileCode: freed.pileCode, gunNo: freed.gunNo, expiresAt: wireTime(Date.parse(`${held.expiresAt.replace(' ', 'T')}+08:00`) + 5 * MIN) } });
  expect((await remindersOf('customer')).map((r) => r.kind)).toEqual(expect.arrayContaining(['chargeQueueTurn', 'chargeHoldEnding']));

  const left = await as('customer').leave(c.queueId);
  expect(left).toMatchObject({ state: 'left', stateText: '已退出排队', position: 0, offer: null });
  expect(await as('customer').leave(c.queueId)).toMatchObject({ state: 'left' });
  // With nobody left in line the gun is free.
  expect(await gunOn('S2004', freed.pileCode, freed.gunNo)).toMatchObject({ status: 'free' });
  expect((await as('A').station('S2004'))).toMatchObject({ queues: { fast: 0, slow: 0 }, quickChargingInfo: { leftNum: 1, totalNum: 6 } });
});

test("A's session ending gives its gun to B, first in line; B's start at it uses the offer", async () => {
  readyToCharge('A');
  readyToCharge('B', 5000);
  const freed = await stationControl.freeGun('S2004', 'fast');
  expect(freed.offeredTo).toBeNull();
  const { orderNo } = await as('A').start({ pileCode: freed.pileCode, gunNo: freed.gunNo });
  const b = await as('B').join(FULL);
  expect(b.position).toBe(1);

  backend.clock.advance(15 * MIN);
  await as('A').stop(orderNo);
  backend.clock.advance(10_000);
  expect((await as('A').session(orderNo)).state).toBe('finished');
  const offered = (await as('B').mine()).queue!;
  expect(offered).toMatchObject({ state: 'offered', offer: { pileCode: freed.pileCode, gunNo: freed.gunNo } });

  const started = await as('B').start({ pileCode: freed.pileCode, gunNo: freed.gunNo });
  expect(backend.db.gunHolds.find((h) => h.holdId === offered.offer!.holdId)).toMatchObject({ state: 'used', usedBy: started.orderNo });
  expect(backend.db.stationQueues.find((q) => q.queueId === b.queueId)).toMatchObject({ state: 'used' });
  expect(await as('B').session(started.orderNo)).toMatchObject({ holdCreditCents: 0 });
  expect((await as('B').mine())).toMatchObject({ hold: null, queue: null });
});

test('the clock alone moves the line on: when the first car at 崇文门 is full, its gun is offered to B', async () => {
  await as('A').station('S2004');
  const first = backend.db.othersSessions.filter((o) => o.stationId === 'S2004').sort((a, b) => a.endsAt - b.endsAt)[0]!;
  const b = await as('B').join(FULL);
  backend.clock.advance(first.endsAt - backend.clock.now() - 30_000);
  expect((await as('B').mine()).queue).toMatchObject({ state: 'waiting', position: 1, estimatedWaitMinutes: 1 });
  backend.clock.advance(60_000);
  expect((await as('B').mine()).queue).toMatchObject({ queueId: b.queueId, state: 'offered', offer: { pileCode: first.pileCode, gunNo: first.gunNo, createdAt: wireTime(first.endsAt) } });
});

test('without a line a busy station stays busy: each car that leaves is followed by the next', async () => {
  const before = await as('A').station('S2002');
  backend.clock.advance(5 * 60 * MIN);
  const after = await as('A').station('S2002');
  expect(after.quickChargingInfo).toEqual(before.quickChargingInfo);
  expect((await as('A').station('S2004')).quickChargingInfo).toEqual({ leftNum: 0, totalNum: 6 });
  expect(backend.db.othersSessions.filter((o) => o.stationId === 'S2004').every((o) => o.generation > 0)).toBe(true);
});

test('the control calls: a turn needs somebody waiting; leaving while waiting frees nothing', async () => {
  await expect(stationControl.queueTurn('S2004', 'fast')).rejects.toMatchObject({ code: '409' });
  const b = await as('B').join(FULL);
  expect(await as('B').leave(b.queueId)).toMatchObject({ state: 'left' });
  await expect(stationControl.queueTurn('S2004', 'fast')).rejects.toMatchObject({ code: '409' });
  const c = await as('customer').join(FULL);
  const turn = await stationControl.queueTurn('S2004', 'fast');
  expect(turn.offeredTo).toBe(c.queueId);
  await expect(as('B').leave(b.queueId)).resolves.toMatchObject({ state: 'left' });
  await expect(as('customer').join({ stationId: 'S2002', gunType: 'fast' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.alreadyHolding });
  await expect(as('A').join({ stationId: 'S2006', gunType: 'fast' })).rejects.toMatchObject({ code: '0xd07010001', msg: '北海公园公交场站充电站设备维护中，暂不能排队' });
});
