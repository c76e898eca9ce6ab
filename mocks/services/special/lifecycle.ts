import type { PayChannel } from '../../../src/lib/wire';
import type { BagRefundTo } from '../../../src/api/special/types';
import type { Db } from '../../db';
import { passCodeOf, type BagApplicationRecord, type BagOrderRecord, type BagPassRecord } from '../../db/periodPasses';
import { closePayOrder, expirePending, yuan } from '../charge/bills';
import { inFlightOrder, payOrderOf } from './records';
import { PAY_WITHIN_MS, returnStock, takeStock } from './rules';
import { addMonths, beijingDate, dayStart, parseDay } from './time';

/**
 * What happens to passes without a call of the driver's: a payment the provider settled (payCharges/sync,
 * POST /__mock/payments/{id} and the cashier know only the charge service's registry) becomes a pass or more
 * validity; an approval left unpaid lapses. Every read of the special service brings this up to the clock first.
 */

export const CHANNEL_TEXT: Record<PayChannel, string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

function validityNote(from: number, to: number): string {
  return `有效期${beijingDate(from)}至${beijingDate(to - 1)}`;
}

/** A new pass: from the chosen day, or from the day it was paid if that is later; N periods of its rule. */
function makePass(db: Db, a: BagApplicationRecord, o: BagOrderRecord, at: number): BagPassRecord {
  const rule = db.bagRules.find((r) => r.ruleId === o.ruleId);
  const months = (rule?.months ?? 1) * o.periods;
  const startTime = Math.max(parseDay(a.startDate) ?? dayStart(at), dayStart(at));
  const bagId = db.seq.next('BG');
  const pass: BagPassRecord = {
    bagId, driverId: a.driverId, plateNo: a.plates[0] ?? '', plates: [...a.plates], parkId: a.parkId, ruleId: o.ruleId, startTime,
    endTime: addMonths(startTime, months), applicationId: a.applicationId, passCode: passCodeOf(bagId), cancelledAt: null, plateChange: null,
  };
  db.bagPasses.push(pass);
  if (rule) takeStock(db, rule);
  return pass;
}

/** Money back for a booked payment: to the balance at once, else the provider's way. */
export function refund(db: Db, o: BagOrderRecord, now: number): BagRefundTo | null {
  if (o.refundedAt !== null || o.bookedAt === null || o.amountCents <= 0) return null;
  o.refundedAt = now;
  if (o.payChannel !== 6) return 'original';
  const driver = db.drivers.find((d) => d.driverId === o.driverId);
  if (driver) driver.balanceCents += o.amountCents;
  return 'balance';
}

function bookNew(db: Db, o: BagOrderRecord, at: number) {
  const a = db.bagApplications.find((x) => x.applicationId === o.applicationId);
  const paidNote = `${CHANNEL_TEXT[o.payChannel]} ${yuan(o.amountCents)}元`;
  o.bookedAt = at;
  if (!a || a.state !== 2) {
    // Paid after it was withdrawn or had lapsed: the money goes straight back.
    const to = refund(db, o, at);
    a?.timeline.push({ state: a.state, text: '已退款', at, note: `${paidNote}，申请已失效，${to === 'balance' ? '已退回账户余额' : '将原路退回'}` });
    return;
  }
  const pass = makePass(db, a, o, at);
  Object.assign(o, { bagId: pass.bagId, validFrom: pass.startTime, validTo: pass.endTime });
  a.state = 4;
  a.bagId = pass.bagId;
  a.timeline.push({ state: 4, text: '已支付', at, note: `${paidNote}，${validityNote(pass.startTime, pass.endTime)}` });
}

