import { MOVEMENT_TYPES, type MovementType, type WalletMovementsFilter } from '@/api/driver/wallet.types';
import { dayjs } from '@/lib/time';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const BEIJING_MINUTES = 8 * 60;

export const TYPE_LABELS: Record<MovementType, string> = { topUp: '充值', payment: '消费', refund: '退款', withdrawal: '提现', gift: '赠送' };

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

export interface MonthChoice {
  value: string;
  label: string;
}

/** This Beijing month and the ones before it, newest first: '本月', then '4月', with the year once it changes. */
export function recentMonths(count = 6, now = dayjs()): MonthChoice[] {
  const here = now.utcOffset(BEIJING_MINUTES).startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const m = here.subtract(i, 'month');
    const label = i === 0 ? '本月' : m.year() === here.year() ? `${m.month() + 1}月` : `${m.year()}年${m.month() + 1}月`;
    return { value: m.format('YYYY-MM'), label };
  });
}
