import type { CouponsCount, CouponStatus } from '@/api/coupon/types';

export const TABS: readonly { key: CouponStatus; label: string; count: keyof CouponsCount; empty: string }[] = [
  { key: 'unused', label: '未使用', count: 'unusedCount', empty: '暂无可用的优惠券' },
  { key: 'used', label: '已使用', count: 'usedCount', empty: '暂无已使用的优惠券' },
  { key: 'expired', label: '已过期', count: 'expiredCount', empty: '暂无已过期的优惠券' },
];

/** The tab the address names (?tab=unused|used|expired), unused otherwise. */
export function tabOf(search: URLSearchParams): CouponStatus {
  return TABS.find((t) => t.key === search.get('tab'))?.key ?? 'unused';
}
