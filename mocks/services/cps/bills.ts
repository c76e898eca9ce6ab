import type { PayOrderRecord } from '../../db/parking';
import type { ChargingOrderRecord } from '../../db/charging';
import type { ChargingAppealRecord } from '../../db/chargingBills';
import type { Db } from '../../db';
import type { PayChannel } from '../../../src/lib/wire';
import {
  CHARGING_APPEAL_REASONS, CHARGING_BILL_CODES, MAX_APPEAL_DESCRIPTION, MAX_APPEAL_PICTURES,
  type ChargingAppealDetail, type ChargingAppealReason, type ChargingAppealState, type ChargingBillDetail, type ChargingBillItem,
  type ChargingBillPage, type SubmitChargingAppealResult,
} from '../../../src/api/cps/bills.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import { expirePending, fmtOptTime, fmtTime, pendingOrderFor, yuan } from '../charge/bills';
import { PAY_CODES, refuseChangedAmount, safeReturnPath, settlePaid, viewOf } from '../charge/payments';
import { settleSessions } from './session';
import { holdCreditOf } from './holds';
import { sessionAt } from './sessionModel';
import { costPartsOf } from './tariff';
import { APPEAL_ACCEPT_AFTER_MS, APPEAL_HANDLE_AFTER_MS, clockAppealState } from '../disputes/appealClock';
import { chargingAppealsOf, isUnderDispute } from '../disputes/openDisputes';

const MIN = 60_000;
export { APPEAL_ACCEPT_AFTER_MS, APPEAL_HANDLE_AFTER_MS };
const BEIJING_MS = 8 * 3600_000;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;
const BILL_STATE_TEXT = { 1: '充电中', 2: '待支付', 3: '已支付' } as const;
const APPEAL_STATE_TEXT: Record<ChargingAppealState, string> = { 1: '已提交', 2: '受理中', 3: '已处理', unknown: '未知' };

const appealsOf = chargingAppealsOf;

function appealState(a: ChargingAppealRecord, now: number): Exclude<ChargingAppealState, 'unknown'> {
  return clockAppealState(a.createdAt, now);
}

/** What handled appeals on the unpaid bill took off what it asks. */
function reliefOf(db: Db, orderNo: string, now: number): number {
  return appealsOf(db).filter((a) => a.orderNo === orderNo && a.onUnpaid && appealState(a, now) === 3).reduce((sum, a) => sum + a.refundCents, 0);
}

/** What the bill asks (or asked): its fee less the coupon, a reservation's fee already paid, and any relief. */
export function netOf(db: Db, o: ChargingOrderRecord, now: number): number {
  return Math.max(0, o.feeCents - o.couponCents - holdCreditOf(db, o.orderNo) - reliefOf(db, o.orderNo, now));
}

/** The bill's paid order in the charge service's registry (the one payCharges/sync and the cashier settle). */
function paidOrderOf(db: Db, orderNo: string): PayOrderRecord | undefined {
  return db.payOrders.find((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === orderNo));
}

/**
 * Brings bills and appeals up to the clock before any read: live sessions settle; a bill whose third-party order
 * the provider settled (POST /__mock/payments/{id}, which knows only parking bills) reads as paid; an appeal
 * handled by now books its refund once.
 */
function bringUpToDate(db: Db, now: number) {
  settleSessions(db, now);
  expirePending(db, now);
  for (const o of db.chargingOrders) {
    const paid = o.orderState === 2 ? paidOrderOf(db, o.orderNo) : undefined;
    if (paid) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: paid.settledAt ?? now });
  }
  for (const a of appealsOf(db)) {
    if (a.refunded || appealState(a, now) !== 3) continue;
    a.refunded = true;
    const bill = a.onUnpaid ? db.chargingOrders.find((o) => o.orderNo === a.orderNo) : undefined;
    // An unpaid bill is lowered, not refunded; waived whole, it is settled with nothing paid (no paidAt, no movement).
    if (a.onUnpaid) {
      if (bill && bill.orderState === 2 && a.refundCents > 0 && netOf(db, bill, now) === 0) Object.assign(bill, { orderState: 3, orderStateText: '已免除', paidAt: null });
      continue;
    }
    const driver = db.drivers.find((d) => d.driverId === a.driverId);
    if (a.refundTo === 'balance' && driver) driver.balanceCents += a.refundCents;
  }
}

