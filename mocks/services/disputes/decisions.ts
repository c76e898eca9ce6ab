import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import { notPending, registerReviewable, type ReviewDecision } from '../../core/reviews';
import type { MockRouter } from '../../core/router';
import { feeForMinutes, formatPlate, parkInfo, payableFee, totalFee } from '../charge/bills';
import { noteOf, writableNote } from './notes';
import { isLeftAlready, leftAlreadyOpen, parkBillOf } from './openDisputes';

const MIN = 60_000;
const APPEAL_STATE_TEXT = { 1: '处理中', 2: '申诉成功', 3: '申诉驳回' } as const;

/** Upheld: what is still unpaid is waived (what was paid stays paid; the reply says so). */
function waiveUnpaid(bill: ParkOrderRecord, now: number) {
  const unpaid = payableFee(bill, now);
  if (bill.state !== 'arrears' || unpaid <= 0) return;
  Object.assign(bill, { discountCents: bill.discountCents + unpaid, state: 'paid', paidAt: now });
}

/**
 * 我已离场 upheld: the stay ends when the car left — the exit a receipt shows, else when the driver told us — and the
 * time before it is charged as the lot charges it; '未停车却有账单' (no stay at all) and a bill already closed are
 * waived.
 */
function endStay(db: Db, bill: ParkOrderRecord, requestNo: string, createdAt: number, noStay: boolean, now: number) {
  if (noStay || bill.state !== 'parking') {
    if (bill.state === 'parking') Object.assign(bill, { outTime: createdAt, totalCents: totalFee(bill, createdAt), state: 'arrears' });
    waiveUnpaid(bill, now);
    return;
  }
  const exits = (noteOf(db, requestNo)?.evidence ?? []).flatMap((e) => (e.item.receipt ? [parkBillOf(db, e.item.receipt.uniqueId)?.outTime ?? null] : []));
  const left = Math.min(createdAt, ...exits.filter((t): t is number => t !== null));
  const total = bill.isBagCar ? 0 : feeForMinutes(bill.rule, Math.floor((left - bill.inTime) / MIN));
  Object.assign(bill, { outTime: left, totalCents: total });
  bill.state = payableFee(bill, now) > 0 ? 'arrears' : 'paid';
}

/**
 * The operator's decisions on parking disputes through POST /__mock/reviews/{id}: a parking appeal (AP…) and a
 * 我已离场 request (SR…). Charging and idle-fee appeals are handled by the clock, as their domains already do.
 */
export function registerDisputeReviews(r: MockRouter) {
  registerReviewable(r, {
    prefix: 'AP',
    kind: 'parkingAppeal',
    settle(db, id, decision: ReviewDecision, reason, now) {
      const a = db.appeals.find((x) => x.appealId === id);
      if (!a) return null;
      if (a.state !== 1) notPending('该申诉', APPEAL_STATE_TEXT[a.state]);
      const bill = parkBillOf(db, a.uniqueId);
      const upheld = decision === 'approve';
      if (upheld && bill) waiveUnpaid(bill, now);
      Object.assign(a, { state: upheld ? 2 : 3, reply: upheld ? '经核实，申诉成立，该账单未缴部分已免除' : reason, repliedAt: now });
      return { id, kind: 'parkingAppeal', state: a.state, stateText: APPEAL_STATE_TEXT[a.state] };
    },
    pending: (db) => db.appeals.filter((a) => a.state === 1).map((a) => {
      const bill = parkBillOf(db, a.uniqueId);
      return { id: a.appealId, kind: 'parkingAppeal', driverId: a.driverId, summary: `${parkInfo(db, a.parkId).parkName} ${bill ? formatPlate(bill.plateNo) : ''} ${a.appealTypeText}`, submittedAt: a.createdAt };
    }),
  });

  registerReviewable(r, {
    prefix: 'SR',
    kind: 'leftAlready',
    settle(db, id, decision, reason, now) {
      const req = db.serviceRequests.find((x) => x.requestNo === id);
      const bill = req?.billId ? parkBillOf(db, req.billId) : undefined;
      if (!req || !bill || !isLeftAlready(db, req)) return null;
      if (!leftAlreadyOpen(db, req)) notPending('该离场申诉', '已结束');
      const upheld = decision === 'approve';
      if (upheld) endStay(db, bill, id, req.createdAt, req.category === '未停车却有账单', now);
      const reply = upheld ? '经核实，车辆确已离场，已按实际离场时间结束计费' : (reason ?? '');
      writableNote(db, id).decision = { upheld, reply, at: now };
      req.messages.push({ messageId: db.seq.next('SM'), from: 'service', text: reply, at: now });
      req.closedAt = now;
      return { id, kind: 'leftAlready', state: upheld ? 2 : 3, stateText: upheld ? '申诉成立' : '申诉未通过' };
    },
    pending: (db) => db.serviceRequests.filter((x) => isLeftAlready(db, x) && leftAlreadyOpen(db, x)).map((x) => ({
      id: x.requestNo, kind: 'leftAlready', driverId: x.driverId, summary: `我已离场 ${x.billId ?? ''} ${x.plateNo ?? ''}`.trim(), submittedAt: x.createdAt,
    })),
  });
}
