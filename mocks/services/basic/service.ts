import {
  SERVICE_CATEGORIES, SERVICE_DESCRIPTION_MAX, SERVICE_DESCRIPTION_MIN, SERVICE_KINDS, SERVICE_MAX_PICTURES, SERVICE_REPLY_MAX,
  SERVICE_STATE_TEXT, type FaqList, type ServiceBill, type ServiceBillKind, type ServiceKind, type ServiceRequestDetail,
  type ServiceRequestItem, type ServiceState,
} from '../../../src/api/basic/service.types';
import type { Db } from '../../db';
import type { ServiceRequestRecord } from '../../db/service';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { billsOfDriver } from '../charge/bills';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** A request is taken up (处理中) this long after it is sent. */
export const SERVICE_ACCEPT_AFTER_MS = 10 * MIN;
/** A replied request the driver does not answer closes itself after this long. */
export const SERVICE_AUTO_CLOSE_MS = 7 * DAY;
/** Refusals of the service with the server's own codes. */
export const SERVICE_CODES = { closed: '0xd06520001', billNotFound: '0xd06520002' } as const;

const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;
const KIND_TEXT: Record<ServiceKind, string> = {
  general: '意见反馈', parkingBill: '停车账单问题', booking: '预约问题', chargingBill: '充电账单问题', consultation: '咨询',
};
const BILL_KINDS: readonly ServiceBillKind[] = ['parkingBill', 'chargingBill', 'booking'];
const PARK_STATE: Record<string, string> = { parking: '在场', arrears: '待支付', paid: '已支付' };
const BOOK_STATE = ['待支付', '待使用', '使用中', '已完成', '已取消', '已过期'];

function lastServiceAt(r: ServiceRequestRecord): number | null {
  const replies = r.messages.filter((m) => m.from === 'service');
  return replies.length ? (replies[replies.length - 1]?.at ?? null) : null;
}

/** Closes what was replied to and left unanswered for a week; called before every read. */
function autoClose(db: Db, now: number) {
  for (const r of db.serviceRequests) {
    const last = r.messages[r.messages.length - 1];
    if (r.closedAt === null && last?.from === 'service' && now - last.at >= SERVICE_AUTO_CLOSE_MS) r.closedAt = last.at + SERVICE_AUTO_CLOSE_MS;
  }
}

export function serviceState(r: ServiceRequestRecord, now: number): ServiceState {
  if (r.closedAt !== null) return 4;
  const last = r.messages[r.messages.length - 1];
  if (last?.from === 'service') return 3;
  // A follow-up after a reply is being looked at again; a fresh request waits to be taken up.
  if (last?.from === 'driver' || now - r.createdAt >= SERVICE_ACCEPT_AFTER_MS) return 2;
  return 1;
}

function parkName(db: Db, parkId: string): string {
  return db.parks.find((p) => p.parkId === parkId)?.parkName ?? '未知车场';
}

/** The driver's bills a problem may be about, newest first: the same shape whatever the kind. */
function billsOf(db: Db, driverId: string, kind: ServiceBillKind): ServiceBill[] {
  if (kind === 'parkingBill') {
    return billsOfDriver(db, driverId)
      .sort((a, b) => b.inTime - a.inTime)
      .map((o) => ({
        billId: o.uniqueId, kind, title: parkName(db, o.parkId), plateNo: o.plateNo, time: wireTime(o.inTime),
        amountCents: o.totalCents ?? o.paidCents, stateText: PARK_STATE[o.state] ?? '',
      }));
  }
  if (kind === 'chargingBill') {
    return db.chargingOrders
      .filter((o) => o.driverId === driverId)
      .sort((a, b) => b.startTime - a.startTime)
      .map((o) => ({
        billId: o.orderNo, kind, title: db.stations.find((s) => s.stationId === o.stationId)?.stationName ?? '未知充电站', plateNo: null,
        time: wireTime(o.startTime), amountCents: o.feeCents - o.couponCents, stateText: o.orderStateText,
      }));
  }
  return db.bookOrders
    .filter((o) => o.driverId === driverId)
    .sort((a, b) => b.startTime - a.startTime)
    .map((o) => ({
      billId: o.bookOrderId, kind, title: parkName(db, o.parkId), plateNo: o.plateNo, time: wireTime(o.startTime),
      amountCents: o.payCents || o.priceCents, stateText: BOOK_STATE[o.state] ?? '',
    }));
}

