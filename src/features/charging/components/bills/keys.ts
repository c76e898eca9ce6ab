/** The payment key of one charging bill: the same bill never has two orders in flight from this client. */
export function chargingBillKey(orderNo: string): string {
  return `chargingBill:${orderNo}`;
}
