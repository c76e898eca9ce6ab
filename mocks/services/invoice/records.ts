import type { InvoiceOrderRef } from '../../../src/api/invoice/orders.types';
import type { InvoiceDetail, InvoicePage, InvoiceState, InvoiceType, ResendInvoiceResult } from '../../../src/api/invoice/records.types';
import { INVOICE_CODES, INVOICE_SENDS_PER_DAY } from '../../../src/api/invoice/records.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { list, oneOf, optStr, page, paginate, str, type Input } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { InvoiceRecord, InvoiceTitleSnapshot } from '../../db/invoices';
import { beijingDayStart } from '../coupon/merchantModel';
import { allCandidates, coveringInvoice, INVOICE_ISSUE_AFTER_MS, invoiceableOf, invoiceState, type Candidate } from './orders';
import { emailFrom, hasTitle, savedTitle, saveTitle, titleFrom } from './titles';
import { detailOf, summaryOf } from './views';

/** Asking for an invoice, the records, resending and reversing, and the control calls that fail or settle one. */

const MAX_ORDERS = 50;
const KINDS = ['parking', 'charging', 'pass', 'topUp'] as const;
export const DEFAULT_INVOICE_FAIL_REASON = '开票方税控服务异常，开票失败，请重新提交';

export function invoiceTypeOf(input: Input): InvoiceType {
  return optStr(input, 'invoiceType') === undefined ? 1 : oneOf(input, 'invoiceType', '发票类型', [1, 2] as const);
}

/**
 * A new invoice of orders already checked to be one issuer's and free. It is issued 5 minutes later, or then fails
 * if a fault was armed; a quick one (getInvoiceUrlByUnid) is issued on the spot and leaves the fault for the next.
 */
export function newInvoice(db: Db, p: {
  driverId: string | null; plateNo: string | null; invoiceType: InvoiceType; title: InvoiceTitleSnapshot; email: string | null; phone?: string | null;
  remark: string; orders: Candidate[]; now: number; quick?: boolean; requestId?: string | null;
}): InvoiceRecord {
  const failReason = p.quick ? null : db.invoiceFaults.failNext;
  if (!p.quick) db.invoiceFaults.failNext = null;
  const inv: InvoiceRecord = {
    invoiceNo: db.seq.next('FP'), driverId: p.driverId, plateNo: p.plateNo, issuerId: p.orders[0]?.issuerId ?? '', invoiceType: p.invoiceType,
    title: p.title, email: p.email, phone: p.phone ?? null, remark: p.remark, items: p.orders.map((o) => ({ kind: o.view.kind, orderNo: o.view.orderNo, amountCents: o.view.amountCents })),
    amountCents: p.orders.reduce((s, o) => s + o.view.amountCents, 0), createdAt: p.now, readyAt: p.quick ? p.now : p.now + INVOICE_ISSUE_AFTER_MS,
    failReason, reversedAt: null, taxInvoiceNo: db.seq.next('26112000000000'), sends: [], requestId: p.requestId ?? null,
  };
  db.invoices.push(inv);
  return inv;
}

function refsOf(input: Input): InvoiceOrderRef[] {
  const raw = list<unknown>(input, 'orders', '要开票的订单');
  if (raw.length > MAX_ORDERS) badRequest(`一次最多合并${MAX_ORDERS}笔订单开票`);
  const refs = raw.map((x) => {
    if (!x || typeof x !== 'object') badRequest('开票订单格式不正确');
    const o = x as Input;
    return { kind: oneOf(o, 'kind', '订单类型', KINDS), orderNo: str(o, 'orderNo', '订单编号') };
  });
  return refs.filter((r, i) => refs.findIndex((x) => x.kind === r.kind && x.orderNo === r.orderNo) === i);
}

/** Each order must be the driver's and free to invoice now, and all of one issuer. */
function ordersFor(db: Db, driverId: string, refs: InvoiceOrderRef[], now: number): Candidate[] {
  const free = invoiceableOf(db, driverId, now);
  const orders = refs.map((ref) => {
    const c = free.find((x) => x.view.kind === ref.kind && x.view.orderNo === ref.orderNo);
    if (c) return c;
    const refunded = allCandidates(db).some((x) => x.refunded && x.view.kind === ref.kind && x.view.orderNo === ref.orderNo);
    const why = coveringInvoice(db, ref, now) ? '已开票或正在开票中' : refunded ? '已退款' : '不存在、未支付或已超过开票期限';
    throw new MockFail(INVOICE_CODES.notInvoiceable, `订单${ref.orderNo}${why}，不能开票`);
  });
  if (new Set(orders.map((o) => o.issuerId)).size > 1) throw new MockFail(INVOICE_CODES.mixedIssuers, '所选订单属于不同开票方，请按开票方分别开票');
  return orders;
}

const MAX_REQUEST_ID = 64;

function requestIdOf(input: Input): string | null {
  const id = optStr(input, 'requestId') ?? null;
  if (id !== null && (id.length === 0 || id.length > MAX_REQUEST_ID)) badRequest('请求编号不正确');
  return id;
}

function remarkOf(input: Input): string {
  const v = optStr(input, 'remark') ?? '';
  if ([...v].length > 100) badRequest('备注不能超过100个字');
  return v.trim();
}

