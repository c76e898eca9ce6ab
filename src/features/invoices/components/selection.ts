import type { InvoiceableGroup, InvoiceableOrder, InvoiceOrderKind, InvoiceOrderRef } from '@/api/types/invoice-orders';

/**
 * The orders chosen to invoice, as the URL carries them (`parking:U20005,parking:U20006`) and as the rules see
 * them: one invoice is one issuer's, so a choice never spans two groups.
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

/** The chosen refs found in the invoiceable list: the group they belong to, the orders, and what is gone. */
export interface ResolvedChoice {
  /** The one issuer's group, or null when nothing chosen is invoiceable (or the choice spans issuers). */
  group: InvoiceableGroup | null;
  orders: InvoiceableOrder[];
  /** Chosen but no longer invoiceable (invoiced meanwhile, or a stale link). */
  missing: InvoiceOrderRef[];
  /** The refs found belong to more than one issuer (a link written by hand). */
  mixed: boolean;
  totalCents: number;
}

export function resolveChoice(groups: readonly InvoiceableGroup[], refs: readonly InvoiceOrderRef[]): ResolvedChoice {
  const found: { group: InvoiceableGroup; order: InvoiceableOrder }[] = [];
  const missing: InvoiceOrderRef[] = [];
  for (const ref of refs) {
    const group = groups.find((g) => g.orders.some((o) => refKey(o) === refKey(ref)));
    const order = group?.orders.find((o) => refKey(o) === refKey(ref));
    if (group && order) found.push({ group, order });
    else missing.push(ref);
  }
  const issuers = new Set(found.map((f) => f.group.issuerId));
  const mixed = issuers.size > 1;
  const orders = mixed ? [] : found.map((f) => f.order);
  return {
    group: mixed ? null : (found[0]?.group ?? null),
    orders,
    missing,
    mixed,
    totalCents: orders.reduce((s, o) => s + o.amountCents, 0),
  };
}

/** The issuer of what is chosen now (the first chosen order's group), or null for nothing chosen. */
export function chosenIssuer(groups: readonly InvoiceableGroup[], refs: readonly InvoiceOrderRef[]): InvoiceableGroup | null {
  const keys = new Set(refs.map(refKey));
  return groups.find((g) => g.orders.some((o) => keys.has(refKey(o)))) ?? null;
}

export type Toggle = { ok: true; refs: InvoiceOrderRef[] } | { ok: false; chosen: InvoiceableGroup; wanted: InvoiceableGroup };

/**
 * Adds or removes orders of one group. Adding orders of another issuer than the one already chosen is refused
 * (one invoice per issuer) and says which two issuers are concerned, so the page can tell the driver.
 */
export function toggleOrders(
  groups: readonly InvoiceableGroup[],
  refs: readonly InvoiceOrderRef[],
  group: InvoiceableGroup,
  orders: readonly InvoiceOrderRef[],
  on: boolean,
): Toggle {
  const keys = new Set(orders.map(refKey));
  if (!on) return { ok: true, refs: refs.filter((r) => !keys.has(refKey(r))) };
  const chosen = chosenIssuer(groups, refs);
  if (chosen && chosen.issuerId !== group.issuerId) return { ok: false, chosen, wanted: group };
  const have = new Set(refs.map(refKey));
  return { ok: true, refs: [...refs, ...orders.filter((o) => !have.has(refKey(o))).map(({ kind, orderNo }) => ({ kind, orderNo }))] };
}

/** The words of a refused cross-issuer choice. */
export function crossIssuerMessage(chosen: { issuerName: string }, wanted: { issuerName: string }): string {
  return `一张发票只能包含同一开票方的订单。已选订单由“${chosen.issuerName}”开票，“${wanted.issuerName}”的订单请取消已选后另开一张发票。`;
}
