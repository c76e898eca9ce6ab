import { DIFF_TIME_CODES, type DiffTimeParkInfo, type DiffTimeProduct, type DiffTimeRules, type DiffTimeSlot, type DiffTimeWindow } from '../../../src/api/booking/offpeak.types';
import type { Db } from '../../db';
import type { DiffTimeLotRecord, DiffTimeProductRecord, WindowRecord } from '../../db/booking';
import type { ParkRecord } from '../../db/places';
import { MockFail } from '../../core/fail';
import { yuan } from '../charge/bills';
import { addDays, clockMinutes, dateOf, fmt, midnightOf, MIN, weekdayOf } from './beijing';

/**
 * Off-peak lots: their weekly windows, what is left to sell (packages per lot, subscriptions per window), and the
 * same counts written back to the park so the dealer's lists (nearbyDiffTimeParks) say what this service says.
 */

/** Subscriptions are on sale for the windows of the next 7 days, until each window begins. */
export const SALE_DAYS = 7;
const DAY_NAMES = '一二三四五六日';

export interface Interval {
  start: number;
  end: number;
}

function sameDays(days: number[], want: number[]): boolean {
  return days.length === want.length && want.every((d) => days.includes(d));
}

export function windowText(w: WindowRecord): string {
  const days = sameDays(w.days, [1, 2, 3, 4, 5]) ? '工作日'
    : sameDays(w.days, [6, 7]) ? '周末'
      : w.days.length === 7 ? '每天' : w.days.map((d) => `周${DAY_NAMES[d - 1] ?? ''}`).join('、');
  if (w.start === '00:00' && w.end === '24:00') return `${days}全天`;
  const overnight = clockMinutes(w.end) <= clockMinutes(w.start);
  return `${days} ${w.start}-${overnight ? '次日' : ''}${w.end}`;
}

export function lotWindowText(lot: DiffTimeLotRecord): string {
  return lot.windows.map(windowText).join('；');
}

/** The window's occurrence starting on `date`, if the window runs that day. */
export function occurrenceOn(w: WindowRecord, date: string): Interval | null {
  if (!w.days.includes(weekdayOf(date))) return null;
  const midnight = midnightOf(date);
  const s = clockMinutes(w.start);
  const e = clockMinutes(w.end);
  return { start: midnight + s * MIN, end: midnight + (e <= s ? e + 1440 : e) * MIN };
}

