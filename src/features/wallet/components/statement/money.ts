import { formatMoney } from '@/lib/format';

/** A signed amount: '+12.50元' in, '-12.50元' out, so the sign (not the colour alone) says which way it went. */
export function signedMoney(cents: number): string {
  return `${cents > 0 ? '+' : ''}${formatMoney(cents)}`;
}
