import type { CarHint } from '@/api/cps/estimate.types';

/** The car as the form holds it: the battery's size (kWh) and its charge now (%), as typed. */
export interface CarChoice {
  batteryKwh: string;
  soc: string;
}

/** What the estimate assumes until the driver says otherwise (a mid-size car, about a third full). */
export const DEFAULT_CAR: CarHint = { batteryKwh: 75, soc: 30 };
export const DEFAULT_CAR_CHOICE: CarChoice = { batteryKwh: String(DEFAULT_CAR.batteryKwh), soc: String(DEFAULT_CAR.soc) };

/** The message for a typed battery size, or null when it is fine. */
export function batteryError(value: string): string | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return '请输入电池容量';
  if (n < 10 || n > 200) return '电池容量须在10到200度之间';
  if (!/^\d+(\.\d)?$/.test(value.trim())) return '电池容量最多一位小数';
  return null;
}

/** The message for a typed state of charge, or null when it is fine. */
export function socError(value: string): string | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return '请输入当前电量';
  if (!/^\d+$/.test(value.trim()) || n > 99) return '当前电量请输入0到99的整数';
  return null;
}

/** The car to estimate with and send, or null while either field is not a car. */
export function toCar(c: CarChoice): CarHint | null {
  if (batteryError(c.batteryKwh) || socError(c.soc)) return null;
  return { batteryKwh: Number(c.batteryKwh.trim()), soc: Number(c.soc.trim()) };
}
