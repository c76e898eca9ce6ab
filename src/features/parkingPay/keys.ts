import { href, paths } from '@/lib/paths';

/** Payment keys: one per payable thing, so the same bill never has two orders in flight from this client. */
export function parkingKey(uniqueId: string): string {
  return `parking:${uniqueId}`;
}

export function parkingBatchKey(uniqueIds: readonly string[]): string {
  return `parkingBatch:${[...uniqueIds].sort().join(',')}`;
}

/**
 * Where a parking payment lands: the result page, which finds the payment again by key. Before the order exists
 * (the cashier's return address) there is no payOrderId yet: the provider appends it.
 */
export function resultUrl(key: string, payOrderId?: string | null): string {
  return href(paths.payResultPage, { payOrderId: payOrderId ?? '', key });
}

/** A visitor's payment of one bill found by plate (its own key: its orders are read with their payToken). */
export function visitorKey(uniqueId: string): string {
  return `parkingVisitor:${uniqueId}`;
}
