import type { CarHint, ChargeCurve } from '@/api/cps/estimate.types';
import type { GunType } from '@/api/cps/session.types';

const HOUR = 3_600_000;

/** The energy a car takes over time at a pile, as the station's curve says piles deliver it. */
export interface CarCurve {
  /** kWh from the stated charge to full. */
  toFull: number;
  /** kWh delivered `ms` into charging. */
  energyAfter: (ms: number) => number;
  /** Ms of charging until `kwh` is delivered (Infinity when the car is full before). */
  msUntil: (kwh: number) => number;
  /** kWh from the stated charge to `soc` % (0 when the car is there already), as the pile counts it. */
  kwhToSoc: (soc: number) => number;
}

/**
 * A DC pile gives its full power up to the curve's taper point and taperShare of it above; an AC pile its power to
 * full. The arithmetic is the pile's own, step for step, so a session's times come out to the millisecond.
 */
export function carCurve(pile: { gunType: GunType; powerKw: number }, curve: ChargeCurve, car: CarHint): CarCurve {
  const p = pile.powerKw;
  const toFull = ((100 - car.soc) / 100) * car.batteryKwh;
  const beforeTaper = pile.gunType === 'slow' ? toFull : Math.max(0, ((curve.taperSoc - car.soc) / 100) * car.batteryKwh);
  const afterTaper = toFull - beforeTaper;
  const tapered = p * curve.taperShare;
  return {
    toFull: beforeTaper + afterTaper,
    energyAfter: (ms) => {
      const h = Math.max(0, ms) / HOUR;
      const tTaper = beforeTaper / p;
      if (h <= tTaper) return p * h;
      return Math.min(beforeTaper + afterTaper, beforeTaper + tapered * (h - tTaper));
    },
    msUntil: (kwh) => {
      if (kwh > beforeTaper + afterTaper + 1e-9) return Infinity;
      if (kwh <= beforeTaper) return (kwh / p) * HOUR;
      return (beforeTaper / p + (kwh - beforeTaper) / tapered) * HOUR;
    },
    kwhToSoc: (soc) => Math.max(0, ((soc - car.soc) / 100) * car.batteryKwh),
  };
}
