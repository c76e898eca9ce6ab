import type { PayOrderRecord } from '../../db/parking';
import type { OccupyAppealRecord, OccupyOrderRecord } from '../../db/charging';
import type { Db } from '../../db';
import type { PayChannel } from '../../../src/lib/wire';
import {
  MAX_OCCUPY_APPEAL_DESCRIPTION, MAX_OCCUPY_APPEAL_PICTURES, OCCUPY_APPEAL_REASONS, OCCUPY_CODES,
  type OccupyAppealDetail, type OccupyAppealReason, type OccupyAppealState, type OccupyBillDetail, type OccupyBillItem,
  type OccupyBillPage, type OccupyBillState, type SubmitOccupyAppealResult,
} from '../../../src/api/cps/occupy.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import { expirePending, fmtOptTime, fmtTime, pendingOrderFor, yuan } from '../charge/bills';
import { PAY_CODES, refuseChangedAmount, safeReturnPath, settlePaid, viewOf } from '../charge/payments';
import { appealOfFee, occupyAppealState, OCCUPY_APPEAL_ACCEPT_AFTER_MS, OCCUPY_APPEAL_HANDLE_AFTER_MS, ruleOfFee } from './idleFees';
import { settleSessions } from './session';
import { pileOfOrder } from './piles';

const MIN = 60_000;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;
const STATE_TEXT: Record<OccupyBillState, string> = { 1: '待支付', 2: '已支付', 3: '已免除', unknown: '未知' };
const APPEAL_STATE_TEXT: Record<OccupyAppealState, string> = { 1: '已提交', 2: '受理中', 3: '已处理', unknown: '未知' };

function paidOrderOf(db: Db, occupyOrderNo: string): PayOrderRecord | undefined {
  return db.payOrders.find((p) => p.state === 'paid' && p.items.some((i) => i.uniqueId === occupyOrderNo));
}

/** What handling an appeal will find, decided when it is filed (the mock's stand-in for the operator's check). */
function verdict(reason: OccupyAppealReason, fee: OccupyOrderRecord, refundTo: OccupyAppealRecord['refundTo']) {
  const done = fee.state === 2 ? (refundTo === 'balance' ? '，已退回账户余额' : '，已原路退回') : '，无需再支付';
  switch (reason) {
    case '充电桩故障无法拔枪':
    case '车位出口被堵无法驶离':
      return { reliefCents: fee.feeCents, resultText: `经核实，车辆因现场原因无法及时驶离，占位费${yuan(fee.feeCents)}元已免除${done}` };
    case '已按时驶离':
      return { reliefCents: fee.feeCents, resultText: `经核实，车辆已在免费时间内驶离，系统识别有误，占位费已免除${done}` };
    case '计费时长有误': {
      const half = Math.floor(fee.feeCents / 100 / 2) * 100;
      // Under 2 元 half rounds to nothing: that is no reduction, and is said as such.
      if (half > 0) return { reliefCents: half, resultText: `经核实，计费时长有误，已减免${yuan(half)}元${done.replace('无需再支付', '剩余部分请按时支付')}` };
      break;
    }
    default:
      break;
  }
  return { reliefCents: 0, resultText: '经核实，该占位费计费无误。如仍有疑问，请联系客服' };
}

/** Handled appeals take effect once: an unpaid fee is reduced or waived, a paid one refunded. */
function applyAppeals(db: Db, now: number) {
  for (const a of db.occupyAppeals) {
    if (a.applied || occupyAppealState(a, now) !== 3) continue;
    a.applied = true;
    const fee = db.occupyOrders.find((o) => o.occupyOrderNo === a.occupyOrderNo);
    if (!fee || a.reliefCents === 0) continue;
    if (fee.state === 1) {
      fee.feeCents -= a.reliefCents;
      if (fee.feeCents <= 0) Object.assign(fee, { feeCents: 0, state: 3 });
    } else if (fee.state === 2 && a.refundTo === 'balance') {
      const driver = db.drivers.find((d) => d.driverId === a.driverId);
      if (driver) driver.balanceCents += a.reliefCents;
    }
  }
}

/** Brings fees up to the clock before any read: sessions settle (fees grow), third-party payments land, appeals act. */
function bringUpToDate(db: Db, now: number) {
  settleSessions(db, now);
  expirePending(db, now);
  for (const o of db.occupyOrders) {
    const paid = o.state === 1 ? paidOrderOf(db, o.occupyOrderNo) : undefined;
    if (paid) Object.assign(o, { state: 2, paidAt: paid.settledAt ?? now });
  }
  applyAppeals(db, now);
}

function station(db: Db, stationId: string) {
  const s = db.stations.find((x) => x.stationId === stationId);
  return { stationName: s?.stationName ?? '未知充电站', stationAddr: s?.stationAddr ?? '' };
}

