/** Money and distance as the driver reads them (spec section 9). */

/** Cents → '12.50元'. Negative amounts (refunds) keep their sign. */
export function formatMoney(cents: number, unit = '元'): string {
  return `${formatYuan(cents)}${unit}`;
}

/** Cents → '12.50', computed in integers so 0.1 + 0.2 never shows. */
export function formatYuan(cents: number): string {
  const c = Math.round(cents);
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Metres → '850m' up to 999 m, else '1.25km'. */
export function formatDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  return m <= 999 ? `${m}m` : `${(m / 1000).toFixed(2)}km`;
}

/**
 * A distance as the driver reads it, or null when it is not known. The server answers 0 (or null) when it had no
 * point to measure from (a name search, a lot opened on its own coordinates): '0m' would be a false promise.
 */
export function knownDistance(metres: number | null | undefined): string | null {
  return typeof metres === 'number' && Number.isFinite(metres) && metres > 0 ? formatDistance(metres) : null;
}

/** 13800138000 → 138****8000; anything that is not an 11-digit number is left as it is. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** How long ago, for a dated copy: '刚刚' under a minute, then '5分钟前', '3小时前', '2天前' (a clock set back reads 刚刚). */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}小时前` : `${Math.floor(hours / 24)}天前`;
}