function stationOf(db: Db, stationId: string) {
  const s = db.stations.find((x) => x.stationId === stationId);
  return { stationName: s?.stationName ?? '未知充电站', stationAddr: s?.stationAddr ?? '' };
}

function toItem(db: Db, o: ChargingOrderRecord, now: number): ChargingBillItem {
  const holdCreditCents = holdCreditOf(db, o.orderNo);
  const net = netOf(db, o, now);
  return {
    orderNo: o.orderNo, stationId: o.stationId, stationName: stationOf(db, o.stationId).stationName, deviceName: o.deviceName,
    gunName: o.gunName, orderState: o.orderState, orderStateText: BILL_STATE_TEXT[o.orderState], startTime: fmtTime(o.startTime),
    endTime: fmtOptTime(o.endTime), kwh: o.kwh, feeCents: o.feeCents, couponCents: o.couponCents, holdCreditCents,
    dueCents: o.orderState === 2 ? net : 0, paidCents: o.orderState === 3 ? net : 0,
  };
}

function latestAppeal(db: Db, orderNo: string) {
  return appealsOf(db).filter((a) => a.orderNo === orderNo).sort((a, b) => b.createdAt - a.createdAt)[0];
}

function toDetail(ctx: MockContext, o: ChargingOrderRecord): ChargingBillDetail {
  const { db } = ctx;
  const now = ctx.now();
  const appeal = latestAppeal(db, o.orderNo);
  const state = appeal ? appealState(appeal, now) : null;
  const session = db.chargingSessions.find((x) => x.orderNo === o.orderNo);
  return {
    ...toItem(db, o, now),
    stationAddr: stationOf(db, o.stationId).stationAddr,
    energyFeeCents: o.energyFeeCents,
    serviceFeeCents: o.serviceFeeCents,
    durationMinutes: Math.max(0, Math.round(((o.endTime ?? now) - o.startTime) / MIN)),
    payTime: fmtOptTime(o.paidAt),
    payChannel: paidOrderOf(db, o.orderNo)?.payChannel ?? null,
    pendingPayOrderId: pendingOrderFor(db, o.orderNo, now)?.payOrderId ?? null,
    appeal: appeal && state ? { appealNo: appeal.appealNo, state, stateText: APPEAL_STATE_TEXT[state] } : null,
    parts: session ? costPartsOf(session, now) : null,
    estimate: o.estimate ?? null,
    stopReason: session ? sessionAt(session, now).stopReason : null,
  };
}

/** The driver's own bill, or 404 (another driver's bill is not there, as far as this one can tell). */
function myBill(ctx: MockContext, orderNo: string): ChargingOrderRecord {
  const driver = ctx.requireDriver();
  bringUpToDate(ctx.db, ctx.now());
  const o = ctx.db.chargingOrders.find((x) => x.orderNo === orderNo && x.driverId === driver.driverId);
  if (!o) notFound('未找到该充电账单');
  return o;
}

/** 'YYYY-MM' → the Beijing month's [start, end) in epoch ms. */
function monthRange(raw: string): [number, number] {
  const m = /^(\d{4})-(\d{2})$/.exec(raw);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) badRequest('月份格式不正确，应为YYYY-MM');
  const year = Number(m[1]);
  return [Date.UTC(year, month - 1, 1) - BEIJING_MS, Date.UTC(year, month, 1) - BEIJING_MS];
}

