import type { CarHint, ChargeEstimate } from '../../../src/api/cps/estimate.types';
import type { PriceBand } from '../../../src/api/cps/session.types';
import { nextValleyStart, startAtError, wireMs } from '../../../src/api/cps/sessionSchedule';
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

/**
 * A start's schedule as epoch ms (null: start now): a time 5 minutes to 24 hours ahead, or the start of the next 谷
 * band, which the server works out from the station's bands (refused while a 谷 band is in force: start now).
 */
export function readSchedule(raw: unknown, bands: readonly PriceBand[], now: number): number | null {
  if (raw === undefined || raw === null) return null;
  const sch = raw as Record<string, unknown>;
  if (sch.type === 'valley') {
    const at = nextValleyStart(bands, now);
    if (at === null) badRequest(bands.some((b) => b.name === '谷') ? '当前已是谷电时段，请直接开始充电' : '该充电站没有谷电时段');
    return at;
  }
  if (sch.type !== 'at') badRequest('预约方式不正确');
  const at = typeof sch.startAt === 'string' ? wireMs(sch.startAt) : null;
  if (at === null) badRequest('预约开始时间格式不正确');
  const error = startAtError(at, now);
  if (error) badRequest(error);
  return at;
}