/** Every occurrence of the lot's windows overlapping [from, to). */
export function occurrencesBetween(windows: WindowRecord[], from: number, to: number): Interval[] {
  const out: Interval[] = [];
  for (let date = addDays(dateOf(from), -1); midnightOf(date) < to; date = addDays(date, 1)) {
    for (const w of windows) {
      const occ = occurrenceOn(w, date);
      if (occ && occ.start < to && from < occ.end) out.push(occ);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export function lotOf(db: Db, parkId: string): DiffTimeLotRecord | undefined {
  return db.diffTimeLots.find((l) => l.parkId === parkId);
}

export function requireLot(db: Db, park: ParkRecord, kind: 'package' | 'subscribe'): DiffTimeLotRecord {
  const lot = lotOf(db, park.parkId);
  const sells = kind === 'package' ? (lot?.bagCapacity ?? 0) > 0 : (lot?.slotCapacity ?? 0) > 0;
  if (!lot || !sells) throw new MockFail(DIFF_TIME_CODES.notOffPeakLot, `${park.parkName}暂未开通错时${kind === 'package' ? '包月' : '预约'}`);
  return lot;
}

export function toRulesView(lot: DiffTimeLotRecord): DiffTimeRules {
  return {
    graceMinutes: lot.graceMinutes,
    penaltyUnitMinutes: lot.penaltyUnitMinutes,
    penaltyUnitCents: lot.penaltyUnitCents,
    penaltyCapCents: lot.penaltyCapCents,
    appealDays: lot.appealDays,
    texts: [
      `仅限在错时时段（${lotWindowText(lot)}）内停放`,
      `时段开始前、结束后各${lot.graceMinutes}分钟内进出不计违规`,
      `超出时段停放或在时段外入场，超出部分每${lot.penaltyUnitMinutes}分钟${yuan(lot.penaltyUnitCents)}元，不足${lot.penaltyUnitMinutes}分钟按${lot.penaltyUnitMinutes}分钟计，单次封顶${yuan(lot.penaltyCapCents)}元`,
      `对违规记录有异议的，可在记录生成后${lot.appealDays}天内提交申诉`,
    ],
  };
}

/** Packages of the lot still to sell: capacity less what others hold and what this service sold that is not over. */
export function packagesLeft(db: Db, lot: DiffTimeLotRecord, now: number): number {
  const held = db.diffTimePackages.filter((p) => p.parkId === lot.parkId && (p.state === 'unpaid' || (p.state === 'paid' && p.endAt > now))).length;
  return Math.max(0, lot.bagCapacity - lot.bagSoldElsewhere - held);
}

export function slotLeft(db: Db, lot: DiffTimeLotRecord, date: string): number {
  const held = db.diffTimeSubscribes.filter((s) => s.parkId === lot.parkId && s.date === date && s.state !== 'cancelled').length;
  return Math.max(0, lot.slotCapacity - lot.slotSoldElsewhere - held);
}

/** A window on sale: the one of its date. */
export interface SaleSlot extends Interval {
  date: string;
  leftNum: number;
}

/** The windows of the next SALE_DAYS days not yet begun, one slot per date. */
export function slotsOnSale(db: Db, lot: DiffTimeLotRecord, now: number): SaleSlot[] {
  if (lot.slotCapacity <= 0) return [];
  const out: SaleSlot[] = [];
  for (let i = 0; i < SALE_DAYS; i += 1) {
    const date = addDays(dateOf(now), i);
    const occ = lot.windows.map((w) => occurrenceOn(w, date)).find((o): o is Interval => o !== null);
    if (occ && occ.start > now) out.push({ ...occ, date, leftNum: slotLeft(db, lot, date) });
  }
  return out;
}

function toSlot(lot: DiffTimeLotRecord, s: SaleSlot): DiffTimeSlot {
  return {
    slotId: `${lot.parkId}-${s.date.replace(/-/g, '')}`, parkId: lot.parkId, date: s.date, startTime: fmt(s.start), endTime: fmt(s.end),
    priceCents: lot.slotPriceCents, leftNum: s.leftNum, totalNum: lot.slotCapacity,
  };
}

function toProduct(db: Db, lot: DiffTimeLotRecord, p: DiffTimeProductRecord, now: number): DiffTimeProduct {
  return {
    productId: p.productId, parkId: p.parkId, productName: p.productName, days: p.days, priceCents: p.priceCents, maxPlates: p.maxPlates,
    windowText: lotWindowText(lot), leftNum: packagesLeft(db, lot, now), totalNum: lot.bagCapacity, description: p.description,
  };
}

function toWindow(w: WindowRecord): DiffTimeWindow {
  return { days: [...w.days], startTime: w.start, endTime: w.end, text: windowText(w) };
}

export function toParkInfo(db: Db, park: ParkRecord, lot: DiffTimeLotRecord, now: number): DiffTimeParkInfo {
  return {
    parkId: park.parkId, parkName: park.parkName, parkAddr: park.parkAddr, longitude: park.longitude, latitude: park.latitude,
    supportPackage: lot.bagCapacity > 0, supportSubscribe: lot.slotCapacity > 0,
    windows: lot.windows.map(toWindow), windowText: lotWindowText(lot), rules: toRulesView(lot),
    products: db.diffTimeProducts.filter((p) => p.parkId === lot.parkId).map((p) => toProduct(db, lot, p, now)),
    slots: slotsOnSale(db, lot, now).map((x) => toSlot(lot, x)),
  };
}

/** The park's diffTime counts as the dealer lists them: packages left, and the next window's places left. */
export function syncDiffTimeCounts(db: Db, now: number) {
  for (const lot of db.diffTimeLots) {
    const park = db.parks.find((p) => p.parkId === lot.parkId);
    if (!park) continue;
    if (lot.bagCapacity > 0) Object.assign(park, { diffTimeBagTotalNum: lot.bagCapacity, diffTimeBagLeftNum: packagesLeft(db, lot, now) });
    if (lot.slotCapacity > 0) {
      const next = slotsOnSale(db, lot, now)[0];
      Object.assign(park, { diffTimeBookTotalNum: lot.slotCapacity, diffTimeBookLeftNum: next?.leftNum ?? 0 });
    }
  }
}
