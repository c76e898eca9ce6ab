import type { InvoiceUrl } from '../../src/api/invoice/types';
import type { InvoiceableGroup, InvoiceableOrders } from '../../src/api/invoice/orders.types';
import { INVOICE_CODES } from '../../src/api/invoice/records.types';
import { MockFail, notFound } from '../core/fail';
import type { MockContext, MockRouter } from '../core/router';
import { oneOf, optStr, str } from '../core/validate';
import { wireTime } from '../core/wireTime';
import type { InvoiceRecord } from '../db/invoices';
import { findBill, ownsBill, yuan } from './charge/bills';
import { allCandidates, coveringInvoice, invoiceableOf, invoiceState } from './invoice/orders';
import { registerPlateInvoices } from './invoice/byPlate';
import { registerInvoiceRecords, newInvoice } from './invoice/records';
import { registerSelfInvoice } from './invoice/self';
import { registerInvoiceTitles } from './invoice/titles';
import { coveredOrders, invoicePageUrl, issuerOf } from './invoice/views';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LINE_NAME = { parking: '*经营租赁*停车服务费', charging: '*供电*充电服务费', pass: '*经营租赁*停车月卡', topUp: '*预付卡销售*充值款' } as const;

function urlOf(ctx: MockContext, unid: string, inv: InvoiceRecord, newlyIssued: boolean): InvoiceUrl {
  return {
    unid, invoiceNo: inv.invoiceNo, invoiceUrl: invoicePageUrl(ctx.req.origin, inv), amount: inv.amountCents, issueTime: wireTime(inv.readyAt),
    newlyIssued: newlyIssued ? 1 : 0,
  };
}

/** An invoice of the driver's that can be viewed (issued, or reversed: the page says so), or why not. */
function viewable(ctx: MockContext, unid: string, inv: InvoiceRecord): InvoiceUrl {
  const state = invoiceState(inv, ctx.now());
  if (state === 1) throw new MockFail(INVOICE_CODES.notIssued, '发票正在开具中，请稍后查看');
  if (state === 3) throw new MockFail(INVOICE_CODES.wrongState, `开票失败：${inv.failReason ?? ''}`);
  return urlOf(ctx, unid, inv, false);
}

/**
 * getInvoiceUrlByUnid: an invoice's link by its invoiceNo; or, for a paid parking bill, its invoice, issued on the
 * spot with the driver's personal title when it has none (the quick invoice of the pay result page).
 */
function invoiceUrl(ctx: MockContext): InvoiceUrl {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const unid = str(req.input, 'unid', '订单编号');
  const own = db.invoices.find((i) => i.invoiceNo === unid && i.driverId === driver.driverId);
  if (own) return viewable(ctx, unid, own);
  const bill = findBill(db, unid);
  const payer = db.payOrders.find((p) => p.payOrderId === bill.payOrderId)?.driverId;
  if (payer !== driver.driverId && !ownsBill(db, driver.driverId, bill)) notFound('未找到该停车订单');
  if (bill.state !== 'paid') throw new MockFail(INVOICE_CODES.unpaid, '订单未完成支付，暂不能开具发票');
  if (bill.paidCents <= 0) throw new MockFail(INVOICE_CODES.nothingPaid, '该订单实付金额为0，无需开具发票');
  const ref = { kind: 'parking' as const, orderNo: bill.uniqueId };
  const covering = coveringInvoice(db, ref, now);
  if (covering) return viewable(ctx, unid, covering);
  const order = allCandidates(db).find((c) => c.view.kind === 'parking' && c.view.orderNo === bill.uniqueId);
  if (!order) throw new MockFail(INVOICE_CODES.notInvoiceable, '该订单暂不能开具发票');
  if (order.refunded) throw new MockFail(INVOICE_CODES.refunded, '该订单已退款，无需开具发票');
  const title = { titleType: 2 as const, name: driver.userName || driver.nickName, taxNo: null, address: null, phone: null, bank: null, account: null };
  const inv = newInvoice(db, { driverId: driver.driverId, plateNo: null, invoiceType: 1, title, email: null, remark: '', orders: [order], now, quick: true });
  return urlOf(ctx, unid, inv, true);
}

