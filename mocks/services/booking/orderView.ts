import type { BookDueKind, BookOrder, BookOverstay, RefundTo } from '../../../src/api/booking/types';
import type { Db } from '../../db';
import type { BookOrderRecord } from '../../db/booking';
import { yuan } from '../charge/bills';
import { fmt, fmtOpt, MIN } from './beijing';
import { BOOK_PAY_TTL_MS, overstayChargeId } from './orderLife';
import { pendingPayOrderId } from './payRegistry';
import { noShowRuleText, overstayOf, ruleOf } from './rules';

const STATE_TEXT: Record<BookOrderRecord['state'], string> = { 0: '待支付', 1: '待入场', 2: '已入场', 3: '已完成', 4: '已取消', 5: '已过期' };

/** The overstay as the record shows it: frozen once the car left, still growing while it is there. */
function overstayView(db: Db, o: BookOrderRecord, now: number): BookOverstay | null {
  const rule = ruleOf(db, o.parkId);
  const until = o.state === 2 ? now : o.leftAt;
  if (until === null || (o.state !== 2 && !o.overstay)) return null;
  const { minutes, feeCents, rawMinutes } = overstayOf(rule, o, until);
  if (feeCents <= 0) return null;
  const paidAt = o.overstay?.paidAt ?? null;
  return {
    chargeId: overstayChargeId(o),
    minutes,
    feeCents: o.overstay?.feeCents ?? feeCents,
    final: o.state !== 2,
    paid: paidAt !== null,
    payTime: fmtOpt(paidAt),
    reason: `超出预约结束时间${rawMinutes}分钟，扣除${rule.overstayGraceMinutes}分钟宽限后计${minutes}分钟，按每${rule.overstayUnitMinutes}分钟${yuan(rule.overstayUnitCents)}元计费`,
  };
}

function refundToOf(o: BookOrderRecord): RefundTo | null {
  if (o.refundCents <= 0 || o.payChannel === null) return null;
  return o.payChannel === 6 ? 'balance' : 'original';
}

export function toOrderView(db: Db, o: BookOrderRecord, now: number): BookOrder {
  const park = db.parks.find((p) => p.parkId === o.parkId);
  const pkg = o.packageId ? db.bookPackages.find((k) => k.packageId === o.packageId) : undefined;
  const berth = db.berths.find((b) => b.berthId === o.berthId);
  const overstay = overstayView(db, o, now);
  const due: { cents: number; kind: BookDueKind | null; id: string | null } =
    o.state === 0 ? { cents: o.priceCents, kind: 'booking', id: o.bookOrderId }
      : overstay && overstay.final && !overstay.paid ? { cents: overstay.feeCents, kind: 'overstay', id: overstay.chargeId }
        : { cents: 0, kind: null, id: null };
  return {
    id: o.id,
    bookOrderId: o.bookOrderId,
    parkId: o.parkId,
    parkName: park?.parkName ?? '',
    parkAddr: park?.parkAddr ?? '',
    plateNo: o.plateNo,
    packageId: o.packageId,
    packageName: pkg?.packageName ?? '自选时长',
    berthId: o.berthId,
    berthNo: berth?.berthNo ?? '入场后分配',
    berthTypeName: db.berthTypes.find((t) => t.berthTypeId === berth?.berthTypeId)?.berthTypeName ?? '普通车位',
    state: o.state,
    stateText: STATE_TEXT[o.state],
    priceCents: o.priceCents,
    payCents: o.payCents,
    refundCents: o.refundCents,
    cancelFeeCents: o.cancelFeeCents,
    refundTo: refundToOf(o),
    startTime: fmt(o.startTime),
    endTime: fmt(o.endTime),
    durationMinutes: Math.round((o.endTime - o.startTime) / MIN),
    arriveDeadline: fmt(o.startTime + o.graceMinutes * MIN),
    noShowRuleText: noShowRuleText(o.graceMinutes),
    freeCancelUntil: fmt(o.startTime - o.freeCancelMinutes * MIN),
    bookingCode: o.bookingCode,
    createTime: fmt(o.createdAt),
    payDeadline: o.state === 0 ? fmt(o.createdAt + BOOK_PAY_TTL_MS) : null,
    payTime: fmtOpt(o.paidAt),
    arriveTime: fmtOpt(o.arrivedAt),
    leaveTime: fmtOpt(o.leftAt),
    cancelTime: fmtOpt(o.cancelledAt),
    reason: o.reason,
    overstay,
    dueCents: due.cents,
    dueKind: due.kind,
    pendingPayOrderId: due.id ? pendingPayOrderId(db, due.id, now) : null,
    lockId: db.locks.find((l) => l.berthId === o.berthId && o.berthId !== '')?.lockId ?? null,
  };
}
