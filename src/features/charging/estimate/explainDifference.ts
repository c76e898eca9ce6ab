import type { ChargeCostParts, ChargeEstimate } from '@/api/cps/estimate.types';
import type { StopReason } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';

/** A difference from the estimate of more than this is explained line by line. */
export const EXPLAIN_OVER_CENTS = 100;
/** The band mix is named only when it moved the bill by this much; less is the rounding of each band's fees. */
const MIX_SHOWN_FROM_CENTS = 10;

export interface Comparison {
  parts: ChargeCostParts;
  estimate: ChargeEstimate;
  stopReason: StopReason | null;
  couponCents: number;
  holdCreditCents: number;
}

export interface Difference {
  /** All in as it came out: energy, service and parking, less the coupon and the reservation's credit. */
  actualCents: number;
  estimatedCents: number;
  diffCents: number;
  /** Each part that differs in the driver's words (none when within EXPLAIN_OVER_CENTS). */
  lines: string[];
}

const kwhText = (kwh: number) => `${kwh.toFixed(2)} 度`;
const moreOrLess = (cents: number) => (cents > 0 ? `多 ${formatMoney(cents)}` : `少 ${formatMoney(-cents)}`);

/** Why less energy flowed than estimated, from why the session ended. */
function whyLess(reason: StopReason | null): string {
  if (reason === 'driver') return '您提前结束了充电';
  if (reason === 'full') return '车辆比预估更早充满，实际电量高于所填或电池小于所填';
  if (reason === 'fault' || reason === 'pileOffline') return '充电桩故障，充电提前结束';
  if (reason === 'condition') return '达到您设定的停止条件时，电量少于预估';
  return '充电尚未结束';
}

function whyMore(reason: StopReason | null): string {
  if (reason === 'full') return '车辆所需电量多于预估，实际电量低于所填或电池大于所填';
  return '实际充电量多于预估';
}

/** What a kWh cost on average, energy and service fee: '1.85元'. */
function perKwh(p: ChargeCostParts): string {
  return p.kwh > 0 ? formatMoney(Math.round((p.energyFeeCents + p.serviceFeeCents) / p.kwh)) : '—';
}

/**
 * The bill beside the estimate: the all-in difference and, when it passes 1.00元, each part that made it: less or
 * more energy (and why), energy in dearer or cheaper bands, a longer or shorter stay in the lot, the reservation's
 * credit and the coupon. The energy's money is split into what the kWh changed at the estimate's average price and
 * what the band mix changed, so the lines add up to the difference.
 */
export function explainDifference({ parts, estimate, stopReason, couponCents, holdCreditCents }: Comparison): Difference {
  const actualCents = parts.totalCents - couponCents - holdCreditCents;
  const diffCents = actualCents - estimate.totalCents;
  const result = { actualCents, estimatedCents: estimate.totalCents, diffCents };
  if (Math.abs(diffCents) <= EXPLAIN_OVER_CENTS) return { ...result, lines: [] };

  const lines: string[] = [];
  const energyDiff = parts.energyFeeCents + parts.serviceFeeCents - (estimate.energyFeeCents + estimate.serviceFeeCents);
  const kwhDiff = Math.round((parts.kwh - estimate.kwh) * 100) / 100;
  const base = estimate.kwh > 0 ? estimate : parts;
  const pricePerKwh = base.kwh > 0 ? (base.energyFeeCents + base.serviceFeeCents) / base.kwh : 0;
  const byKwh = Math.round(kwhDiff * pricePerKwh);
  const byMix = energyDiff - byKwh;
  const mixShown = Math.abs(byMix) >= MIX_SHOWN_FROM_CENTS;
  const kwhCents = mixShown ? byKwh : energyDiff;
  if (kwhDiff < 0) lines.push(`少充 ${kwhText(-kwhDiff)}（${whyLess(stopReason)}），电费和服务费${moreOrLess(kwhCents)}`);
  if (kwhDiff > 0) lines.push(`多充 ${kwhText(kwhDiff)}（${whyMore(stopReason)}），电费和服务费${moreOrLess(kwhCents)}`);
  if (kwhDiff === 0 && !mixShown && energyDiff !== 0) lines.push(`电费和服务费${moreOrLess(energyDiff)}`);
  if (mixShown) {
    const where = byMix > 0 ? '更多电量落在电价较高的时段' : '更多电量落在电价较低的时段';
    lines.push(`${where}（平均每度 ${perKwh(parts)}，预估 ${perKwh(estimate)}），电费和服务费${moreOrLess(byMix)}`);
  }
  const parkingDiff = parts.parkingFeeCents - estimate.parkingFeeCents;
  if (parkingDiff !== 0) {
    const minutes = parts.parkingMinutes - estimate.parkingMinutes;
    const stay = minutes >= 0 ? `停车计费时间比预估长 ${minutes} 分钟` : `停车计费时间比预估短 ${-minutes} 分钟`;
    lines.push(`${stay}，停车费${moreOrLess(parkingDiff)}（离场时由停车场收取）`);
  }
  if (holdCreditCents > 0) lines.push(`预约费抵扣 ${formatMoney(holdCreditCents)}`);
  if (couponCents > 0) lines.push(`优惠券抵扣 ${formatMoney(couponCents)}`);
  return { ...result, lines };
}
