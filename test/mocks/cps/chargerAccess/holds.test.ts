import { CHARGER_ACCESS_CODES } from '@/api/cps/chargerAccess.types';
import type { WalletMovement } from '@/api/driver/wallet.types';
import { wireTime } from '@mocks/core/wireTime';
import { backend } from '../../../support/mockServer';
import { as, balanceOf, gunOn, MIN, readyToCharge, remindersOf, signIn } from './kit';

/** A's wallet history as the wallet page reads it. */
async function movementsOfA(): Promise<WalletMovement[]> {
  const res = await fetch('http://localhost/api/driver/v2/api/wallet/movements?pageNo=1&pageSize=100', { headers: { ClientType: '2', Authorization: signIn('A').token } });
  return ((await res.json()) as { data: { results: WalletMovement[] } }).data.results;
}

const HOLD_AT_WANGFUJING = { stationId: 'S2001', gunType: 'fast' } as const;
/** A wire time back on the clock. */
const at = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}+08:00`);

test('a reserved gun: held for A for the fee from the balance, reserved to everyone else, and used by A\'s start, whose bill the fee is taken off', async () => {
  readyToCharge('A');
  readyToCharge('B', 5000);
  const before = await as('A').station('S2001');
  expect(before.holdRule).toEqual({ holdMinutes: 15, feeCents: 200 });
  expect(before.quickChargingInfo).toEqual({ leftNum: 4, totalNum: 10 });
  const balance = balanceOf('A');

  const hold = await as('A').reserve(HOLD_AT_WANGFUJING);
  expect(hold).toMatchObject({
    origin: 'reserve', stationName: '王府井百货充电站', pileCode: '200101', pileName: '1号直流桩', gunNo: 'A', gunName: 'A枪', gunType: 'fast',
    feeCents: 200, refundCents: null, state: 'held', usedBy: null, expiresAt: wireTime(at(hold.createdAt) + 15 * MIN),
  });
  expect(Math.abs(at(hold.createdAt) - backend.clock.now())).toBeLessThan(2000);
  expect(balanceOf('A')).toBe(balance - 200);
  expect((await movementsOfA())[0]).toMatchObject({ type: 'payment', amountCents: -200, title: '充电枪预约费 王府井百货充电站', orderNos: [hold.holdId] });
  // A second tap a moment later is refused, and nothing more is taken.
  await expect(as('A').reserve(HOLD_AT_WANGFUJING)).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.alreadyHolding });
  expect(balanceOf('A')).toBe(balance - 200);
  expect((await as('A').mine()).hold).toMatchObject({ holdId: hold.holdId, state: 'held' });

  // Everyone sees it reserved, and one gun fewer free, on the station page and on the map.
  const seenByB = await as('B').station('S2001');
  expect(seenByB.piles[0]?.guns[0]).toMatchObject({ gunNo: 'A', status: 'reserved', statusText: '已预约', statusAt: hold.createdAt });
  expect(seenByB.quickChargingInfo.leftNum).toBe(3);
  expect((await as('B').nearby()).results.find((x) => x.stationId === 'S2001')?.quickChargingInfo).toEqual({ leftNum: 3, totalNum: 10 });
  await expect(as('B').start({ pileCode: '200101', gunNo: 'A' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.heldByOther, msg: expect.stringMatching(/^该充电枪已被预约/) });

  backend.clock.advance(4 * MIN);
  const { orderNo } = await as('A').start({ pileCode: '200101', gunNo: 'A' });
  expect(backend.db.gunHolds.find((h) => h.holdId === hold.holdId)).toMatchObject({ state: 'used', usedBy: orderNo });
  expect((await as('A').mine()).hold).toBeNull();
  expect(await as('A').session(orderNo)).toMatchObject({ holdCreditCents: 200 });

  // Charged 20 minutes, then stopped: the bill less the fee already paid is what the balance pays.
  backend.clock.advance(20 * MIN);
  await as('A').stop(orderNo);
  backend.clock.advance(10_000);
  const done = await as('A').session(orderNo);
  expect(done).toMatchObject({ state: 'finished', orderState: 3, holdCreditCents: 200 });
  expect(done.feeCents).toBeGreaterThan(200);
  expect(balanceOf('A')).toBe(balance - 200 - (done.feeCents - 200));
  const bill = await (await fetch(`http://localhost/api/cps/v2/api/chargingBills/${orderNo}`, { headers: { ClientType: '2', Authorization: signIn('A').token } })).json();
  expect(bill.data).toMatchObject({ feeCents: done.feeCents, couponCents: 0, holdCreditCents: 200, dueCents: 0, paidCents: done.feeCents - 200 });
  expect((await movementsOfA()).find((m) => m.orderNos.includes(orderNo))).toMatchObject({ amountCents: -(done.feeCents - 200) });
});