function pay(ctx: MockContext) {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const bill = myBill(ctx, req.params.orderNo ?? '');
  const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3, 6] as const) as PayChannel;
  const rawBack = optStr(req.input, 'returnUrl');
  const back = rawBack === undefined ? null : safeReturnPath(rawBack, req.origin);
  if (rawBack !== undefined && back === null) badRequest('返回地址不合法');
  // One order in flight per bill: paying again (a reload, a second tap) hands the same one back.
  const inFlight = pendingOrderFor(db, bill.orderNo, now);
  if (inFlight) return viewOf(ctx, inFlight, back);
  if (bill.orderState === 1) throw new MockFail(CHARGING_BILL_CODES.stillCharging, '该订单正在充电中，请结束充电后再支付');
  if (bill.orderState === 3) throw new MockFail(PAY_CODES.alreadyPaid, '该账单已支付，无需重复支付');
  // The dispute itself is not paid while open, as an idle fee under appeal is not.
  if (isUnderDispute(db, 'charging', bill.orderNo, now)) throw new MockFail(CHARGING_BILL_CODES.appealPending, '该账单正在申诉处理中，请等待处理结果');
  const due = netOf(db, bill, now);
  if (due === 0) throw new MockFail(PAY_CODES.nothingDue, '该账单无需支付');
  refuseChangedAmount(ctx, due);
  if (channel === 6 && driver.balanceCents < due) {
    throw new MockFail(PAY_CODES.insufficientBalance, `余额不足：当前余额${yuan(driver.balanceCents)}元，需支付${yuan(due)}元，请充值或选择其他支付方式`);
  }
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId: bill.orderNo, feeCents: due }], payChannel: channel,
    originalCents: bill.feeCents, discountCents: bill.feeCents - due, amountCents: due, couponId: null, collectorCode: null, lane: null,
    state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  if (channel === 6) {
    driver.balanceCents -= due;
    settlePaid(db, order, now);
    bringUpToDate(db, now);
  }
  return viewOf(ctx, order, back);
}

/** What handling will find, decided when the appeal is filed (the mock's stand-in for the operator's check). */
function verdict(db: Db, reason: ChargingAppealReason, bill: ChargingOrderRecord, refundTo: ChargingAppealRecord['refundTo'], now: number) {
  const paid = netOf(db, bill, now);
  const unpaid = bill.orderState === 2;
  const where = refundTo === 'balance' ? '，退款已退回账户余额' : '，退款已原路退回';
  const lowered = (cents: number) => (cents >= paid ? '，该账单无需再支付' : `，剩余${yuan(paid - cents)}元请支付`);
  switch (reason) {
    case '未充上电仍扣费':
      return { refundCents: paid, resultText: unpaid ? '经核实，本次充电未正常进行，已免除全部费用' : `经核实，本次充电未正常进行，已全额退款${where}` };
    case '电量与实际不符': {
      const cents = Math.min(paid, bill.serviceFeeCents);
      return { refundCents: cents, resultText: unpaid ? `经核实，充电桩计量存在偏差，已免除本次服务费${lowered(cents)}` : `经核实，充电桩计量存在偏差，已退还本次服务费${where}` };
    }
    case '费用计算有误': {
      const cents = Math.min(paid, bill.serviceFeeCents);
      return { refundCents: cents, resultText: unpaid ? `经核实，计费时段有误，已减免多收的服务费${lowered(cents)}` : `经核实，计费时段有误，已退还多收的服务费${where}` };
    }
    default:
      return { refundCents: 0, resultText: '经核实，该订单计费无误。如仍有疑问，请联系客服' };
  }
}

