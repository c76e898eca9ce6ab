/** The payment key of one idle fee: the same fee never has two orders in flight from this client. */
export function occupyBillKey(occupyOrderNo: string): string {
  return `occupyBill:${occupyOrderNo}`;
}