/** More periods continue from the old end; a pass that had lapsed (within the renewal window) restarts today. */
function bookRenewal(db: Db, o: BagOrderRecord, at: number) {
  const pass = db.bagPasses.find((p) => p.bagId === o.bagId);
  const rule = db.bagRules.find((r) => r.ruleId === o.ruleId);
  o.bookedAt = at;
  if (!pass || pass.cancelledAt !== null) {
    refund(db, o, at);
    return;
  }
  const lapsed = pass.endTime <= at;
  const from = lapsed ? dayStart(at) : pass.endTime;
  const to = addMonths(from, (rule?.months ?? 1) * o.periods);
  const a = db.bagApplications.find((x) => x.applicationId === pass.applicationId);
  if (a && lapsed) a.timeline.push({ state: 5, text: '已过期', at: pass.endTime, note: null });
  Object.assign(o, { validFrom: from, validTo: to });
  pass.endTime = to;
  pass.ruleId = o.ruleId;
  a?.timeline.push({ state: 4, text: '已续费', at, note: `${CHANNEL_TEXT[o.payChannel]} ${yuan(o.amountCents)}元，续费${o.periods}期，有效期延至${beijingDate(to - 1)}` });
}

/** Books a paid order once, at the time the money arrived. */
export function book(db: Db, o: BagOrderRecord, at: number) {
  if (o.bookedAt !== null) return;
  if (o.kind === 'new') bookNew(db, o, at);
  else bookRenewal(db, o, at);
}

function lapseUnpaid(db: Db, a: BagApplicationRecord, now: number) {
  if (a.state !== 2 || a.approvedAt === null || now < a.approvedAt + PAY_WITHIN_MS) return;
  // A payment still with the provider decides first.
  if (inFlightOrder(db, (o) => o.applicationId === a.applicationId)) return;
  a.state = 5;
  a.timeline.push({ state: 5, text: '已过期', at: a.approvedAt + PAY_WITHIN_MS, note: '超过支付期限未支付，申请已失效' });
}

export function bringUpToDate(db: Db, now: number) {
  expirePending(db, now);
  const open = db.bagOrders.filter((o) => o.bookedAt === null && o.closedAt === null);
  const paidFirst = open
    .map((o) => ({ o, pay: payOrderOf(db, o) }))
    .sort((x, y) => (x.pay?.settledAt ?? 0) - (y.pay?.settledAt ?? 0));
  for (const { o, pay } of paidFirst) {
    if (pay?.state === 'paid') book(db, o, pay.settledAt ?? now);
    else if (pay && (pay.state === 'failed' || pay.state === 'closed')) o.closedAt = pay.settledAt ?? now;
  }
  for (const a of db.bagApplications) lapseUnpaid(db, a, now);
}

/** Closes whatever third-party payment of these is still open, so it can no longer be paid. */
export function closeInFlight(db: Db, match: (o: BagOrderRecord) => boolean, now: number) {
  let open = inFlightOrder(db, match);
  while (open) {
    closePayOrder(db, open.pay, 'closed', now);
    open.order.closedAt = now;
    open = inFlightOrder(db, match);
  }
}

/**
 * A paid pass cancelled before its first day: every payment for it goes back, its space returns to the lot, and
 * its validity closes: endTime becomes the moment of cancelling (before startTime), so no domain that reads passes
 * (suit parks: start <= now < end; account deletion: end > now) counts it again.
 */
export function cancelPass(db: Db, pass: BagPassRecord, now: number): { refundCents: number; refundTo: BagRefundTo | null } {
  closeInFlight(db, (o) => o.bagId === pass.bagId, now);
  let refundCents = 0;
  let refundTo: BagRefundTo | null = null;
  for (const o of db.bagOrders) {
    if (o.bagId !== pass.bagId || o.bookedAt === null || o.refundedAt !== null) continue;
    const to = refund(db, o, now);
    if (to) {
      refundCents += o.amountCents;
      refundTo = refundTo ?? to;
    }
  }
  pass.cancelledAt = now;
  pass.endTime = now;
  const rule = db.bagRules.find((r) => r.ruleId === pass.ruleId);
  if (rule) returnStock(db, rule);
  return { refundCents, refundTo };
}

