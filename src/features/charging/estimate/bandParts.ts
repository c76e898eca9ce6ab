import type { BandPart } from '@/api/cps/estimate.types';
import type { PriceBand } from '@/api/cps/session.types';
import { priceSpans } from '@/lib/priceSpans';
import { wireTimeOf } from './wireClock';

/** Energy and service fee by band, and their sums. */
export interface BandBill {
  bands: BandPart[];
  /** The meter's kWh at the end (the bands' kWh add up to it). */
  kwh: number;
  energyFeeCents: number;
  serviceFeeCents: number;
}

/**
 * What the pile's meter bills from `from` to `to`: it reads its register (whole hundredths of a kWh, `reading`) at
 * each change of price; a band's energy is the difference of two readings, its fees kWh × price rounded half up to
 * the cent (worked in whole hundredths, so no float error moves a half cent). A band the meter did not see move is
 * left out.
 */
export function bandBill(bands: PriceBand[], from: number, to: number, reading: (at: number) => number): BandBill {
  const parts: BandPart[] = [];
  for (const span of priceSpans(bands, from, to)) {
    const hundredths = reading(span.to) - reading(span.from);
    if (hundredths <= 0) continue;
    parts.push({
      name: span.band.name,
      from: wireTimeOf(span.from),
      to: wireTimeOf(span.to),
      kwh: hundredths / 100,
      energyFeeCents: Math.round((hundredths * span.band.energyCentsPerKwh) / 100),
      serviceFeeCents: Math.round((hundredths * span.band.serviceCentsPerKwh) / 100),
    });
  }
  return {
    bands: parts,
    kwh: reading(to) / 100,
    energyFeeCents: parts.reduce((sum, b) => sum + b.energyFeeCents, 0),
    serviceFeeCents: parts.reduce((sum, b) => sum + b.serviceFeeCents, 0),
  };
}
