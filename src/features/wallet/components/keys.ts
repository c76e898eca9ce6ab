/**
 * The payment key of a top-up of one wallet (the default one without an id): one top-up in flight per wallet from
 * this client, and the result page finds the payment again by it after a reload or the cashier's way back.
 */
export function topUpKey(walletId: string | undefined): string {
  return `walletTopUp:${walletId ?? 'default'}`;
}
