/** Small formatting helpers of the pay screens. */

/** 'YYYY-MM-DD HH:mm:ss' (Beijing time, as the server writes it) → epoch ms; NaN when unreadable. */
export function parseServerTime(s: string | null | undefined): number {
  if (!s) return NaN;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (!m) return NaN;
  const [, y, mo, d, h, mi, sec] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(sec ?? 0));
}

/** Seconds → '2小时13分' ('1天3小时5分', '8分'). */
export function durationText(seconds: number): string {
  const m = Math.max(0, Math.floor(seconds / 60));
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const mm = m % 60;
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${mm}分`;
}

export const CHANNEL_NAMES = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;

/** couponId in a pay page's URL when the driver chose 不使用优惠券 (no couponId: the best coupon is taken). */
export const NO_COUPON = 'none';
