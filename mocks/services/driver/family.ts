import type { FamilyPayment } from '../../../src/api/driver/family.types';
import { FAMILY_CODES, MAX_MONTHLY_CAP_CENTS } from '../../../src/api/driver/family.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, phone, str, type Input } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { FamilyPaymentRecord, FamilyShareRecord } from '../../db/family';
import type { PayOrderRecord } from '../../db/parking';
import { command } from '../booking/lockModel';
import { payableFee, pendingOrderFor, yuan } from '../charge/bills';
import { PAY_CODES, refuseChangedAmount, settlePaid } from '../charge/payments';
import { isUnderDispute } from '../disputes/openDisputes';
import {
  bringFamilyUpToDate, leftThisMonth, liveBookingsOf, lockOfBooking, lockRefusal, memberShare, plateOfCharge, shareFor, toFamilyLock, toShare,
  unpaidChargeOf, usedThisMonth, viewOf,
} from './familyModel';

/**
 * Family sharing (家人共享): invitations by phone, accepting or declining in the member's own account, ending at once,
 * the member's view, 代付 from the member's balance within the month's cap, and the lock of the sharer's booking.
 */

function bool(input: Input, key: string, label: string): boolean {
  const v = input[key];
  if (typeof v !== 'boolean') badRequest(`${label}格式错误`);
  return v;
}

function plateList(input: Input): string[] {
  const v = input.plateNos;
  if (!Array.isArray(v) || v.length === 0) badRequest('请选择共享的车辆');
  if (v.some((p) => typeof p !== 'string' || p.trim() === '')) badRequest('车牌号格式不正确');
  return [...new Set((v as string[]).map((p) => p.trim().toUpperCase()))];
}

function invite(ctx: MockContext) {
  const { db, req } = ctx;
  const sharer = ctx.requireDriver();
  const now = ctx.now();
  const tel = phone(req.input);
  const plateNos = plateList(req.input);
  const canPay = bool(req.input, 'canPay', '允许代付');
  const canLock = bool(req.input, 'canLock', '允许操作车位锁');
  const cap = canPay ? req.input.monthlyCapCents : 0;
  if (canPay && (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 100 || cap > MAX_MONTHLY_CAP_CENTS || cap % 100 !== 0)) {
    badRequest(`每月代付上限应为1至${MAX_MONTHLY_CAP_CENTS / 100}元的整数`);
  }
  if (tel === sharer.phone) throw new MockFail(FAMILY_CODES.self, '不能共享给自己');
  const member = db.drivers.find((d) => d.phone === tel && !d.deleted);
  if (!member) throw new MockFail(FAMILY_CODES.noAccount, '该手机号尚未注册，请家人先注册后再邀请');
  const mine = new Set(db.plates.filter((p) => p.driverId === sharer.driverId).map((p) => p.plateNo));
  const foreign = plateNos.find((p) => !mine.has(p));
  if (foreign) throw new MockFail(FAMILY_CODES.notYourPlate, `${foreign}不是您绑定的车辆，只能共享自己的车辆`);
  const open = db.familyShares.filter((s) => s.sharerId === sharer.driverId && s.memberId === member.driverId && (s.state === 'pending' || s.state === 'accepted'));
  const twice = plateNos.find((p) => open.some((s) => s.plateNos.includes(p)));
  if (twice) throw new MockFail(FAMILY_CODES.duplicate, `已向该家人共享过${twice}`);
  const record: FamilyShareRecord = {
    shareId: db.seq.next('FS'), sharerId: sharer.driverId, memberId: member.driverId, plateNos, canPay, monthlyCapCents: canPay ? (cap as number) : 0,
    canLock, state: 'pending', createdAt: now, acceptedAt: null, endedAt: null, endedBy: null,
  };
  db.familyShares.push(record);
  return toShare(db, record, now);
}

function answer(ctx: MockContext, accept: boolean) {
  const { db } = ctx;
  const me = ctx.requireDriver();
  const now = ctx.now();
  const { share, role } = shareFor(db, ctx.req.params.shareId ?? '', me.driverId);
  if (role !== 'member') notFound('该共享不存在');
  if (share.state !== 'pending') badRequest('该共享已接受');
  if (accept) Object.assign(share, { state: 'accepted', acceptedAt: now });
  else Object.assign(share, { state: 'declined', endedAt: now, endedBy: 'member' });
  return toShare(db, share, now);
}

