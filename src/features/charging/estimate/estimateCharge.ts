import type { CarHint, ChargeCurve, ChargeEstimate, ParkingRule } from '@/api/cps/estimate.types';
import type { GunType, IdleFeeRule, PriceBand, StopCondition } from '@/api/cps/session.types';
import { bandBill } from './bandParts';
import { carCurve } from './carCurve';
import { chargeEnd } from './chargeEnd';
import { parkingPart } from './parkingPart';
import { wireTimeOf } from './wireClock';

/** What the station says of its prices and of how a session runs (PileDetail and StationDetail carry it). */
export interface Tariff {
  priceBands: PriceBand[];
  curve: ChargeCurve;
  parkingRule: ParkingRule | null;
  idleFee: IdleFeeRule | null;
}

export interface EstimateInput {
  /** Epoch ms on the server's clock (its serverTime), never the phone's. */
  now: number;
  pile: { gunType: GunType; powerKw: number };
  tariff: Tariff;
  car: CarHint;
  stop: StopCondition;
  /** A scheduled start (epoch ms on the server's clock): the car parks from `now`, the pile starts at this time. */
  startAt?: number | null;
}

/**
 * The all-in cost of a charge started now, worked out as the pile will run and bill it: energy flows after the
 * curve's start delay; it stops at the driver's condition or full (a full car rests before the session ends); each
 * band's energy at that band's prices; the lot's parking from the start to the session's end; and when the idle fee
 * would start if the car stayed.
 */
export function estimateCharge({ now, pile, tariff, car, stop, startAt = null }: EstimateInput): ChargeEstimate {
  const curve = carCurve(pile, tariff.curve, car);
  // Energy flows the curve's delay after the start: now, or the scheduled time (bands are priced from then on).
  const start = (startAt ?? now) + tariff.curve.startDelaySeconds * 1000;
  const reading = (at: number) => Math.round(curve.energyAfter(at - start) * 100);
  const billAt = (ms: number) => {
    const b = bandBill(tariff.priceBands, start, start + ms, reading);
    return b.energyFeeCents + b.serviceFeeCents;
  };
  const stopped = chargeEnd(start, curve, stop, billAt);
  const end = stopped.full ? stopped.at + tariff.curve.fullRestSeconds * 1000 : stopped.at;
  const bill = bandBill(tariff.priceBands, start, end, reading);
  const parking = parkingPart(tariff.parkingRule, now, end);
  return {
    startTime: wireTimeOf(now),
    endTime: wireTimeOf(end),
    kwh: bill.kwh,
    bands: bill.bands,
    energyFeeCents: bill.energyFeeCents,
    serviceFeeCents: bill.serviceFeeCents,
    parkingMinutes: parking.minutes,
    parkingFeeCents: parking.cents,
    totalCents: bill.energyFeeCents + bill.serviceFeeCents + parking.cents,
    idleFeeFrom: tariff.idleFee ? wireTimeOf(end + tariff.idleFee.graceMinutes * 60_000) : null,
    car: { ...car },
  };
}
