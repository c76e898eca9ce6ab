import type { FapiaoState as WireFapiaoState, LineFapiao } from '../../../../src/api/driver/statement.types';
import type { KnownValue } from '../../../../src/lib/schema';
import type { Db } from '../../../db';
import { allCandidates, coveringInvoice, INVOICE_WINDOW_DAYS, INVOICE_WINDOW_MS, invoiceState, type Candidate } from '../../invoice/orders';
import type { Draft } from './lines';

/**
 * A line's fapiao, by the invoice service's own rules (mocks/services/invoice/orders.ts): what it calls invoiceable,
 * and the invoice that covers the order now. Refunds, top-ups of the general balance, gifts and withdrawals are never
 * invoiced; a payment given back whole is not either.
 */

/** The fapiao states the mock writes (it never answers UNKNOWN). */
type FapiaoState = KnownValue<WireFapiaoState>;

const STATE_TEXT: Record<FapiaoState, string> = { invoiceable: '可开票', issuing: '开票中', issued: '已开票', notInvoiceable: '不可开票' };

function fapiao(state: FapiaoState, reason: string | null = null, invoiceNo: string | null = null): LineFapiao {
  return { state, stateText: STATE_TEXT[state], reason, invoiceNo };
}

/** Decides the fapiao of every line at once (the candidates and the refunds are read once). */
export function fapiaoDecider(db: Db, drafts: readonly Draft[], now: number): (line: Draft) => LineFapiao {
  const candidates = new Map<string, Candidate>(allCandidates(db).map((c) => [`${c.view.kind}:${c.view.orderNo}`, c]));
  const backOf = new Map<string, number>();
  for (const d of drafts) if (d.refundOf) backOf.set(d.refundOf, (backOf.get(d.refundOf) ?? 0) + d.amountCents);
  return (line) => {
    if (line.kind === 'refund') return fapiao('notInvoiceable', '退款不开票');
    if (line.amountCents < 0 && (backOf.get(line.lineId) ?? 0) >= -line.amountCents) return fapiao('notInvoiceable', '已全额退款');
    const ref = line.invoiceRef;
    if (!ref) return fapiao('notInvoiceable', line.noInvoice ?? '该项目不开票');
    const inv = coveringInvoice(db, ref, now);
    if (inv) return invoiceState(inv, now) === 2 ? fapiao('issued', null, inv.invoiceNo) : fapiao('issuing', null, inv.invoiceNo);
    const c = candidates.get(`${ref.kind}:${ref.orderNo}`);
    if (!c) return fapiao('notInvoiceable', line.noInvoice ?? '该订单无可开票金额');
    if (now - c.paidAt > INVOICE_WINDOW_MS) return fapiao('notInvoiceable', `已超过开票期限（支付后${INVOICE_WINDOW_DAYS}天内可开票）`);
    if (line.payerId && !c.ownedBy(line.payerId)) return fapiao('notInvoiceable', '请由付款人开票');
    return fapiao('invoiceable');
  };
}
