import type { ChargingCoupon, ClaimRefusal } from '@/api/cps/coupons.types';
import { CLAIM_REFUSALS } from '@/api/cps/coupons.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { checkScannedLink } from '@/lib/scannedLink';

/** '满30.00元可用' or '无门槛': when the coupon applies, said the way the driver reads it on a receipt. */
export function ruleText(c: Pick<ChargingCoupon, 'minSpendCents'>): string {
  return c.minSpendCents > 0 ? `充电费满${formatMoney(c.minSpendCents)}可用` : '无门槛';
}

export function validityText(c: Pick<ChargingCoupon, 'validFrom' | 'validTo'>): string {
  return `有效期 ${formatDate(c.validFrom)} 至 ${formatDate(c.validTo)}`;
}

/**
 * The start page for a pile with the chosen coupon in its address, so a reload or a detour to sign in keeps it.
 */
export function startPageUrl(pileCode: string, couponId: string | null): string {
  return href(paths.chargingPage, { pileCode, couponId: couponId ?? undefined });
}

/**
 * The code a scanned QR code carries: a poster's code is either the bare code or one of our links to the claim page
 * with `?code=`. Null when it is neither (a pile's code, a payment code, a link to anyone else).
 */
export function couponCodeOf(scanned: string): string | null {
  const link = checkScannedLink(scanned, 'coupon');
  if (link.kind === 'foreign') return null;
  const code = link.kind === 'bare' ? link.text : link.url.searchParams.get('code');
  return code && /^[A-Za-z0-9]{4,32}$/.test(code) ? code.toUpperCase() : null;
}

/** A claim refusal's code → the reason the failure page names; null for anything else (network, bad input). */
export function refusalOf(code: string): ClaimRefusal | null {
  const found = (Object.keys(CLAIM_REFUSALS) as ClaimRefusal[]).find((k) => CLAIM_REFUSALS[k] === code);
  return found ?? null;
}

/** The failure page's words for each reason; an unknown reason (an edited address) gets the general one. */
export const REFUSAL_TEXT: Record<ClaimRefusal | 'unknown', { title: string; detail: string }> = {
  invalid: { title: '券码无效', detail: '没有找到这个券码，请核对海报或传单上的券码后重新输入。' },
  claimed: { title: '券码已被领取', detail: '每个券码只能领取一次，这个券码已经被领取过了。' },
  expired: { title: '券码已过期', detail: '这个券码的领取期限已过，请关注新的优惠活动。' },
  unknown: { title: '领取失败', detail: '优惠券未能领取，请稍后重试。' },
};
