import type { BandPart } from '../../../src/api/cps/estimate.types';
import type { PriceBand } from '../../../src/api/cps/session.types';
import { wireTime } from '../../core/wireTime';
import { priceSpans } from '../../../src/lib/priceSpans';

/**
 * The pile's meter across time bands: it reads its register (to 0.01 kWh) at every change of price, and
 * each band's energy is the difference of two readings, billed at that band's prices with each fee rounded to the
 * cent. Readings rather than rounding each band's share keep the bands' kWh summing to the session's.
 */
/**
 * Each band's part of the energy from `from` to `to`, given the register's reading (hundredths of a kWh) at any
 * moment. A fee is kWh × price rounded half up, worked in whole hundredths so no float error moves a half cent.
 */
export function meterBands(bands: PriceBand[], from: number, to: number, reading: (at: number) => number): BandPart[] {
  return priceSpans(bands, from, to).flatMap(({ band, from: a, to: z }) => {
    const hundredths = reading(z) - reading(a);
    // A moment of a band that the meter did not see move is no part of the bill.
    if (hundredths <= 0) return [];
    return {
      name: band.name,
      from: wireTime(a),
      to: wireTime(z),
      kwh: hundredths / 100,
      energyFeeCents: Math.round((hundredths * band.energyCentsPerKwh) / 100),
      serviceFeeCents: Math.round((hundredths * band.serviceCentsPerKwh) / 100),
    };
  });
}
