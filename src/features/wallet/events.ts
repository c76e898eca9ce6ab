import { driverWalletApi } from '@/api/driver/wallet';
import { observe, type EventRegistration } from '@/api/events';
import type { Withdrawal } from '@/api/driver/wallet.types';

/** A withdrawal the bank sent back: its money is in the wallet again. */
export const WITHDRAWAL_RETURNED = 'wallet:withdrawalReturned';

export function withdrawalReturned(prev: Withdrawal | undefined, next: Withdrawal): boolean {
  return !!prev && prev.state !== 3 && next.state === 3;
}

/** The wallet's own money event: only the entry's balance rows (MONEY) follow it. */
export const walletEvents: EventRegistration = {
  moneyEvents: [WITHDRAWAL_RETURNED],
  transitions: [observe(driverWalletApi.endpoints.withdrawal, (prev, next) => (withdrawalReturned(prev, next) ? WITHDRAWAL_RETURNED : null))],
};
