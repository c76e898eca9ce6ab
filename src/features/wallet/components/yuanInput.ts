/**
 * Typed yuan → integer cents, read digit by digit (never through a float, so '0.29' is 29 and not 28.999…).
 * Whole yuan or up to two decimals; null for anything else, empty included.
 */
export function yuanToCents(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = (m[2] ?? '').padEnd(2, '0');
  return whole * 100 + Number(frac);
}

/** Cents → what the amount field shows: '50', '50.5', '50.05' (no trailing zeros to delete). */
export function centsToYuanText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  if (frac === 0) return String(whole);
  return frac % 10 === 0 ? `${whole}.${frac / 10}` : `${whole}.${String(frac).padStart(2, '0')}`;
}

/** What an amount field accepts while typing: digits and one point with at most two decimals. */
export function cleanYuanInput(text: string): string {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  if (rest.length === 0) return whole.slice(0, 7);
  return `${whole.slice(0, 7)}.${rest.join('').slice(0, 2)}`;
}