function create(ctx: MockContext): InvoiceDetail {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const requestId = requestIdOf(req.input);
  // Asked again with the same key (a double tap, a retry after a lost answer): the invoice it made, not a refusal
  // of its orders as taken, nor a second invoice.
  const made = requestId === null ? undefined : db.invoices.find((i) => i.driverId === driver.driverId && i.requestId === requestId);
  if (made) return detailOf(db, made, now, req.origin);
  const refs = refsOf(req.input);
  const invoiceType = invoiceTypeOf(req.input);
  const titleId = optStr(req.input, 'titleId');
  const title = titleId === undefined ? titleFrom(req.input.title, invoiceType) : titleFrom({ ...savedTitle(db, driver.driverId, titleId) }, invoiceType);
  const email = emailFrom(req.input);
  const remark = remarkOf(req.input);
  const orders = ordersFor(db, driver.driverId, refs, now);
  // Saved before the invoice is made: a refused save (too many titles) leaves nothing behind.
  if (titleId === undefined && req.input.saveTitle === true && !hasTitle(db, driver.driverId, title)) saveTitle(db, driver.driverId, title, undefined, now);
  const inv = newInvoice(db, { driverId: driver.driverId, plateNo: null, invoiceType, title, email, remark, orders, now, requestId });
  return detailOf(db, inv, now, req.origin);
}

function mine(ctx: MockContext): InvoiceRecord {
  const driver = ctx.requireDriver();
  const inv = ctx.db.invoices.find((i) => i.invoiceNo === ctx.req.params.invoiceNo && i.driverId === driver.driverId);
  if (!inv) notFound('发票记录不存在');
  return inv;
}

/** Why an invoice in this state cannot be sent or reversed (self-service's sending says the same). */
export function notIssuedRefusal(state: InvoiceState, action: string): never {
  if (state === 1) throw new MockFail(INVOICE_CODES.notIssued, `发票正在开具中，开具完成后才能${action}`);
  if (state === 3) throw new MockFail(INVOICE_CODES.wrongState, `开票失败的发票不能${action}，请重新开票`);
  throw new MockFail(INVOICE_CODES.wrongState, `已红冲的发票不能${action}`);
}

/** An invoice sent again INVOICE_SENDS_PER_DAY times this Beijing day is not sent again until the next (the first delivery at issue does not count). */
export function refuseBeyondSendLimit(inv: InvoiceRecord, now: number): void {
  const today = beijingDayStart(now);
  if (inv.sends.filter((s) => s.at >= today).length >= INVOICE_SENDS_PER_DAY) {
    throw new MockFail(INVOICE_CODES.sendLimit, `该发票今日已发送${INVOICE_SENDS_PER_DAY}次，请明天再试`);
  }
}

export function registerInvoiceRecords(r: MockRouter) {
  r.post('/invoice/v2/api/invoices', create);

  r.get('/invoice/v2/api/invoices', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    const { input } = ctx.req;
    const state = optStr(input, 'state') === undefined ? undefined : oneOf(input, 'state', '发票状态', [1, 2, 3, 4] as const);
    const rows = ctx.db.invoices
      .filter((i) => i.driverId === driver.driverId && (!state || invoiceState(i, now) === state))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((i) => summaryOf(ctx.db, i, now));
    const result: InvoicePage = paginate(rows, page(input, 10));
    return result;
  });

  r.get('/invoice/v2/api/invoices/{invoiceNo}', (ctx) => detailOf(ctx.db, mine(ctx), ctx.now(), ctx.req.origin));

  r.post('/invoice/v2/api/invoices/{invoiceNo}/resend', (ctx) => {
    const inv = mine(ctx);
    const email = emailFrom(ctx.req.input);
    const state = invoiceState(inv, ctx.now());
    if (state !== 2) notIssuedRefusal(state, '发送');
    refuseBeyondSendLimit(inv, ctx.now());
    inv.sends.push({ email, at: ctx.now() });
    const result: ResendInvoiceResult = { invoiceNo: inv.invoiceNo, email, sentTime: wireTime(ctx.now()) };
    return result;
  });

  // 红冲: the invoice is cancelled by a red-letter one; its orders may be invoiced again (another title, say).
  r.post('/invoice/v2/api/invoices/{invoiceNo}/reverse', (ctx) => {
    const inv = mine(ctx);
    const state = invoiceState(inv, ctx.now());
    if (state !== 2) notIssuedRefusal(state, '红冲');
    inv.reversedAt = ctx.now();
    return detailOf(ctx.db, inv, ctx.now(), ctx.req.origin);
  });

  r.post('/__mock/invoices/fail-next', ({ db, req }) => {
    db.invoiceFaults.failNext = optStr(req.input, 'reason') ?? DEFAULT_INVOICE_FAIL_REASON;
    return { failNext: db.invoiceFaults.failNext };
  });

  // The tax platform's answer, now: an invoice still 开票中 is issued or fails.
  r.post('/__mock/invoices/{invoiceNo}', ({ db, req, now }) => {
    const inv = db.invoices.find((i) => i.invoiceNo === req.params.invoiceNo);
    if (!inv) notFound('发票记录不存在');
    const state = oneOf(req.input, 'state', '开票结果', ['issued', 'failed'] as const);
    if (invoiceState(inv, now()) !== 1) throw new MockFail('409', '该发票已处理完毕，不能再更改');
    inv.readyAt = now();
    inv.failReason = state === 'failed' ? optStr(req.input, 'reason') ?? inv.failReason ?? DEFAULT_INVOICE_FAIL_REASON : null;
    return detailOf(db, inv, now(), req.origin);
  });
}
