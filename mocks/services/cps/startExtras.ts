import type { CarHint, ChargeEstimate } from '../../../src/api/cps/estimate.types';
import { badRequest } from '../../core/fail';

/** The car a start does not state: the estimate's default, so the simulated car is the one the driver was shown. */
export const DEFAULT_CAR: CarHint = { batteryKwh: 75, soc: 30 };

/** The car a start states, checked as a pile would refuse nonsense; the default without one. */
export function readCar(raw: unknown): CarHint {
  if (raw === undefined || raw === null) return { ...DEFAULT_CAR };
  const c = raw as Record<string, unknown>;
  const batteryKwh = Number(c.batteryKwh);
  const soc = Number(c.soc);
  if (!Number.isFinite(batteryKwh) || batteryKwh < 10 || batteryKwh > 200) badRequest('电池容量须在10到200度之间');
  if (!Number.isFinite(soc) || soc < 0 || soc > 99) badRequest('当前电量须在0到99%之间');
  return { batteryKwh, soc };
}

const isCents = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The estimate the driver saw, kept as sent for the bill; only its shape is checked (the server does not redo it). */
export function readEstimate(raw: unknown): ChargeEstimate | null {
  if (raw === undefined || raw === null) return null;
  const e = raw as Record<string, unknown>;
  const money = [e.energyFeeCents, e.serviceFeeCents, e.parkingFeeCents, e.totalCents].every(isCents);
  if (!money || !Array.isArray(e.bands) || typeof e.kwh !== 'number' || typeof e.startTime !== 'string' || typeof e.endTime !== 'string') badRequest('预估费用格式不正确');
  return e as unknown as ChargeEstimate;
}
