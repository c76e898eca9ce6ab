import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { readStored, writeStored, type StoredCarPosition, type StoredCarPositions } from '@/session/storage';

/**
 * Where the car is parked (docs/rules/parking.md, "Finding the car"): kept on this phone per bill (uniqueId) and
 * plate, never sent anywhere. The rules:
 * - The lot reported a berth (the bill's berthNo): that is the position (来源：车场记录); nothing is asked, the driver may
 *   add a photo. Otherwise the driver records floor, zone and space, and a photo if they like. A berth kept from the
 *   lot goes (with its photo) once the bill no longer has one: the lot's record is the lot's to say.
 * - Kept while the bill is in progress. The bill answered as left unpaid (欠费) or finished without a payment: cleared.
 *   Paid: kept 24 hours from when this phone first saw it paid (the driver who paid walks back to the car), then
 *   cleared.
 * - A new position of the same plate replaces the last one; at most MAX_KEPT are kept (the oldest leave first) and
 *   none longer than MAX_AGE_MS after it was recorded. The driver can clear it at any time.
 */

export type CarPosition = StoredCarPosition;

export const FLOORS = ['B1', 'B2', 'B3', 'B4', '地面', '2层', '3层'] as const;
export const MAX_KEPT = 5;
export const PAID_KEEP_MS = 24 * 3_600_000;
export const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** A photo larger than this (a data URL's characters, about 300 KB) is not kept. */
export const MAX_PHOTO_CHARS = 400_000;
/** The photo as the picker should make it: small enough to keep on the phone. */
export const PHOTO_PICK = { maxEdge: 800, quality: 0.6 };
export const TEXT_MAX = 10;

function readAll(now = Date.now()): StoredCarPositions {
  const all = readStored('carPositions') ?? {};
  const fresh: StoredCarPositions = {};
  for (const [id, p] of Object.entries(all)) if (now - p.savedAt <= MAX_AGE_MS) fresh[id] = p;
  return fresh;
}

function writeAll(all: StoredCarPositions): void {
  writeStored('carPositions', Object.keys(all).length ? all : undefined);
}

export function readCarPosition(uniqueId: string): CarPosition | undefined {
  return readAll()[uniqueId];
}

/**
 * Keeps the position of this bill: other bills of the same plate leave (that stay is over), then the oldest beyond
 * MAX_KEPT. False when the photo is too large to keep (nothing is written).
 */
export function saveCarPosition(uniqueId: string, position: Omit<CarPosition, 'savedAt'>, now = Date.now()): boolean {
  if (position.photo && position.photo.length > MAX_PHOTO_CHARS) return false;
  const all = readAll(now);
  const before = all[uniqueId];
  const kept = Object.entries(all).filter(([id, p]) => id !== uniqueId && p.plateNo !== position.plateNo);
  kept.sort(([, a], [, b]) => b.savedAt - a.savedAt);
  const next: StoredCarPositions = Object.fromEntries(kept.slice(0, MAX_KEPT - 1));
  next[uniqueId] = { ...position, ...(before?.paidSeenAt ? { paidSeenAt: before.paidSeenAt } : {}), savedAt: now };
  writeAll(next);
  return true;
}

export function clearCarPosition(uniqueId: string): void {
  const all = readAll();
  if (!(uniqueId in all)) return;
  delete all[uniqueId];
  writeAll(all);
}

/** What the bill's state means for its position: keep it, keep it as paid, or the car has left. */
export function stayOf(bill: Pick<ParkOrderDetail, 'orderState' | 'payTime' | 'paidFee'>): 'parked' | 'paid' | 'left' {
  if (bill.orderState === 1) return 'parked';
  if (bill.orderState === 3 && (bill.payTime !== null || bill.paidFee > 0)) return 'paid';
  return 'left';
}

/**
 * The bill's answer applied to what the phone keeps: the position shown with it (the lot's berth, with the
 * driver's photo when there is one), or undefined when there is none or the stay is over (then it is cleared).
 */
export function settleCarPosition(bill: ParkOrderDetail, now = Date.now()): CarPosition | undefined {
  const kept = readCarPosition(bill.uniqueId);
  const stay = stayOf(bill);
  // Left, or the lot no longer reports the berth this phone kept from it: a 来源：车场记录 the server's bill does not
  // say any more is not shown (the driver may record the position again). A position the driver recorded stays.
  if (stay === 'left' || (kept?.berth && !bill.berthNo)) {
    clearCarPosition(bill.uniqueId);
    return undefined;
  }
  if (stay === 'paid' && kept) {
    if (kept.paidSeenAt === undefined) {
      const all = readAll(now);
      all[bill.uniqueId] = { ...kept, paidSeenAt: now };
      writeAll(all);
      return all[bill.uniqueId];
    }
    if (now - kept.paidSeenAt > PAID_KEEP_MS) {
      clearCarPosition(bill.uniqueId);
      return undefined;
    }
  }
  if (bill.berthNo) {
    // The lot's own record decides; the phone keeps it too (with the photo) so the home card and an offline page show it.
    const lot = { plateNo: bill.plateNo, floor: '', zone: '', space: '', berth: bill.berthNo, ...(kept?.photo ? { photo: kept.photo } : {}) };
    if (stay === 'parked' && (!kept || kept.berth !== bill.berthNo)) saveCarPosition(bill.uniqueId, lot, now);
    return readCarPosition(bill.uniqueId) ?? { ...lot, savedAt: now };
  }
  return kept;
}

/** '您的车停在 B2 层 C区 036号' without the lead: 'B2 层 C区 036号', '地面 A区', the lot's '泊位 B2-036'. */
export function describeCarPosition(p: Pick<CarPosition, 'floor' | 'zone' | 'space' | 'berth'>): string {
  if (p.berth) return `泊位 ${p.berth}`;
  const floor = /^B\d$/.test(p.floor) ? `${p.floor} 层` : p.floor;
  const zone = p.zone && !p.zone.endsWith('区') ? `${p.zone}区` : p.zone;
  const space = p.space && !p.space.endsWith('号') ? `${p.space}号` : p.space;
  return [floor, zone, space].filter(Boolean).join(' ');
}