test('a hold that runs out: A is warned 5 minutes before; then the gun is free again and the fee is kept', async () => {
  readyToCharge('A');
  await as('A').station('S2003');
  const balance = balanceOf('A');
  const hold = await as('A').reserve({ stationId: 'S2003', gunType: 'fast' });
  expect(hold).toMatchObject({ pileCode: '200301', gunNo: 'A' });

  backend.clock.advance(11 * MIN);
  const warning = (await remindersOf('A')).find((r) => r.kind === 'chargeHoldEnding');
  expect(warning).toMatchObject({
    title: '预约的充电枪 5 分钟后过期', url: '/chargeStationDetail?stationId=S2003',
    body: `国家大剧院星星充电站 1号直流桩A枪 保留至 ${hold.expiresAt.slice(11, 16)}，请在此之前开始充电；过期后预约费 2.00元 不予退还`,
  });
  expect(warning?.sentTime).toBe(wireTime(at(hold.expiresAt) - 5 * MIN));

  backend.clock.advance(5 * MIN);
  expect((await gunOn('S2003', '200301', 'A'))?.status).toBe('free');
  expect((await as('A').mine()).hold).toBeNull();
  expect(backend.db.gunHolds.find((h) => h.holdId === hold.holdId)).toMatchObject({ state: 'lapsed', refundCents: null });
  await expect(as('A').cancel(hold.holdId)).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.notLive });
  expect(balanceOf('A')).toBe(balance - 200);
  // It does not just vanish: A is told it ran out and the fee was kept, for half an hour or until A holds another.
  expect(await as('A').mine()).toMatchObject({ hold: null, lapsedHold: { holdId: hold.holdId, state: 'lapsed', feeCents: 200 } });
  // Held no more: A may hold another.
  await expect(as('A').reserve({ stationId: 'S2003', gunType: 'fast' })).resolves.toMatchObject({ state: 'held' });
  expect((await as('A').mine()).lapsedHold).toBeNull();
});

test('a lapsed hold is told for 30 minutes after its end, then no more; a cancelled one is not told at all', async () => {
  readyToCharge('A');
  const hold = await as('A').reserve(HOLD_AT_WANGFUJING);
  backend.clock.advance(15 * MIN + 29 * MIN);
  expect((await as('A').mine()).lapsedHold).toMatchObject({ holdId: hold.holdId });
  backend.clock.advance(2 * MIN);
  expect((await as('A').mine()).lapsedHold).toBeNull();
  const again = await as('A').reserve(HOLD_AT_WANGFUJING);
  await as('A').cancel(again.holdId);
  expect(await as('A').mine()).toMatchObject({ hold: null, lapsedHold: null, passedPlace: null });
});

test('cancelling before the end refunds the fee to the balance and frees the gun; no warning follows; a second tap changes nothing', async () => {
  readyToCharge('A');
  await as('A').station('S2005');
  const balance = balanceOf('A');
  const hold = await as('A').reserve({ stationId: 'S2005', gunType: 'fast', pileCode: '200502', gunNo: 'B' });
  expect(hold).toMatchObject({ pileCode: '200502', gunNo: 'B' });
  backend.clock.advance(2 * MIN);
  const cancelled = await as('A').cancel(hold.holdId);
  expect(cancelled).toMatchObject({ state: 'cancelled', stateText: '已取消', refundCents: 200 });
  expect(balanceOf('A')).toBe(balance);
  expect(await as('A').cancel(hold.holdId)).toMatchObject({ state: 'cancelled', refundCents: 200 });
  expect(balanceOf('A')).toBe(balance);
  expect((await gunOn('S2005', '200502', 'B'))?.status).toBe('free');
  expect((await movementsOfA()).filter((m) => m.orderNos.includes(hold.holdId)).map((m) => [m.type, m.amountCents, m.title]))
    .toEqual([['refund', 200, '取消预约退款 西单大悦城蔚来超充站'], ['payment', -200, '充电枪预约费 西单大悦城蔚来超充站']]);
  backend.clock.advance(20 * MIN);
  expect((await remindersOf('A')).filter((r) => r.kind === 'chargeHoldEnding')).toEqual([]);
});

test('refusals: a station without booking, no free gun of the kind, a short balance, one hold at a time, and another free gun of the kind uses the hold', async () => {
  readyToCharge('A');
  readyToCharge('B');
  const noBooking = await as('A').station('S2002');
  expect(noBooking).toMatchObject({ supportBook: 0, holdRule: null });
  await expect(as('A').reserve({ stationId: 'S2002', gunType: 'fast' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.noBooking });
  // 国家大剧院's only slow pile stopped reporting: its guns read free, but nobody can be sure of them.
  await expect(as('A').reserve({ stationId: 'S2003', gunType: 'slow' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.noFreeGun });
  await expect(as('A').reserve({ stationId: 'S2001', gunType: 'fast', pileCode: '200105', gunNo: 'A' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.noFreeGun });
  await expect(as('B').reserve(HOLD_AT_WANGFUJING)).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.balanceShort, msg: '预约需支付2.00元，账户余额不足，请先充值' });
  expect(backend.db.gunHolds).toEqual([]);

  const hold = await as('A').reserve({ ...HOLD_AT_WANGFUJING, pileCode: '200102' });
  await expect(as('A').reserve({ stationId: 'S2003', gunType: 'fast' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.alreadyHolding });
  await expect(as('A').join({ stationId: 'S2004', gunType: 'fast' })).rejects.toMatchObject({ code: CHARGER_ACCESS_CODES.alreadyHolding });
  // Started at the other free gun of the pile: the hold is used all the same, and its gun is free for others.
  const { orderNo } = await as('A').start({ pileCode: '200101', gunNo: 'B' });
  expect(backend.db.gunHolds.find((h) => h.holdId === hold.holdId)).toMatchObject({ state: 'used', usedBy: orderNo, pileCode: '200102', gunNo: 'A' });
  expect((await gunOn('S2001', '200102', 'A'))?.status).toBe('free');
  expect((await as('A').session(orderNo)).holdCreditCents).toBe(200);
});
