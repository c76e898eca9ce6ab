/** Payment and draft keys of the off-peak screens: one payment in flight per order or violation (WP, WS, WV). */
export function diffTimePayKey(orderNo: string): string {
  return `diffTimeOrder:${orderNo}`;
}

export function packageDraftKey(productId: string): string {
  return `offPeakPackage:${productId}`;
}

export function subscribeDraftKey(parkId: string): string {
  return `offPeakSubscribe:${parkId}`;
}

export function appealDraftKey(violationNo: string): string {
  return `offPeakAppeal:${violationNo}`;
}

export const CHECK_IN_DRAFT_KEY = 'ownerCheckIn';