function toItem(r: ServiceRequestRecord, now: number): ServiceRequestItem {
  const state = serviceState(r, now);
  const last = lastServiceAt(r);
  return {
    requestNo: r.requestNo, kind: r.kind, kindText: KIND_TEXT[r.kind], category: r.category, description: r.description,
    state, stateText: SERVICE_STATE_TEXT[state], createTime: wireTime(r.createdAt), unread: last !== null && last > r.readAt,
  };
}

function toDetail(db: Db, r: ServiceRequestRecord, now: number, responseHours: number): ServiceRequestDetail {
  const bill = r.billId && r.kind !== 'general' && r.kind !== 'consultation'
    ? billsOf(db, r.driverId, r.kind).find((b) => b.billId === r.billId) ?? null
    : null;
  const item = toItem(r, now);
  return {
    ...item, pictures: [...r.pictures], contactPhone: r.contactPhone, billId: r.billId, bill, plateNo: r.plateNo,
    promiseTime: wireTime(r.createdAt + responseHours * 60 * MIN),
    messages: r.messages.map((m) => ({ messageId: m.messageId, from: m.from, text: m.text, time: wireTime(m.at) })),
    canReply: item.state !== 4,
  };
}

function text(raw: unknown, label: string, min: number, max: number): string {
  if (raw !== undefined && typeof raw !== 'string') badRequest(`${label}格式不正确`);
  const value = (raw ?? '').trim();
  if (!value) badRequest(`${label}不能为空`);
  const length = [...value].length;
  if (length < min) badRequest(`${label}至少${min}个字`);
  if (length > max) badRequest(`${label}不能超过${max}个字`);
  if (EMOJI.test(value)) badRequest(`${label}不能包含表情符号`);
  return value;
}