function toItem(db: Db, o: OccupyOrderRecord, now: number): OccupyBillItem {
  const accruing = o.state === 1 && o.endedAt === null;
  const until = o.endedAt ?? now;
  return {
    occupyOrderNo: o.occupyOrderNo, orderNo: o.orderNo, stationId: o.stationId, stationName: station(db, o.stationId).stationName,
    state: o.state, stateText: accruing ? '计费中' : STATE_TEXT[o.state], accruing,
    startTime: fmtTime(o.createdAt), endTime: fmtOptTime(o.endedAt),
    minutes: Math.max(0, Math.ceil((until - o.createdAt) / MIN)),
    feeCents: o.feeCents, dueCents: o.state === 1 ? o.feeCents : 0,
  };
}

function toDetail(ctx: MockContext, o: OccupyOrderRecord): OccupyBillDetail {
  const { db } = ctx;
  const now = ctx.now();
  const rule = ruleOfFee(db, o);
  const charge = db.chargingOrders.find((c) => c.orderNo === o.orderNo);
  const session = db.chargingSessions.find((s) => s.orderNo === o.orderNo);
  const appeal = appealOfFee(db, o.occupyOrderNo);
  const state = appeal ? occupyAppealState(appeal, now) : null;
  return {
    ...toItem(db, o, now),
    stationAddr: station(db, o.stationId).stationAddr,
    chargeEndTime: fmtOptTime(charge?.endTime ?? null),
    graceMinutes: rule.graceMinutes, perMinuteCents: rule.perMinuteCents, capCents: rule.capCents,
    carLeftTime: fmtOptTime(session ? session.leftAt : o.endedAt),
    payTime: fmtOptTime(o.paidAt),
    payChannel: paidOrderOf(db, o.occupyOrderNo)?.payChannel ?? null,
    pendingPayOrderId: pendingOrderFor(db, o.occupyOrderNo, now)?.payOrderId ?? null,
    appeal: appeal && state ? { appealNo: appeal.appealNo, state, stateText: APPEAL_STATE_TEXT[state] } : null,
    ...((charge && pileOfOrder(db, charge)) ?? { pileCode: null, gunNo: null }),
  };
}

/** The driver's own fee, or 404 (another driver's is not there, as far as this one can tell). */
function myFee(ctx: MockContext, occupyOrderNo: string): OccupyOrderRecord {
  const driver = ctx.requireDriver();
  bringUpToDate(ctx.db, ctx.now());
  const o = ctx.db.occupyOrders.find((x) => x.occupyOrderNo === occupyOrderNo && x.driverId === driver.driverId);
  if (!o) notFound('未找到该占位费账单');
  return o;
}

function pay(ctx: MockContext) {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const fee = myFee(ctx, req.params.occupyOrderNo ?? '');
  const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3, 6] as const) as PayChannel;
  const rawBack = optStr(req.input, 'returnUrl');
  const back = rawBack === undefined ? null : safeReturnPath(rawBack, req.origin);
  if (rawBack !== undefined && back === null) badRequest('返回地址不合法');
  // One order in flight per fee: paying again (a reload, a second tap) hands the same one back.
  const inFlight = pendingOrderFor(db, fee.occupyOrderNo, now);
  if (inFlight) return viewOf(ctx, inFlight, back);
  if (fee.state === 2) throw new MockFail(PAY_CODES.alreadyPaid, '该占位费已支付，无需重复支付');
  if (fee.state === 3) throw new MockFail(OCCUPY_CODES.waived, '该占位费已免除，无需支付');
  if (fee.endedAt === null) throw new MockFail(OCCUPY_CODES.stillAccruing, '车辆仍占用充电车位，占位费仍在计费，请驶离车位后再支付');
  const appeal = appealOfFee(db, fee.occupyOrderNo);
  if (appeal && occupyAppealState(appeal, now) !== 3) throw new MockFail(OCCUPY_CODES.appealPending, '该占位费正在申诉处理中，请等待处理结果');
  if (fee.feeCents <= 0) throw new MockFail(PAY_CODES.nothingDue, '该占位费无需支付');
  refuseChangedAmount(ctx, fee.feeCents);
  if (channel === 6 && driver.balanceCents < fee.feeCents) {
    throw new MockFail(PAY_CODES.insufficientBalance, `余额不足：当前余额${yuan(driver.balanceCents)}元，需支付${yuan(fee.feeCents)}元，请充值或选择其他支付方式`);
  }
  const order: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId: fee.occupyOrderNo, feeCents: fee.feeCents }], payChannel: channel,
    originalCents: fee.feeCents, discountCents: 0, amountCents: fee.feeCents, couponId: null, collectorCode: null, lane: null,
    state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(order);
  if (channel === 6) {
    driver.balanceCents -= fee.feeCents;
    settlePaid(db, order, now);
    bringUpToDate(db, now);
  }
  return viewOf(ctx, order, back);
}

