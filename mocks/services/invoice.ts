import type { InvoiceUrl } from '../../src/api/types/invoice';
import { MockFail, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { str } from '../core/validate';
import type { InvoiceRecord } from '../db/parking';
import { findBill, fmtTime, formatPlate, ownsBill, parkInfo, yuan } from './charge/bills';


function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The invoice service. A paid bill gets its e-invoice on first request; the invoice itself is shown by a small
 * page of the mock (GET /__mock/invoice/{invoiceNo}), standing in for the tax platform's PDF viewer.
 */
export function registerInvoice(r: MockRouter) {
  r.get('/invoice/v2/api/getInvoiceUrlByUnid', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const bill = findBill(db, str(req.input, 'unid', '订单编号'));
    const payer = db.payOrders.find((p) => p.payOrderId === bill.payOrderId)?.driverId;
    if (payer !== driver.driverId && !ownsBill(db, driver.driverId, bill)) notFound('未找到该停车订单');
    if (bill.state !== 'paid') throw new MockFail('0xd08510001', '订单未完成支付，暂不能开具发票');
    if (bill.paidCents <= 0) throw new MockFail('0xd08510002', '该订单实付金额为0，无需开具发票');
    let invoice = db.invoices.find((i) => i.uniqueId === bill.uniqueId);
    const newlyIssued = !invoice;
    if (!invoice) {
      invoice = { invoiceNo: db.seq.next('FP'), driverId: driver.driverId, uniqueId: bill.uniqueId, amountCents: bill.paidCents, issuedAt: now() };
      db.invoices.push(invoice);
    }
    const result: InvoiceUrl = {
      unid: bill.uniqueId, invoiceNo: invoice.invoiceNo, invoiceUrl: `${req.origin}/__mock/invoice/${encodeURIComponent(invoice.invoiceNo)}`,
      amount: invoice.amountCents, issueTime: fmtTime(invoice.issuedAt), newlyIssued: newlyIssued ? 1 : 0,
    };
    return result;
  });

  r.get('/__mock/invoice/{invoiceNo}', ({ db, req }) => {
    const invoice: InvoiceRecord | undefined = db.invoices.find((i) => i.invoiceNo === req.params.invoiceNo);
    if (!invoice) notFound('发票不存在');
    const bill = db.parkOrders.find((b) => b.uniqueId === invoice.uniqueId);
    const park = bill ? parkInfo(db, bill.parkId).parkName : '';
    const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>电子发票 ${esc(invoice.invoiceNo)}</title><style>body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;padding:24px;color:#222}
h1{color:#b22;font-size:22px;text-align:center}dl{display:grid;grid-template-columns:6em 1fr;gap:8px}</style></head><body>
<h1>增值税电子普通发票（模拟）</h1><dl>
<dt>发票号码</dt><dd>${esc(invoice.invoiceNo)}</dd><dt>开票日期</dt><dd>${fmtTime(invoice.issuedAt)}</dd>
<dt>项目</dt><dd>*经营租赁*停车服务费</dd><dt>停车场</dt><dd>${esc(park)}</dd>
<dt>车牌</dt><dd>${esc(bill ? formatPlate(bill.plateNo) : '')}</dd><dt>价税合计</dt><dd>¥${yuan(invoice.amountCents)}</dd>
</dl></body></html>`;
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
}
