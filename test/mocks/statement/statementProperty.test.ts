import fc from 'fast-check';
import type { Statement } from '@/api/driver/statement.types';
import { DRIVER_A } from '@mocks/db/ids';
import type { Db } from '@mocks/db';
import { backend } from '../../support/mockServer';
import { beijingDay, call, statement } from './call';

/**
 * The statement held to the server: for random sequences of driver A's real calls on the mock (pay a parking bill
 * from the balance or by WeChat, top up, withdraw, reserve and cancel a gun hold, let time pass), what the statement's
 * totals moved by is what the server's own tables say moved, and its balance total moves with A's balance.
 * A failure prints fast-check's seed and the shrunk steps; STATEMENT_SEED=<n> replays a seed.
 */

type Step =
  | { op: 'payBalance'; minutes: number }
  | { op: 'payWechat'; minutes: number }
  | { op: 'topUp'; cents: number }
  | { op: 'withdraw'; cents: number }
  | { op: 'reserveHold' }
  | { op: 'cancelHold' }
  | { op: 'advance'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constantFrom('payBalance' as const, 'payWechat' as const), minutes: fc.integer({ min: 20, max: 600 }) }),
  fc.record({ op: fc.constant('topUp' as const), cents: fc.integer({ min: 1, max: 500 }).map((n) => n * 100) }),
  fc.record({ op: fc.constant('withdraw' as const), cents: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ op: fc.constantFrom('reserveHold' as const, 'cancelHold' as const) }),
  fc.record({ op: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 180 }) }),
);

const db = (): Db => backend.db;
const balance = () => db().drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
const settle = (payOrderId: string) => call('POST', `/__mock/payments/${payOrderId}`, { state: 'paid' });

/** A car of A's left a lot just now owing its fee (what the lot's system records): a bill to pay. */
function newArrearsBill(minutes: number): { uniqueId: string; parkId: string } {
  const now = backend.clock.now();
  const model = db().parkOrders.find((b) => b.uniqueId === 'U20005')!;
  const uniqueId = `UT${db().seq.next('')}`;
  db().parkOrders.push({
    ...model, uniqueId, plateNo: '京A12345', inTime: now - minutes * 60_000, outTime: now - 60_000, state: 'arrears', isBagCar: 0, totalCents: null,
    paidCents: 0, discountCents: 0, paidAt: null, payOrderId: null, payChannel: null,
  });
  return { uniqueId, parkId: model.parkId };
}

async function run(s: Step): Promise<void> {
  if (s.op === 'payBalance' || s.op === 'payWechat') {
    const bill = newArrearsBill(s.minutes);
    const res = await call<{ payOrderId: string }>('POST', '/charge/v2/api/payCharges', { ...bill, payChannel: s.op === 'payBalance' ? 6 : 3, confirmCovered: true });
    if (res.data && s.op === 'payWechat') await settle(res.data.payOrderId);
  } else if (s.op === 'topUp') {
    const res = await call<{ payOrderId: string }>('POST', '/driver/v2/api/wallet/topUps', { amountCents: s.cents, payChannel: 3 });
    if (res.data) await settle(res.data.payOrderId);
  } else if (s.op === 'withdraw') {
    await call('POST', '/driver/v2/api/wallet/withdrawals', { amountCents: s.cents, verifyCode: '123456' });
  } else if (s.op === 'reserveHold') {
    await call('POST', '/cps/v2/api/gunHolds', { stationId: 'S2001', gunType: 'fast' });
  } else if (s.op === 'cancelHold') {
    const live = db().gunHolds.find((h) => h.driverId === DRIVER_A && h.state === 'held');
    if (live) await call('POST', `/cps/v2/api/gunHolds/${live.holdId}/cancel`);
  } else {
    backend.clock.advance(s.minutes * 60_000);
  }
}

const ITEMS_OF_THEIR_OWN = (id: string) => db().walletTopUps.some((t) => t.topUpNo === id) || db().chargingPrepays.some((p) => p.prepayId === id);