function pictures(raw: unknown): string[] {
  const list = raw ?? [];
  if (!Array.isArray(list) || list.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
  if (list.length > MAX_OCCUPY_APPEAL_PICTURES) badRequest(`最多上传${MAX_OCCUPY_APPEAL_PICTURES}张图片`);
  return list as string[];
}

function submitAppeal(ctx: MockContext): SubmitOccupyAppealResult {
  const { db, req } = ctx;
  const fee = myFee(ctx, str(req.input, 'occupyOrderNo', '占位费单号'));
  const reason = oneOf(req.input, 'reason', '申诉原因', OCCUPY_APPEAL_REASONS);
  const raw = req.input.description ?? '';
  if (typeof raw !== 'string') badRequest('问题描述格式不正确');
  const description = raw.trim();
  if (reason === '其他' && !description) badRequest('请描述具体问题');
  if ([...description].length > MAX_OCCUPY_APPEAL_DESCRIPTION) badRequest(`问题描述不能超过${MAX_OCCUPY_APPEAL_DESCRIPTION}个字`);
  if (EMOJI.test(description)) badRequest('问题描述不能包含表情符号');
  const pics = pictures(req.input.pictures);
  if (fee.state === 3) throw new MockFail(OCCUPY_CODES.waived, '该占位费已免除，无需申诉');
  if (fee.endedAt === null) throw new MockFail(OCCUPY_CODES.stillAccruing, '占位费仍在计费，请驶离车位后再申诉');
  if (appealOfFee(db, fee.occupyOrderNo)) throw new MockFail(OCCUPY_CODES.appealExists, '该占位费已提交过申诉，请查看申诉进度');
  // Whether the money moves decides what an upheld appeal does (waive or refund): not while a payment is open.
  if (pendingOrderFor(db, fee.occupyOrderNo, ctx.now())) throw new MockFail(OCCUPY_CODES.appealPending, '该占位费正在支付中，请在支付完成后再申诉');
  const channel = paidOrderOf(db, fee.occupyOrderNo)?.payChannel;
  const refundTo = fee.state !== 2 ? null : channel === 2 || channel === 3 ? 'original' : 'balance';
  const appealNo = db.seq.next('OA');
  db.occupyAppeals.push({
    appealNo, driverId: fee.driverId, occupyOrderNo: fee.occupyOrderNo, reason, description, pictures: pics, createdAt: ctx.now(),
    refundTo, applied: false, ...verdict(reason, fee, refundTo),
  });
  return { appealNo, occupyOrderNo: fee.occupyOrderNo };
}

function appealDetail(ctx: MockContext): OccupyAppealDetail {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const a = db.occupyAppeals.find((x) => x.appealNo === req.params.appealNo && x.driverId === driver.driverId);
  if (!a) notFound('未找到该申诉');
  const fee = db.occupyOrders.find((o) => o.occupyOrderNo === a.occupyOrderNo);
  const state = occupyAppealState(a, now);
  return {
    appealNo: a.appealNo, occupyOrderNo: a.occupyOrderNo, stationName: fee ? station(db, fee.stationId).stationName : '未知充电站',
    reason: a.reason, description: a.description, pictures: [...a.pictures], state, stateText: APPEAL_STATE_TEXT[state],
    createTime: fmtTime(a.createdAt),
    acceptTime: state >= 2 ? fmtTime(a.createdAt + OCCUPY_APPEAL_ACCEPT_AFTER_MS) : null,
    handleTime: state === 3 ? fmtTime(a.createdAt + OCCUPY_APPEAL_HANDLE_AFTER_MS) : null,
    result: state === 3 ? a.resultText : null,
    reliefCents: state === 3 ? a.reliefCents : null,
  };
}

/**
 * Idle-fee (占位费) bills: list, detail, pay, appeals. Payments go into the charge service's pay-order
 * registry, so payCharges/sync, the provider's settlement and the cashier page work for them as for parking.
 */
export function registerCpsOccupy(r: MockRouter) {
  r.get('/cps/v2/api/occupyBills', (ctx) => {
    const driver = ctx.requireDriver();
    const { input } = ctx.req;
    const now = ctx.now();
    bringUpToDate(ctx.db, now);
    const state = optStr(input, 'state') === undefined ? undefined : oneOf(input, 'state', '账单状态', [1, 2] as const);
    const rows = ctx.db.occupyOrders
      .filter((o) => o.driverId === driver.driverId && (!state || o.state === state))
      // Unpaid first (they are what the driver has to act on), then newest.
      .sort((a, b) => Number(a.state !== 1) - Number(b.state !== 1) || b.createdAt - a.createdAt)
      .map((o) => toItem(ctx.db, o, now));
    const list: OccupyBillPage = paginate(rows, page(input, 10));
    return list;
  });
  r.get('/cps/v2/api/occupyBills/{occupyOrderNo}', (ctx) => toDetail(ctx, myFee(ctx, ctx.req.params.occupyOrderNo ?? '')));
  r.post('/cps/v2/api/occupyBills/{occupyOrderNo}/pay', pay);
  r.post('/cps/v2/api/occupyAppeals', submitAppeal);
  r.get('/cps/v2/api/occupyAppeals/{appealNo}', appealDetail);
}
