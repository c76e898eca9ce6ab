const DAY = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
const MIN = 60_000;

/** A band of a tariff's day: 'HH:mm' from (inclusive) to (exclusive, '24:00' for the day's end), with its prices. */
export interface DayBand {
  name: string;
  from: string;
  to: string;
  energyCentsPerKwh: number;
  serviceCentsPerKwh: number;
}

/** A stretch of time at one band's prices. */
export interface PriceSpan<B extends DayBand> {
  band: B;
  from: number;
  to: number;
}

const minuteOfDay = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
const samePrice = (a: DayBand, b: DayBand) => a.name === b.name && a.energyCentsPerKwh === b.energyCentsPerKwh && a.serviceCentsPerKwh === b.serviceCentsPerKwh;

/**
 * The prices in force from `from` to `to` (epoch ms): the day's bands repeated each Beijing day, neighbours at the
 * same price joined (谷 23:00 to 07:00 is one stretch), as a pile's meter changes price. One calendar for the
 * phone's estimate and the mock's meter: what each does with the energy of a stretch is its own.
 */
export function priceSpans<B extends DayBand>(bands: readonly B[], from: number, to: number): PriceSpan<B>[] {
  const spans: PriceSpan<B>[] = [];
  for (let day = Math.floor((from + BEIJING_MS) / DAY) * DAY - BEIJING_MS; day < to; day += DAY) {
    for (const band of bands) {
      const a = Math.max(from, day + minuteOfDay(band.from) * MIN);
      const z = Math.min(to, day + minuteOfDay(band.to) * MIN);
      if (z <= a) continue;
      const last = spans[spans.length - 1];
      if (last && last.to === a && samePrice(last.band, band)) last.to = z;
      else spans.push({ band, from: a, to: z });
    }
  }
  return spans;
}
