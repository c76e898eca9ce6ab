import type { InvoiceableGroup, InvoiceableOrder, InvoiceIssuer, InvoiceOrderKind, InvoiceOrderRef } from '@/api/invoice/orders.types';
import { formatMoney } from '@/lib/format';

/**
 * The orders chosen to invoice, as the URL carries them (`parking:U20005,charging:C30002`) and as the rules see
 * them. The driver chooses freely; an invoice is one issuer's, so the choice splits into one invoice per issuer.
 */

const KINDS: readonly InvoiceOrderKind[] = ['parking', 'charging', 'pass', 'topUp'];

export const refKey = (r: InvoiceOrderRef) => `${r.kind}:${r.orderNo}`;

/** The refs of `?orders=`, unknown kinds and repeats dropped, in the order written. */
export function readRefs(raw: string | null): InvoiceOrderRef[] {
  if (!raw) return [];
  const seen = new Set<string>();
  const refs: InvoiceOrderRef[] = [];
  for (const part of raw.split(',')) {
    const at = part.indexOf(':');
    const kind = part.slice(0, at) as InvoiceOrderKind;
    const orderNo = part.slice(at + 1).trim();
    if (at < 1 || !KINDS.includes(kind) || !orderNo || seen.has(part)) continue;
    seen.add(part);
    refs.push({ kind, orderNo });
  }
  return refs;
}

export function writeRefs(refs: readonly InvoiceOrderRef[]): string {
  return refs.map(refKey).join(',');
}

/** One invoice of the split: an issuer and the chosen orders it issues for. */
export interface InvoicePart {
  issuer: InvoiceIssuer;
  orders: InvoiceableOrder[];
  totalCents: number;
}

/** The chosen refs found in the invoiceable list, split by issuer, and what is gone. */
export interface ResolvedChoice {
  /** One per issuer, in the list's order of issuers; the orders in the order chosen. */
  parts: InvoicePart[];
  orders: InvoiceableOrder[];
  /** Chosen but no longer invoiceable (invoiced meanwhile, or a stale link). */
  missing: InvoiceOrderRef[];
  totalCents: number;
}

const sum = (orders: readonly InvoiceableOrder[]) => orders.reduce((s, o) => s + o.amountCents, 0);

export function resolveChoice(groups: readonly InvoiceableGroup[], refs: readonly InvoiceOrderRef[]): ResolvedChoice {
  const byIssuer = new Map<string, InvoiceableOrder[]>();
  const orders: InvoiceableOrder[] = [];
  const missing: InvoiceOrderRef[] = [];
  for (const ref of refs) {
    const group = groups.find((g) => g.orders.some((o) => refKey(o) === refKey(ref)));
    const order = group?.orders.find((o) => refKey(o) === refKey(ref));
    if (!group || !order) {
      missing.push(ref);
      continue;
    }
    orders.push(order);
    byIssuer.set(group.issuerId, [...(byIssuer.get(group.issuerId) ?? []), order]);
  }
  const parts = groups.flatMap((g) => {
    const chosen = byIssuer.get(g.issuerId);
    if (!chosen) return [];
    const issuer: InvoiceIssuer = { issuerId: g.issuerId, issuerName: g.issuerName, taxNo: g.taxNo };
    return [{ issuer, orders: chosen, totalCents: sum(chosen) }];
  });
  return { parts, orders, missing, totalCents: sum(orders) };
}

/** Adds or removes orders; any issuer's may join the choice (the app splits it, one invoice per issuer). */
export function toggleOrders(refs: readonly InvoiceOrderRef[], orders: readonly InvoiceOrderRef[], on: boolean): InvoiceOrderRef[] {
  const keys = new Set(orders.map(refKey));
  if (!on) return refs.filter((r) => !keys.has(refKey(r)));
  const have = new Set(refs.map(refKey));
  return [...refs, ...orders.filter((o) => !have.has(refKey(o))).map(({ kind, orderNo }) => ({ kind, orderNo }))];
}

/** A part's identity: its issuer and its orders. The same part keeps its request key across retries. */
export function partKey(part: InvoicePart): string {
  return `${part.issuer.issuerId}|${writeRefs(part.orders)}`;
}

/** One part in words: the issuer, how many orders, how much. */
export function partText(part: InvoicePart): string {
  return `${part.issuer.issuerName} ${part.orders.length}笔 ${formatMoney(part.totalCents)}`;
}

/** What submitting will do, said before it is done: one invoice, or how the choice splits. */
export function splitText(parts: readonly InvoicePart[]): string {
  if (parts.length < 2) return '将开具1张发票';
  return `将开具${parts.length}张发票：${parts.map(partText).join('；')}`;
}
