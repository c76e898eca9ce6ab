import type { PaymentKind } from './types';

/**
 * The order in flight per payment key, in sessionStorage: a reload, a back-and-forward or the cashier's redirect
 * back finds it and resumes asking the server instead of creating a second order. The provider closes an unpaid
 * order after 15 minutes, so older entries are forgotten.
 */
export interface InFlight {
  payOrderId: string;
  kind: PaymentKind;
  createdAt: number;
}

const STORAGE_KEY = 'driverApp.paymentsInFlight';
export const IN_FLIGHT_TTL_MS = 15 * 60_000;

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function readAll(): Record<string, InFlight> {
  try {
    const raw = area()?.getItem(STORAGE_KEY);
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, InFlight>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, InFlight>) {
  try {
    area()?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage refused: the server still returns the same pending order for the same bill
  }
}

export function readInFlight(key: string, now = Date.now()): InFlight | undefined {
  const entry = readAll()[key];
  if (!entry || typeof entry.payOrderId !== 'string') return undefined;
  if (now - entry.createdAt > IN_FLIGHT_TTL_MS) {
    clearInFlight(key);
    return undefined;
  }
  return entry;
}

/** The key an order id was started under (a result page opened with only payOrderId). */
export function keyOfOrder(payOrderId: string): string | undefined {
  return Object.entries(readAll()).find(([, v]) => v.payOrderId === payOrderId)?.[0];
}

export function writeInFlight(key: string, entry: InFlight) {
  writeAll({ ...readAll(), [key]: entry });
}

export function clearInFlight(key: string) {
  const all = readAll();
  if (!(key in all)) return;
  delete all[key];
  writeAll(all);
}
