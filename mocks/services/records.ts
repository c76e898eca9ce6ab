import type { ParkOrderAppeal } from '../../src/api/charge/bills.types';
import type {
  AppealDetail, AppealReason, ParkingRecordList, PayOrderDetail, PayOrderItem, PayOrderList, SubmitAppealResult,
} from '../../src/api/charge/records.types';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { type Input, oneOf, optStr, page, paginate, str } from '../core/validate';
import type { Db } from '../db';
import type { AppealRecord, ParkOrderRecord, PayOrderRecord } from '../db/parking';
import { billsOfDriver, byNewest, expirePending, findBill, isParkingOrder, fmtOptTime, fmtTime, formatPlate, ownsBill, parkInfo, platesOf, toItem } from './charge/bills';

const REASONS: readonly AppealReason[] = ['未停车却产生费用', '计费时长不对', '车牌识别错误', '重复扣费', '其他'];
const MAX_DESCRIPTION = 200;
const MAX_PICTURES = 3;
/** The pattern of spec section 5: emoji and / : * ? < | ' % > & " \. */
/** Free text refuses emoji only; the spec's forbidden-character pattern is for names and similar fields. */
const EMOJI = /\p{Extended_Pictographic}/u;
const APPEAL_STATE_TEXT = { 1: '处理中', 2: '申诉成功', 3: '申诉驳回' } as const;
const PAY_STATE_TEXT = { pending: '待支付', paid: '已支付', failed: '支付失败', closed: '已关闭' } as const;
const CHANNEL_NAMES = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' (a Beijing date) → the epoch ms of its midnight; refuses anything else. */
function dateParam(input: Input, key: string, label: string): number | undefined {
  const raw = optStr(input, key);
  if (raw === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || !Number.isFinite(ms) || new Date(ms).getUTCDate() !== Number(m[3])) badRequest(`${label}格式不正确`);
  return ms - BEIJING_OFFSET_MS;
}

/** The appeal as the parkOrderAppeals list (orders.ts) answers it. */
function toAppeal(db: Db, a: AppealRecord): ParkOrderAppeal {
  return {
    appealId: a.appealId, uniqueId: a.uniqueId, parkId: a.parkId, parkName: parkInfo(db, a.parkId).parkName,
    plateNo: db.parkOrders.find((o) => o.uniqueId === a.uniqueId)?.plateNo ?? '', appealTypeText: a.appealTypeText,
    content: a.content, appealState: a.state, appealStateText: APPEAL_STATE_TEXT[a.state], createTime: fmtTime(a.createdAt),
    replyContent: a.reply, replyTime: fmtOptTime(a.repliedAt),
  };
}

function billsOf(db: Db, o: PayOrderRecord): ParkOrderRecord[] {
  return o.items.map((i) => db.parkOrders.find((b) => b.uniqueId === i.uniqueId)).filter((b): b is ParkOrderRecord => !!b);
}

function toPayOrderItem(db: Db, o: PayOrderRecord): PayOrderItem {
  const bills = billsOf(db, o);
  const parks = [...new Set(bills.map((b) => b.parkId))];
  const first = parkInfo(db, parks[0] ?? '').parkName;
  return {
    payOrderId: o.payOrderId, state: o.state, stateText: PAY_STATE_TEXT[o.state], payChannel: o.payChannel,
    payChannelName: CHANNEL_NAMES[o.payChannel], parkName: parks.length > 1 ? `${first}等${parks.length}个停车场` : first,
    plateNos: [...new Set(bills.map((b) => b.plateNo))], uniqueIds: o.items.map((i) => i.uniqueId),
    originalCents: o.originalCents, discountCents: o.discountCents, amountCents: o.amountCents,
    createTime: fmtTime(o.createdAt), settleTime: fmtOptTime(o.settledAt),
  };
}

/**
 * Calls the records screens need beyond endpoints.json, on the charge service:
 * - GET parkOrders/msp/records: the driver's finished bills (paid and arrears) with plate and date filters;
 * - POST parkOrderAppeals/msp: a complaint about a bill, written into db.appeals (what GET parkOrderAppeals/msp
 *   lists) with its description and pictures in db.appealExtras; GET parkOrderAppeals/msp/detail reads both;
 * - GET payOrders/msp and payOrders/msp/detail: the driver's pay orders in every state.
 */