/**
 * What moved A's money since `t0`, read straight from the tables (not through the statement's code): paid pay
 * orders, credited top-ups and their gifts, withdrawals and their returns, gun holds and their refunds, and what a
 * session or an idle fee took from the balance by itself.
 */
function movedSince(t0: number): { inCents: number; outCents: number } {
  const t = db();
  const amounts: number[] = [];
  const paidBy = (id: string) => t.payOrders.some((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === id));
  for (const p of t.payOrders) {
    if (p.driverId !== DRIVER_A || p.state !== 'paid' || (p.settledAt ?? 0) < t0 || p.items.some((i) => ITEMS_OF_THEIR_OWN(i.uniqueId))) continue;
    amounts.push(-p.amountCents);
  }
  for (const x of t.walletTopUps) if (x.driverId === DRIVER_A && x.credited && (x.paidAt ?? 0) >= t0) amounts.push(x.amountCents);
  for (const g of t.walletGifts) if (g.driverId === DRIVER_A && g.createdAt >= t0) amounts.push(g.amountCents);
  for (const w of t.walletWithdrawals) {
    if (w.driverId !== DRIVER_A || w.createdAt < t0) continue;
    amounts.push(-w.amountCents);
    if (w.returned) amounts.push(w.amountCents);
  }
  for (const h of t.gunHolds) {
    if (h.driverId !== DRIVER_A || h.createdAt < t0) continue;
    amounts.push(-h.feeCents);
    if (h.refundCents) amounts.push(h.refundCents);
  }
  for (const o of t.chargingOrders) {
    const session = t.chargingSessions.find((x) => x.orderNo === o.orderNo);
    const credit = t.gunHolds.find((h) => h.usedBy === o.orderNo)?.feeCents ?? 0;
    const net = o.feeCents - o.couponCents - credit;
    if (o.driverId === DRIVER_A && o.paidAt !== null && o.paidAt >= t0 && session?.payMode === 'balance' && net > 0 && !paidBy(o.orderNo)) amounts.push(-net);
  }
  for (const f of t.occupyOrders) if (f.driverId === DRIVER_A && f.paidAt !== null && f.paidAt >= t0 && f.feeCents > 0 && !paidBy(f.occupyOrderNo)) amounts.push(-f.feeCents);
  return {
    inCents: amounts.filter((a) => a > 0).reduce((s, a) => s + a, 0),
    outCents: amounts.filter((a) => a < 0).reduce((s, a) => s - a, 0),
  };
}

const seed = Number(process.env.STATEMENT_SEED ?? 20291129);

test('random sequences of payments, top-ups, withdrawals and holds: the statement moves as the server does', async () => {
  // The runs must have moved money each way, or the property would hold of nothing.
  const seen = { in: 0, out: 0, refunds: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      backend.reset();
      const t0 = backend.clock.now();
      // A fixed range around the run: the seed's history and every step (at most 30 hours ahead) fall in it.
      const range = { from: beijingDay(-300, t0), to: beijingDay(5, t0) };
      const before: Statement = await statement(range);
      const balance0 = balance();
      expect(before.totals.balanceNetCents).toBe(balance0);
      for (const s of steps) {
        await run(s);
        // At every step the statement's balance total is A's balance: the seed's history adds up to it.
        expect((await statement(range)).totals.balanceNetCents).toBe(balance());
      }
      const after = await statement(range);
      const moved = movedSince(t0);
      seen.in += moved.inCents;
      seen.out += moved.outCents;
      seen.refunds += after.lines.filter((l) => l.kind === 'refund' && l.time >= before.serverTime).length;
      expect({ inCents: after.totals.inCents - before.totals.inCents, outCents: after.totals.outCents - before.totals.outCents }).toEqual(moved);
      expect(after.totals.netCents - before.totals.netCents).toBe(moved.inCents - moved.outCents);
      expect(after.totals.balanceNetCents - before.totals.balanceNetCents).toBe(balance() - balance0);
    }),
    { numRuns: 50, seed, verbose: true },
  );
  expect(seen.in).toBeGreaterThan(0);
  expect(seen.out).toBeGreaterThan(0);
  expect(seen.refunds).toBeGreaterThan(0);
}, 120_000);