function paymentView(db: Db, p: FamilyPaymentRecord, share: FamilyShareRecord, now: number): FamilyPayment {
  const member = db.drivers.find((d) => d.driverId === p.memberId);
  return {
    paymentId: p.paymentId, billId: p.billId, amountCents: p.amountCents, balanceCents: member?.balanceCents ?? 0,
    usedThisMonthCents: usedThisMonth(db, share.shareId, now), leftThisMonthCents: leftThisMonth(db, share, now), paidAt: wireTime(p.at),
  };
}

const alreadyPaid = (): never => {
  throw new MockFail(FAMILY_CODES.alreadyPaid, '该账单已支付，无需重复支付');
};

/** The bill the member asks to pay, checked: one of the share's plates, unpaid, payable now; and what it asks. */
function billToPay(ctx: MockContext, share: FamilyShareRecord, kind: 'parking' | 'charging', billId: string, now: number): { plateNo: string; fee: number; paidBefore: number } {
  const { db } = ctx;
  if (pendingOrderFor(db, billId, now)) throw new MockFail(FAMILY_CODES.notPayable, '该账单正在支付中，请稍后刷新查看');
  if (kind === 'parking') {
    const bill = db.parkOrders.find((b) => b.uniqueId === billId && share.plateNos.includes(b.plateNo));
    if (!bill) notFound('该账单不属于共享的车辆');
    if (bill.state === 'paid') alreadyPaid();
    const fee = payableFee(bill, now);
    if (fee <= 0) throw new MockFail(FAMILY_CODES.notPayable, '该账单当前无需支付');
    const owed = db.parkOrders.some((b) => b.plateNo === bill.plateNo && b.uniqueId !== bill.uniqueId && b.state === 'arrears' && payableFee(b, now) > 0);
    if (bill.state === 'parking' && owed) throw new MockFail(FAMILY_CODES.arrearsFirst, '该车辆有欠费，请先代付欠费');
    return { plateNo: bill.plateNo, fee, paidBefore: bill.paidCents + bill.discountCents };
  }
  const order = db.chargingOrders.find((o) => o.orderNo === billId && o.driverId === share.sharerId);
  const plateNo = order ? plateOfCharge(db, order) : null;
  if (!order || !plateNo || !share.plateNos.includes(plateNo)) notFound('该账单不属于共享的车辆');
  if (order.orderState === 3) alreadyPaid();
  if (order.orderState === 1) throw new MockFail(FAMILY_CODES.notPayable, '该订单正在充电中，结束后方可代付');
  if (isUnderDispute(db, 'charging', order.orderNo, now)) throw new MockFail(FAMILY_CODES.notPayable, '该账单正在申诉处理中，暂不能代付');
  const fee = unpaidChargeOf(db, order, now);
  if (fee <= 0) throw new MockFail(FAMILY_CODES.notPayable, '该账单当前无需支付');
  return { plateNo, fee, paidBefore: 0 };
}

