import type { InvoiceOrderKind } from '../../../src/api/invoice/orders.types';
import type { InvoiceCoveredOrder, InvoiceDetail, InvoiceState, InvoiceSummary } from '../../../src/api/invoice/records.types';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { InvoiceRecord } from '../../db/invoices';
import { allCandidates, invoiceState, KIND_TEXT, sameOrder } from './orders';
import { maskPhone } from '../driver/account';

/** An invoice as the records list and the detail show it. */

const STATE_TEXT: Record<InvoiceState, string> = { 1: '开票中', 2: '已开票', 3: '开票失败', 4: '已红冲' };
const TYPE_TEXT = { 1: '电子普通发票', 2: '增值税专用发票' } as const;

export function issuerOf(db: Db, issuerId: string) {
  const i = db.invoiceIssuers.find((x) => x.issuerId === issuerId);
  return { issuerId, issuerName: i?.issuerName ?? '', taxNo: i?.taxNo ?? '' };
}

export function summaryOf(db: Db, inv: InvoiceRecord, now: number): InvoiceSummary {
  const state = invoiceState(inv, now);
  return {
    ...issuerOf(db, inv.issuerId),
    invoiceNo: inv.invoiceNo, invoiceType: inv.invoiceType, invoiceTypeText: TYPE_TEXT[inv.invoiceType], titleType: inv.title.titleType,
    titleName: inv.title.name, amountCents: inv.amountCents, orderCount: inv.items.length, state, stateText: STATE_TEXT[state],
    failReason: state === 3 ? inv.failReason : null, email: inv.email, createTime: wireTime(inv.createdAt),
    issueTime: state === 2 || state === 4 ? wireTime(inv.readyAt) : null,
  };
}

/** The orders it covers, described as the invoiceable list described them (the amount is the invoice's). */
export function coveredOrders(db: Db, inv: InvoiceRecord): (InvoiceCoveredOrder & { kind: InvoiceOrderKind })[] {
  const known = allCandidates(db);
  return inv.items.map((i) => {
    const c = known.find((k) => sameOrder(k.view, i));
    return {
      kind: i.kind, kindText: KIND_TEXT[i.kind], orderNo: i.orderNo, title: c?.view.title ?? KIND_TEXT[i.kind], subTitle: c?.view.subTitle ?? '',
      time: c?.view.time ?? '', amountCents: i.amountCents,
    };
  });
}

export function invoicePageUrl(origin: string, inv: InvoiceRecord): string {
  return `${origin}/__mock/invoice/${encodeURIComponent(inv.invoiceNo)}`;
}

export interface InvoiceDelivery {
  channel: 'email' | 'sms';
  /** The address or number as given (the control API's reader is a test, not a visitor). */
  to: string;
  /** The first delivery, when the invoice was issued, or a sending again. */
  why: 'issued' | 'resend';
  at: number;
}

/** Where the invoice went and when: the first delivery once it is issued (a failed one went nowhere), then each sending again. */
export function deliveriesOf(inv: InvoiceRecord, now: number): InvoiceDelivery[] {
  const state = invoiceState(inv, now);
  const out: InvoiceDelivery[] = [];
  if (state === 2 || state === 4) {
    if (inv.phone) out.push({ channel: 'sms', to: inv.phone, why: 'issued', at: inv.readyAt });
    else if (inv.email) out.push({ channel: 'email', to: inv.email, why: 'issued', at: inv.readyAt });
  }
  for (const s of inv.sends) out.push({ ...('email' in s ? { channel: 'email', to: s.email } : { channel: 'sms', to: s.phone }), why: 'resend', at: s.at });
  return out;
}

export function detailOf(db: Db, inv: InvoiceRecord, now: number, origin: string): InvoiceDetail {
  const summary = summaryOf(db, inv, now);
  const issued = summary.state === 2 || summary.state === 4;
  const first = issued && inv.email ? [{ email: inv.email, time: wireTime(inv.readyAt) }] : [];
  return {
    ...summary,
    title: { ...inv.title },
    orders: coveredOrders(db, inv),
    remark: inv.remark,
    taxInvoiceNo: issued ? inv.taxInvoiceNo : null,
    invoiceUrl: issued ? invoicePageUrl(origin, inv) : null,
    reverseTime: inv.reversedAt === null ? null : wireTime(inv.reversedAt),
    // The wire's sentTo is e-mails; a text message's number is `phone`, masked (the self-service GET needs no login).
    sentTo: [...first, ...inv.sends.flatMap((s) => ('email' in s ? [{ email: s.email, time: wireTime(s.at) }] : []))],
    phone: inv.phone ? maskPhone(inv.phone) : null,
  };
}