export function registerRecordsExtras(r: MockRouter) {
  r.get('/charge/v2/api/parkOrders/msp/records', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const plate = optStr(req.input, 'plateNo')?.toUpperCase();
    if (plate && !platesOf(db, driver.driverId).some((p) => p.plateNo === plate)) badRequest('只能查询本人绑定车辆的停车记录');
    const from = dateParam(req.input, 'startDate', '开始日期');
    const toDay = dateParam(req.input, 'endDate', '结束日期');
    const to = toDay === undefined ? undefined : toDay + DAY_MS;
    if (from !== undefined && to !== undefined && from >= to) badRequest('开始日期不能晚于结束日期');
    const p = page(req.input, 10);
    const rows = billsOfDriver(db, driver.driverId)
      .filter((o) => o.state !== 'parking' && (!plate || o.plateNo === plate))
      .filter((o) => (from === undefined || o.inTime >= from) && (to === undefined || o.inTime < to))
      .sort(byNewest)
      .map((o) => toItem(db, o, now()));
    const list: ParkingRecordList = paginate(rows, p);
    return list;
  });

  r.post('/charge/v2/api/parkOrderAppeals/msp', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const bill = findBill(db, str(req.input, 'uniqueId', '订单编号'), str(req.input, 'parkId', '停车场编号'));
    if (!ownsBill(db, driver.driverId, bill)) notFound('未找到该停车订单');
    const reason = oneOf(req.input, 'reason', '申诉原因', REASONS);
    const rawDescription = req.input.description;
    if (rawDescription !== undefined && rawDescription !== null && typeof rawDescription !== 'string') badRequest('问题描述格式不正确');
    const description = (rawDescription ?? '').trim();
    if (reason === '其他' && !description) badRequest('请描述具体问题');
    if ([...description].length > MAX_DESCRIPTION) badRequest(`问题描述不能超过${MAX_DESCRIPTION}个字`);
    if (EMOJI.test(description)) badRequest('问题描述不能包含表情符号');
    const rawPictures = req.input.pictures ?? [];
    if (!Array.isArray(rawPictures) || rawPictures.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
    const pictures = rawPictures as string[];
    if (pictures.length > MAX_PICTURES) badRequest(`最多上传${MAX_PICTURES}张图片`);
    if (db.appeals.some((a) => a.uniqueId === bill.uniqueId && a.state === 1)) {
      throw new MockFail('400', '该账单已有处理中的申诉，请耐心等待处理结果');
    }
    const appealId = db.seq.next('AP');
    db.appeals.push({
      appealId, driverId: driver.driverId, uniqueId: bill.uniqueId, parkId: bill.parkId, appealTypeText: reason,
      content: description || reason, state: 1, createdAt: now(), reply: null, repliedAt: null,
    });
    db.appealExtras.push({ appealId, description, pictures: [...pictures] });
    const result: SubmitAppealResult = { appealId, uniqueId: bill.uniqueId, parkId: bill.parkId };
    return result;
  });

  r.get('/charge/v2/api/parkOrderAppeals/msp/detail', ({ db, req, requireDriver }) => {
    const driver = requireDriver();
    const appealId = str(req.input, 'appealId', '申诉编号');
    const a = db.appeals.find((x) => x.appealId === appealId && x.driverId === driver.driverId);
    if (!a) notFound('未找到该申诉');
    const extra = db.appealExtras.find((x) => x.appealId === appealId);
    const detail: AppealDetail = { ...toAppeal(db, a), description: extra?.description ?? a.content, pictures: [...(extra?.pictures ?? [])] };
    return detail;
  });

  r.get('/charge/v2/api/payOrders/msp', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    expirePending(db, now());
    const state = req.input.state === undefined || req.input.state === ''
      ? undefined
      : oneOf(req.input, 'state', '订单状态', ['pending', 'paid', 'failed', 'closed'] as const);
    const rows = db.payOrders
      .filter((o) => o.driverId === driver.driverId && isParkingOrder(db, o) && (!state || o.state === state))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((o) => toPayOrderItem(db, o));
    const list: PayOrderList = paginate(rows, page(req.input, 10));
    return list;
  });

  r.get('/charge/v2/api/payOrders/msp/detail', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    expirePending(db, now());
    const id = str(req.input, 'payOrderId', '订单编号');
    const o = db.payOrders.find((x) => x.payOrderId === id && x.driverId === driver.driverId);
    if (!o) notFound('未找到该订单');
    const detail: PayOrderDetail = {
      ...toPayOrderItem(db, o),
      couponName: o.couponId ? (db.coupons.find((c) => c.couponId === o.couponId)?.couponName ?? null) : null,
      bills: billsOf(db, o).map((b) => ({
        uniqueId: b.uniqueId, parkId: b.parkId, parkName: parkInfo(db, b.parkId).parkName, plateNo: b.plateNo,
        formatPlateNo: formatPlate(b.plateNo), parkStartTime: fmtTime(b.inTime), parkEndTime: fmtOptTime(b.outTime),
        feeCents: o.items.find((i) => i.uniqueId === b.uniqueId)?.feeCents ?? 0,
      })),
    };
    return detail;
  });
}
