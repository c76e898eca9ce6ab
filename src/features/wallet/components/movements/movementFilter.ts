import { MOVEMENT_TYPES, type WalletMovementsFilter } from '@/api/driver/wallet.types';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The types as the filter offers them (a movement brings its own typeText). */
export const TYPE_LABELS: Record<NonNullable<WalletMovementsFilter['type']>, string> = { topUp: '充值', payment: '消费', refund: '退款', withdrawal: '提现', gift: '赠送' };

/** The detail's filter as the URL holds it (?walletId&type&month), so Back from an order restores it. */
export function readMovementFilter(search: URLSearchParams): WalletMovementsFilter {
  const type = MOVEMENT_TYPES.find((t) => t === search.get('type'));
  const month = search.get('month') ?? '';
  const walletId = search.get('walletId') ?? '';
  return { ...(walletId ? { walletId } : {}), ...(type ? { type } : {}), ...(MONTH.test(month) ? { month } : {}) };
}

/** The URL query of a filter (what is not set is left out). */
export function movementFilterQuery(f: WalletMovementsFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.walletId) q.set('walletId', f.walletId);
  if (f.type) q.set('type', f.type);
  if (f.month) q.set('month', f.month);
  return q;
}
