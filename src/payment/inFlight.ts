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

/*
 * A create call under way, per key: written before payCharges is sent and cleared when it answers. If a reload cuts
 * the call short, the server may have made (and, from the balance, paid) the order without the page ever hearing
 * of it; the page that finds this mark asks the server about the bill before offering to pay again.
 */
const CREATING_KEY = 'driverApp.paymentsCreating';
/** Longer than any create call can take (its timeout is 10 s), short enough not to hold a later visit up. */
export const CREATING_TTL_MS = 2 * 60_000;

function readCreating(): Record<string, number> {
  try {
    const raw = area()?.getItem(CREATING_KEY);
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeCreating(all: Record<string, number>) {
  try {
    area()?.setItem(CREATING_KEY, JSON.stringify(all));
  } catch {
    // storage refused: a cut-short create is then found by the bill's own state, a little later
  }
}

export function noteCreating(key: string, now = Date.now()) {
  writeCreating({ ...readCreating(), [key]: now });
}

/** When a create call for this key was sent and never answered (within CREATING_TTL_MS), or undefined. */
export function creatingSince(key: string, now = Date.now()): number | undefined {
  const at = readCreating()[key];
  return typeof at === 'number' && now - at <= CREATING_TTL_MS ? at : undefined;
}

export function clearCreating(key: string) {
  const all = readCreating();
  if (!(key in all)) return;
  delete all[key];
  writeCreating(all);
}