function pay(ctx: MockContext): FamilyPayment {
  const { db, req } = ctx;
  const member = ctx.requireDriver();
  const now = ctx.now();
  bringFamilyUpToDate(db, now);
  const share = memberShare(db, req.params.shareId ?? '', member.driverId);
  if (!share.canPay) throw new MockFail(FAMILY_CODES.notAllowed, '该共享未开通代付');
  const kind = oneOf(req.input, 'kind', '账单类型', ['parking', 'charging'] as const);
  const billId = str(req.input, 'billId', '账单编号');
  const requestId = str(req.input, 'requestId', '请求编号');
  // The same request again (a double tap, a retry after a lost answer) answers the payment it made.
  const made = db.familyPayments.find((p) => p.memberId === member.driverId && p.requestId === requestId);
  if (made) return paymentView(db, made, share, now);
  const { plateNo, fee, paidBefore } = billToPay(ctx, share, kind, billId, now);
  refuseChangedAmount(ctx, fee);
  const left = leftThisMonth(db, share, now);
  if (fee > left) throw new MockFail(FAMILY_CODES.overCap, `超出本月代付额度，本月还可代付${yuan(left)}元`);
  if (member.balanceCents < fee) {
    throw new MockFail(PAY_CODES.insufficientBalance, `余额不足：当前余额${yuan(member.balanceCents)}元，需支付${yuan(fee)}元，请充值后再代付`);
  }
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: member.driverId, items: [{ uniqueId: billId, feeCents: fee, ...(kind === 'parking' ? { paidBeforeCents: paidBefore } : {}) }],
    payChannel: 6, originalCents: fee, discountCents: 0, amountCents: fee, couponId: null, collectorCode: null, lane: null,
    state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  member.balanceCents -= fee;
  // The charge registry's own settlement marks a parking bill paid; a charging bill reads paid as its service does.
  settlePaid(db, order, now);
  const charge = kind === 'charging' ? db.chargingOrders.find((o) => o.orderNo === billId) : undefined;
  if (charge) Object.assign(charge, { orderState: 3, orderStateText: '已完成', paidAt: now });
  const record: FamilyPaymentRecord = {
    paymentId: db.seq.next('FP'), shareId: share.shareId, sharerId: share.sharerId, memberId: member.driverId, kind, billId, plateNo,
    amountCents: fee, payOrderId: order.payOrderId, requestId, at: now,
  };
  db.familyPayments.push(record);
  return paymentView(db, record, share, now);
}

function workLock(ctx: MockContext) {
  const { db, req } = ctx;
  const member = ctx.requireDriver();
  const now = ctx.now();
  bringFamilyUpToDate(db, now);
  const share = memberShare(db, req.params.shareId ?? '', member.driverId);
  if (!share.canLock) throw new MockFail(FAMILY_CODES.notAllowed, '该共享未开通车位锁操作');
  const action = oneOf(req.input, 'action', '操作类型', ['open', 'close'] as const);
  const lock = db.locks.find((l) => l.lockId === req.params.lockId);
  if (!lock) notFound('车位锁不存在');
  const bookings = share.plateNos.flatMap((p) => liveBookingsOf(db, share.sharerId, p)).filter((o) => lockOfBooking(db, o)?.lockId === lock.lockId);
  const booking = bookings.find((o) => lockRefusal(o, now) === null) ?? bookings[0];
  const why = lockRefusal(booking, now);
  if (why) throw new MockFail(FAMILY_CODES.lockNotNow, why);
  // Open lowers the lock (the car may drive in), close raises it; the lock's log names the member.
  command(db, lock, member.driverId, action === 'open' ? 'down' : 'up', now);
  return toFamilyLock(db, lock);
}

export function registerFamilyRoutes(r: MockRouter) {
  r.get('/driver/v2/api/familyShares', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    bringFamilyUpToDate(db, now());
    const live = (s: FamilyShareRecord) => s.state === 'pending' || s.state === 'accepted';
    const newest = (a: FamilyShareRecord, b: FamilyShareRecord) => b.createdAt - a.createdAt;
    return {
      given: db.familyShares.filter((s) => s.sharerId === d.driverId && live(s)).sort(newest).map((s) => toShare(db, s, now())),
      received: db.familyShares.filter((s) => s.memberId === d.driverId && live(s)).sort(newest).map((s) => toShare(db, s, now())),
    };
  });
  r.post('/driver/v2/api/familyShares', invite);
  r.post('/driver/v2/api/familyShares/{shareId}/accept', (ctx) => answer(ctx, true));
  r.post('/driver/v2/api/familyShares/{shareId}/decline', (ctx) => answer(ctx, false));
  // 结束共享 (the sharer) or 退出共享 (the member): over at once; the other side's next call about it is refused.
  r.delete('/driver/v2/api/familyShares/{shareId}', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const { share, role } = shareFor(db, req.params.shareId ?? '', d.driverId);
    Object.assign(share, { state: 'ended', endedAt: now(), endedBy: role });
    return null;
  });
  r.get('/driver/v2/api/familyShares/{shareId}/view', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    bringFamilyUpToDate(db, now());
    return viewOf(db, memberShare(db, req.params.shareId ?? '', d.driverId), now());
  });
  r.post('/driver/v2/api/familyShares/{shareId}/payments', pay);
  r.post('/driver/v2/api/familyShares/{shareId}/locks/{lockId}', workLock);
}