function invoiceable(ctx: MockContext): InvoiceableOrders {
  const driver = ctx.requireDriver();
  const { input } = ctx.req;
  const kind = optStr(input, 'kind') === undefined ? undefined : oneOf(input, 'kind', '订单类型', ['parking', 'charging', 'pass', 'topUp'] as const);
  const orders = invoiceableOf(ctx.db, driver.driverId, ctx.now()).filter((c) => !kind || c.view.kind === kind);
  const groups: InvoiceableGroup[] = ctx.db.invoiceIssuers.flatMap((i) => {
    const mine = orders.filter((o) => o.issuerId === i.issuerId).map((o) => o.view);
    return mine.length ? [{ ...issuerOf(ctx.db, i.issuerId), orders: mine, totalCents: mine.reduce((s, o) => s + o.amountCents, 0) }] : [];
  });
  return { groups, total: orders.length };
}

/** The issued invoice a link opens: the mock's stand-in for the tax platform's PDF viewer. */
function invoicePage(ctx: MockContext): Response {
  const { db, req } = ctx;
  const inv = db.invoices.find((i) => i.invoiceNo === req.params.invoiceNo);
  const state = inv ? invoiceState(inv, ctx.now()) : 0;
  if (!inv || (state !== 2 && state !== 4)) notFound('发票不存在或尚未开具');
  const seller = issuerOf(db, inv.issuerId);
  const lines = coveredOrders(db, inv)
    .map((o) => `<tr><td>${esc(LINE_NAME[o.kind])}</td><td>${esc(`${o.title} ${o.subTitle}`.trim())}</td><td>¥${yuan(o.amountCents)}</td></tr>`)
    .join('');
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>电子发票 ${esc(inv.invoiceNo)}</title><style>body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;padding:24px;color:#222}
h1{color:#b22;font-size:22px;text-align:center}dl{display:grid;grid-template-columns:7em 1fr;gap:8px}table{width:100%;border-collapse:collapse;margin:16px 0}
td{border-top:1px solid #ddd;padding:6px 4px;font-size:14px}.red{color:#b22;font-size:28px;font-weight:700;text-align:center;border:3px solid #b22;padding:4px}</style></head><body>
<h1>${inv.invoiceType === 2 ? '电子发票（增值税专用发票）' : '电子发票（普通发票）'}（模拟）</h1>${state === 4 ? '<p class="red">已红冲</p>' : ''}<dl>
<dt>发票号码</dt><dd>${esc(inv.taxInvoiceNo)}</dd><dt>开票日期</dt><dd>${wireTime(inv.readyAt)}</dd>
<dt>购买方</dt><dd>${esc(inv.title.name)}${inv.title.taxNo ? `<br>${esc(inv.title.taxNo)}` : ''}</dd>
<dt>销售方</dt><dd>${esc(seller.issuerName)}<br>${esc(seller.taxNo)}</dd></dl>
<table><tbody>${lines}</tbody></table>
<dl><dt>价税合计</dt><dd>¥${yuan(inv.amountCents)}</dd>${inv.remark ? `<dt>备注</dt><dd>${esc(inv.remark)}</dd>` : ''}</dl></body></html>`;
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * The invoice service: what can be invoiced (by issuer), invoices asked for and their records, saved titles,
 * self-service without an account, and the invoice page a link opens. Invoices move 开票中 → 已开票 with the clock.
 */
export function registerInvoice(r: MockRouter) {
  r.get('/invoice/v2/api/getInvoiceUrlByUnid', invoiceUrl);
  r.get('/invoice/v2/api/invoiceableOrders', invoiceable);
  r.get('/__mock/invoice/{invoiceNo}', invoicePage);
  registerInvoiceRecords(r);
  registerPlateInvoices(r);
  registerInvoiceTitles(r);
  registerSelfInvoice(r);
}
