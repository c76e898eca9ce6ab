import type { ChargingSessionRecord, StationRecord } from '../../db/charging';
import type { ChargeCostParts, ParkingRule } from '../../../src/api/cps/estimate.types';
import type { PileDetail } from '../../../src/api/cps/session.types';
import { wireTime } from '../../core/wireTime';
import { priceBands } from './piles';
import { CHARGE_CURVE, sessionAt } from './sessionModel';

const MIN = 60_000;

/**
 * Each lot's parking rule for a charging car, as its parkingFeeDesc says it (mocks/db/charging.ts); a station not
 * listed parks free.
 */
const PARKING_RULES: Record<string, ParkingRule> = {
  // 停车费10元/小时，充电车辆前2小时免费，每次封顶80元
  S2001: { freeMinutes: 120, centsPerHour: 1000, capCents: 8000 },
  // 停车费15元/小时，充电车辆首小时免费
  S2002: { freeMinutes: 60, centsPerHour: 1500, capCents: null },
  // 停车费8元/小时，充电车辆前30分钟免费，每次封顶60元
  S2003: { freeMinutes: 30, centsPerHour: 800, capCents: 6000 },
  // 停车费6元/小时，充电车辆前2小时免费
  S2004: { freeMinutes: 120, centsPerHour: 600, capCents: null },
  // 停车费10元/小时，充电车辆首小时免费，每次封顶100元
  S2005: { freeMinutes: 60, centsPerHour: 1000, capCents: 10000 },
  // S2006 北海: 免费停车
};

export function parkingRuleOf(station: StationRecord): ParkingRule | null {
  return PARKING_RULES[station.stationId] ?? null;
}

/** What the all-in estimate needs of a station: the day's bands, the parking rule, how a session runs. */
export function stationTariff(station: StationRecord): Pick<PileDetail, 'priceBands' | 'parkingRule' | 'curve'> {
  return { priceBands: priceBands(station), parkingRule: parkingRuleOf(station), curve: { ...CHARGE_CURVE } };
}

/**
 * The lot's fee for a stay from `from` to `to`: the started minutes after the free period, each started hour of
 * them at the hourly price, up to the cap. The lot takes it at the exit; it is no part of the charging bill's due.
 */
export function parkingFee(rule: ParkingRule | null, from: number, to: number): { minutes: number; cents: number } {
  if (!rule) return { minutes: 0, cents: 0 };
  const minutes = Math.max(0, Math.ceil((to - from) / MIN) - rule.freeMinutes);
  const cents = Math.ceil(minutes / 60) * rule.centsPerHour;
  return { minutes, cents: rule.capCents === null ? cents : Math.min(rule.capCents, cents) };
}

/**
 * A session's cost in parts, as the bill sets them beside the estimate: each band's energy and fees, and the parking
 * from the order's start to the session's end (to now while it runs). Null for the seed's sessions without bands.
 */
export function costPartsOf(s: ChargingSessionRecord, now: number): ChargeCostParts | null {
  const at = sessionAt(s, now);
  if (!at.bands) return null;
  const end = at.endedAt ?? now;
  const parking = parkingFee(s.parkingRule ?? null, s.createdAt, end);
  return {
    startTime: wireTime(s.createdAt),
    endTime: wireTime(end),
    kwh: at.kwh,
    bands: at.bands,
    energyFeeCents: at.energyFeeCents,
    serviceFeeCents: at.serviceFeeCents,
    parkingMinutes: parking.minutes,
    parkingFeeCents: parking.cents,
    totalCents: at.energyFeeCents + at.serviceFeeCents + parking.cents,
  };
}
