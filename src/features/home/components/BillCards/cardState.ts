import type { BoundVehicleBill } from '@/api/charge/types';
import { wireTimeMs } from '@/lib/wireTime';

/**
 * The card states of spec section 4 once a card's bill has loaded ('查询中' is the fifth, before that):
 * no parking info, inside the free duration (fee 0, not period-pass, fee query ok), parked in a period-pass area
 * (isBagCar 1, fee 0), an amount due — and, when the lot could not answer the fee query, an unknown fee.
 */
export type CardState = 'noParking' | 'free' | 'bag' | 'due' | 'feeUnknown';

export function cardState(bill: Pick<BoundVehicleBill, 'uniqueId' | 'parkFee' | 'isBagCar' | 'parkFeeSucc'>): CardState {
  if (!bill.uniqueId) return 'noParking';
  if (bill.parkFee > 0) return 'due';
  if (bill.isBagCar === 1) return 'bag';
  return bill.parkFeeSucc === 1 ? 'free' : 'feeUnknown';
}

/** A server time (Beijing time, see lib/wireTime) → epoch ms; NaN when malformed. */
export function parseWireTime(text: string | null | undefined): number {
  return wireTimeMs(text);
}

/** Parked so far: '2小时13分', '1天3小时0分', '5分' (never negative). */
export function parkedFor(startMs: number, nowMs: number): string {
  if (!Number.isFinite(startMs)) return '';
  const minutes = Math.max(0, Math.floor((nowMs - startMs) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${m}分`;
}