function pictures(raw: unknown): string[] {
  const list = raw ?? [];
  if (!Array.isArray(list) || list.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
  if (list.length > MAX_APPEAL_PICTURES) badRequest(`最多上传${MAX_APPEAL_PICTURES}张图片`);
  return list as string[];
}

function submitAppeal(ctx: MockContext): SubmitChargingAppealResult {
  const { db, req } = ctx;
  const bill = myBill(ctx, str(req.input, 'orderNo', '订单编号'));
  const reason = oneOf(req.input, 'reason', '申诉原因', CHARGING_APPEAL_REASONS);
  const raw = req.input.description ?? '';
  if (typeof raw !== 'string') badRequest('问题描述格式不正确');
  const description = raw.trim();
  if (reason === '其他' && !description) badRequest('请描述具体问题');
  if ([...description].length > MAX_APPEAL_DESCRIPTION) badRequest(`问题描述不能超过${MAX_APPEAL_DESCRIPTION}个字`);
  if (EMOJI.test(description)) badRequest('问题描述不能包含表情符号');
  const pics = pictures(req.input.pictures);
  // An unpaid bill may be complained about too: while it is looked into it blocks no new start.
  if (bill.orderState === 1) throw new MockFail(CHARGING_BILL_CODES.appealNeedsPaid, '充电中的订单不能申诉');
  if (latestAppeal(db, bill.orderNo)) throw new MockFail(CHARGING_BILL_CODES.appealExists, '该账单已提交过申诉，请查看申诉进度');
  const channel = paidOrderOf(db, bill.orderNo)?.payChannel;
  // Bills the session settled itself were taken from the balance.
  const refundTo = channel === 2 || channel === 3 ? 'original' : 'balance';
  const appealNo = db.seq.next('CA');
  appealsOf(db).push({
    appealNo, driverId: bill.driverId, orderNo: bill.orderNo, reason, description, pictures: pics, createdAt: ctx.now(),
    refunded: false, refundTo, onUnpaid: bill.orderState === 2, ...verdict(db, reason, bill, refundTo, ctx.now()),
  });
  return { appealNo, orderNo: bill.orderNo };
}

function appealDetail(ctx: MockContext): ChargingAppealDetail {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const a = appealsOf(db).find((x) => x.appealNo === req.params.appealNo && x.driverId === driver.driverId);
  if (!a) notFound('未找到该申诉');
  const bill = db.chargingOrders.find((o) => o.orderNo === a.orderNo);
  const state = appealState(a, now);
  return {
    appealNo: a.appealNo, orderNo: a.orderNo, stationName: bill ? stationOf(db, bill.stationId).stationName : '未知充电站',
    reason: a.reason, description: a.description, pictures: [...a.pictures], state, stateText: APPEAL_STATE_TEXT[state],
    createTime: fmtTime(a.createdAt),
    acceptTime: state >= 2 ? fmtTime(a.createdAt + APPEAL_ACCEPT_AFTER_MS) : null,
    handleTime: state === 3 ? fmtTime(a.createdAt + APPEAL_HANDLE_AFTER_MS) : null,
    result: state === 3 ? a.resultText : null,
    refundCents: state === 3 ? a.refundCents : null,
  };
}

/**
 * Charging bills, their payment and complaints. Payments go into the charge service's pay-order
 * registry, so payCharges/sync, the provider's settlement and the cashier page work for them as for parking.
 */
export function registerCpsBills(r: MockRouter) {
  r.get('/cps/v2/api/chargingBills', (ctx) => {
    const driver = ctx.requireDriver();
    const { input } = ctx.req;
    bringUpToDate(ctx.db, ctx.now());
    const state = optStr(input, 'state') === undefined ? undefined : oneOf(input, 'state', '账单状态', [2, 3] as const);
    const month = optStr(input, 'month');
    const [from, to] = month ? monthRange(month) : [-Infinity, Infinity];
    const rows = ctx.db.chargingOrders
      .filter((o) => o.driverId === driver.driverId && (!state || o.orderState === state) && o.startTime >= from && o.startTime < to)
      .sort((a, b) => b.startTime - a.startTime)
      .map((o) => toItem(ctx.db, o, ctx.now()));
    const list: ChargingBillPage = paginate(rows, page(input, 10));
    return list;
  });

  r.get('/cps/v2/api/chargingBills/{orderNo}', (ctx) => toDetail(ctx, myBill(ctx, ctx.req.params.orderNo ?? '')));
  r.post('/cps/v2/api/chargingBills/{orderNo}/pay', pay);
  r.post('/cps/v2/api/chargingAppeals', submitAppeal);
  r.get('/cps/v2/api/chargingAppeals/{appealNo}', appealDetail);
}
