import fc from 'fast-check';
import type { StopCondition } from '@/api/cps/session.types';
import { estimateCharge } from '@/features/charging/estimate/estimateCharge';
import type { ChargingSessionRecord } from '@mocks/db/charging';
import { idleFeeRule, priceBands } from '@mocks/services/cps/piles';
import { PLUG_AFTER_MS } from '@mocks/services/cps/sessionModel';
import { costPartsOf, stationTariff } from '@mocks/services/cps/tariff';
import { backend } from '../../../support/mockServer';

/**
 * The estimate against the mock's pile itself, over any moment (to the millisecond), station, car, stop and gun: a
 * session recorded as the start handler records it, read long after its end, bills exactly the estimate's parts.
 */
const DAY = 86_400_000;
const BASE = Date.UTC(2030, 2, 5) - 8 * 3_600_000;

const stop = fc.oneof(
  fc.constant<StopCondition>({ type: 'full' }),
  fc.integer({ min: 1, max: 30_000 }).map<StopCondition>((amountCents) => ({ type: 'amount', amountCents })),
  fc.integer({ min: 1, max: 20_000 }).map<StopCondition>((h) => ({ type: 'kwh', kwh: h / 100 })),
  fc.integer({ min: 1, max: 900 }).map<StopCondition>((minutes) => ({ type: 'minutes', minutes })),
);

test('for any start, station, car and stop, the mock bills the estimate to the cent and 0.01 kWh', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 7 * DAY }),
      fc.constantFrom('S2001', 'S2002', 'S2003', 'S2004', 'S2005'),
      fc.constantFrom<'fast' | 'slow'>('fast', 'slow'),
      fc.integer({ min: 100, max: 2000 }).map((d) => d / 10),
      fc.integer({ min: 0, max: 99 }),
      stop,
      (offset, stationId, gunType, batteryKwh, soc, condition) => {
        const now = BASE + offset;
        const station = backend.db.stations.find((x) => x.stationId === stationId)!;
        const tariff = stationTariff(station);
        const pile = { gunType, powerKw: gunType === 'fast' ? 60 : 7 };
        const estimate = estimateCharge({ now, pile, tariff: { ...tariff, idleFee: idleFeeRule(station) }, car: { batteryKwh, soc }, stop: condition });
        const record: ChargingSessionRecord = {
          orderNo: 'CP1', pileCode: '200101', gunNo: 'A', gunType, powerKw: pile.powerKw, createdAt: now, pluggedAt: now + PLUG_AFTER_MS, batteryKwh, socStart: soc,
          energyCentsPerKwh: 0, serviceCentsPerKwh: 0, priceBands: priceBands(station), parkingRule: tariff.parkingRule, stopCondition: condition, payMode: 'balance',
          cardNo: null, stopRequestedAt: null, stopConfirmedAt: null, ignoredStops: 0, noEnergy: false, settled: false, leftAt: null,
        };
        const { idleFeeFrom, car, ...parts } = estimate;
        expect(costPartsOf(record, now + 30 * DAY)).toEqual(parts);
        expect(car).toEqual({ batteryKwh, soc });
        if (condition.type === 'amount') expect(parts.energyFeeCents + parts.serviceFeeCents).toBeLessThanOrEqual(condition.amountCents);
        expect(parts.totalCents).toBe(parts.energyFeeCents + parts.serviceFeeCents + parts.parkingFeeCents);
        expect(idleFeeFrom === null).toBe(idleFeeRule(station) === null);
      },
    ),
    { numRuns: 300 },
  );
});
