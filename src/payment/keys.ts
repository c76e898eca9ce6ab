/** An order known only by its id (a result page opened from an external link). */
export function orderKey(payOrderId: string): string {
  return `order:${payOrderId}`;
}
