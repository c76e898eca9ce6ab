import type { DiffTimeStatus, DiffTimeStatusFilter, ViolationState } from '@/api/booking/offpeak.types';
import type { BerthApplyState } from '@/api/booking/owner.types';
import { formatDateTime } from '@/lib/time';
import type { Tone } from '@/ui/StateTag';

export const STATUS_TONE: Record<DiffTimeStatus, Tone> = { unpaid: 'warning', upcoming: 'primary', active: 'success', used: 'default', cancelled: 'default', unknown: 'default' };

export const VIOLATION_TONE: Record<ViolationState, Tone> = { unpaid: 'danger', paid: 'default', appealing: 'primary', waived: 'success', unknown: 'default' };

export const APPLY_TONE: Record<BerthApplyState, Tone> = { 1: 'primary', 2: 'success', 3: 'danger', unknown: 'default' };

/** The filters of the manage page, as a driver thinks of them. */
export const STATUS_FILTERS: { key: DiffTimeStatusFilter | 'all'; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'active', title: '生效中' },
  { key: 'upcoming', title: '待生效' },
  { key: 'unpaid', title: '待支付' },
  { key: 'used', title: '已结束' },
  { key: 'cancelled', title: '已取消' },
];

/** '2026-04-12 至 2026-05-11': a package ends at midnight, so its last day is the day before its end (wire times are Beijing's). */
export function validityText(startTime: string, endTime: string): string {
  const lastDay = endTime.slice(11, 19) === '00:00:00' ? dayBefore(endTime.slice(0, 10)) : endTime.slice(0, 10);
  return `${startTime.slice(0, 10)} 至 ${lastDay}`;
}

function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/** A slot's window on its date: '04-12 19:00 至 次日08:00'. */
export function slotText(startTime: string, endTime: string): string {
  const s = formatDateTime(startTime);
  const e = formatDateTime(endTime);
  return `${s.slice(5)} 至 ${s.slice(0, 10) === e.slice(0, 10) ? '' : '次日'}${e.slice(11)}`;
}

/** Beijing's today and `days` ahead, 'YYYY-MM-DD'. */
export function beijingDay(days = 0, now = Date.now()): string {
  return new Date(now + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