function pictures(raw: unknown): string[] {
  const list = raw ?? [];
  if (!Array.isArray(list) || list.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
  if (list.length > SERVICE_MAX_PICTURES) badRequest(`最多上传${SERVICE_MAX_PICTURES}张图片`);
  return list as string[];
}

function myRequest(ctx: MockContext): ServiceRequestRecord {
  const driver = ctx.requireDriver();
  autoClose(ctx.db, ctx.now());
  const r = ctx.db.serviceRequests.find((x) => x.requestNo === ctx.req.params.requestNo && x.driverId === driver.driverId);
  if (!r) notFound('未找到该反馈');
  return r;
}

function submit(ctx: MockContext) {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const requestId = str(req.input, 'requestId', '请求编号');
  const same = db.serviceRequests.find((r) => r.driverId === driver.driverId && r.requestId === requestId);
  if (same) return { requestNo: same.requestNo };
  const kind = oneOf(req.input, 'kind', '反馈类型', SERVICE_KINDS);
  const category = oneOf(req.input, 'category', '问题分类', SERVICE_CATEGORIES[kind]);
  const description = text(req.input.description, '问题描述', SERVICE_DESCRIPTION_MIN, SERVICE_DESCRIPTION_MAX);
  const pics = pictures(req.input.pictures);
  const contactPhone = str(req.input, 'contactPhone', '联系电话');
  if (!/^1\d{10}$/.test(contactPhone)) badRequest('联系电话格式不正确');
  let billId: string | null = null;
  if ((BILL_KINDS as readonly string[]).includes(kind)) {
    billId = str(req.input, 'billId', kind === 'booking' ? '预约订单' : '账单');
    if (!billsOf(db, driver.driverId, kind as ServiceBillKind).some((b) => b.billId === billId)) {
      throw new MockFail(SERVICE_CODES.billNotFound, kind === 'booking' ? '未找到该预约订单' : '未找到该账单');
    }
  }
  const plateNo = optStr(req.input, 'plateNo') ?? null;
  if (plateNo !== null && [...plateNo].length > 10) badRequest('车牌号格式不正确');
  const requestNo = db.seq.next('SR');
  db.serviceRequests.push({
    requestNo, requestId, driverId: driver.driverId, kind, category, description, pictures: pics, contactPhone, billId, plateNo,
    createdAt: ctx.now(), messages: [], closedAt: null, readAt: ctx.now(),
  });
  return { requestNo };
}

/**
 * Customer service on the basic service: FAQs, the hotline, requests of five kinds that move with the
 * clock (已提交, 处理中 after 10 minutes, 已回复 when the control call replies, 已关闭 when the driver closes it or a
 * week after an unanswered reply), the thread of replies and the driver's follow-ups.
 */
export function registerCustomerService(r: MockRouter) {
  r.get('/basic/v2/api/service/info', ({ db }) => ({ ...db.serviceInfo }));

  r.get('/basic/v2/api/service/faqs', ({ db, req }) => {
    const keyword = optStr(req.input, 'keyword')?.trim().toLowerCase();
    const topics = db.faqTopics
      .map((t) => ({ ...t, faqs: keyword ? t.faqs.filter((f) => `${t.title}${f.question}${f.answer}`.toLowerCase().includes(keyword)) : [...t.faqs] }))
      .filter((t) => t.faqs.length > 0);
    const list: FaqList = { topics };
    return list;
  });

  r.get('/basic/v2/api/service/bills', (ctx) => {
    const driver = ctx.requireDriver();
    const kind = oneOf(ctx.req.input, 'kind', '账单类型', BILL_KINDS);
    return { results: billsOf(ctx.db, driver.driverId, kind).slice(0, 20) };
  });

  r.post('/basic/v2/api/service/requests', submit);

  r.get('/basic/v2/api/service/requests', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    autoClose(ctx.db, now);
    const rows = ctx.db.serviceRequests
      .filter((x) => x.driverId === driver.driverId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((x) => toItem(x, now));
    return paginate(rows, page(ctx.req.input, 10));
  });

  // Reading the detail reads the replies: the unread mark goes.
  r.get('/basic/v2/api/service/requests/{requestNo}', (ctx) => {
    const req = myRequest(ctx);
    const detail = toDetail(ctx.db, req, ctx.now(), ctx.db.serviceInfo.responseHours);
    req.readAt = ctx.now();
    return detail;
  });

  r.post('/basic/v2/api/service/requests/{requestNo}/replies', (ctx) => {
    const req = myRequest(ctx);
    const body = text(ctx.req.input.text, '回复内容', 1, SERVICE_REPLY_MAX);
    if (req.closedAt !== null) throw new MockFail(SERVICE_CODES.closed, '该反馈已关闭，如有新问题请重新提交');
    req.messages.push({ messageId: ctx.db.seq.next('SM'), from: 'driver', text: body, at: ctx.now() });
    return { requestNo: req.requestNo };
  });

  r.post('/basic/v2/api/service/requests/{requestNo}/close', (ctx) => {
    const req = myRequest(ctx);
    if (req.closedAt === null) req.closedAt = ctx.now();
    return { requestNo: req.requestNo };
  });

  r.post('/__mock/service/{requestNo}/reply', ({ db, req, now }) => {
    const request = db.serviceRequests.find((x) => x.requestNo === req.params.requestNo);
    if (!request) notFound('未找到该反馈');
    const reply = optStr(req.input, 'text')?.trim();
    if (!reply) badRequest('回复内容不能为空');
    if (request.closedAt !== null) throw new MockFail(SERVICE_CODES.closed, '该反馈已关闭');
    request.messages.push({ messageId: db.seq.next('SM'), from: 'service', text: reply, at: now() });
    return { requestNo: request.requestNo, state: serviceState(request, now()) };
  });
}
