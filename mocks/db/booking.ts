import type { PayChannel } from '../../src/lib/wire';
import type { LockAction, LockCommandState as WireLockCommandState, LockEventKind as WireLockEventKind } from '../../src/api/booking/locks.types';
import type { ViolationKind as WireViolationKind, ViolationStateFilter } from '../../src/api/booking/offpeak.types';
import type { KnownValue } from '../../src/lib/schema';
import { DRIVER_A, DRIVER_B } from './ids';

/** The mock keeps only the values it knows: the app's types add UNKNOWN for values of a newer server. */
export type LockCommandState = KnownValue<WireLockCommandState>;
export type LockEventKind = KnownValue<WireLockEventKind>;
export type ViolationKind = KnownValue<WireViolationKind>;
export type ViolationState = ViolationStateFilter;

/**
 * The booking service's tables: bookable spaces and their rules, bookings, owners' shared spaces with
 * their Zigbee locks, owner applications and earnings, and off-peak sharing (lots' windows, packages,
 * one-window subscriptions, visits and violations). Times are epoch ms; money is cents.
 */

/** A kind of space a bookable park offers. */
export interface BerthTypeRecord {
  berthTypeId: string;
  parkId: string;
  berthTypeName: string;
}

/** One numbered space; an owner's registered space carries its owner and is shared for booking. */
export interface BerthRecord {
  berthId: string;
  parkId: string;
  berthNo: string;
  floor: string;
  area: string;
  berthTypeId: string;
  /** 0 free, 1 occupied, 2 booked. */
  state: 0 | 1 | 2;
  ownerDriverId: string | null;
}

/** A lot's booking rules (see BookRules in src/api/types/booking-orders.ts for what each means). */
export interface BookRuleRecord {
  parkId: string;
  leadMinutes: number;
  maxAheadDays: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  stepMinutes: number;
  unitCents: number;
  graceMinutes: number;
  freeCancelMinutes: number;
  lateCancelFeeCents: number;
  overstayGraceMinutes: number;
  overstayUnitMinutes: number;
  overstayUnitCents: number;
  overstayCapCents: number;
  /** The owner's share of a booking of their space, percent. */
  ownerSharePct: number;
}

export interface BookPackageRecord {
  packageId: string;
  parkId: string;
  packageName: string;
  durationMinutes: number;
  priceCents: number;
  description: string;
}

/** Frozen when the car leaves past the end (after the grace). */
export interface OverstayRecord {
  chargeId: string;
  minutes: number;
  feeCents: number;
  paidAt: number | null;
}

export interface BookOrderRecord {
  /** Numeric cursor id; seeds stay below the sequence new orders get (100001…). */
  id: number;
  bookOrderId: string;
  driverId: string;
  parkId: string;
  plateNo: string;
  packageId: string | null;
  berthId: string;
  /** 0 unpaid, 1 paid awaiting arrival, 2 parked, 3 finished, 4 cancelled, 5 expired (no-show). */
  state: 0 | 1 | 2 | 3 | 4 | 5;
  priceCents: number;
  payCents: number;
  payChannel: PayChannel | null;
  refundCents: number;
  cancelFeeCents: number;
  startTime: number;
  endTime: number;
  /** The lot's no-show window when booked (rules may change later; a booking keeps its own). */
  graceMinutes: number;
  freeCancelMinutes: number;
  requestId: string | null;
  bookingCode: string | null;
  createdAt: number;
  paidAt: number | null;
  arrivedAt: number | null;
  leftAt: number | null;
  cancelledAt: number | null;
  /** Why it was cancelled or expired. */
  reason: string | null;
  overstay: OverstayRecord | null;
}

export interface LockRecord {
  lockId: string;
  berthId: string;
  lockName: string;
  /** Where the lock last reported itself. */
  position: LockAction;
  online: boolean;
  batteryPct: number;
  carPresent: boolean;
  /** A fault the control API arms: commands are never confirmed and time out. */
  neverConfirms: boolean;
  lastReportAt: number;
}

export interface LockCommandRecord {
  commandId: string;
  lockId: string;
  /** null: the system (the lock rising after a booked car left). */
  driverId: string | null;
  action: LockAction;
  state: LockCommandState;
  createdAt: number;
  finishedAt: number | null;
  message: string | null;
}

export interface LockEventRecord {
  eventId: string;
  lockId: string;
  kind: LockEventKind;
  driverId: string | null;
  at: number;
}

/** A car that used an owner's space without a booking and left unpaid; under control (1) staff are alerted. */
export interface EvasionControlRecord {
  controlId: string;
  ownerDriverId: string;
  berthId: string;
  plateNo: string;
  evasionAt: number;
  amountCents: number;
  controlState: 0 | 1;
}

/** Profile fields only the booking service keeps (the nickname lives on the driver). */
export interface BookingProfileRecord {
  driverId: string;
  avatarUrl: string;
  gender: 0 | 1 | 2;
}

/** An owner's application to share a space; 1 under review, 2 approved, 3 rejected. */
export interface BerthApplyRecord {
  applyNo: string;
  driverId: string;
  parkId: string;
  berthNo: string;
  photos: string[];
  phone: string;
  state: 1 | 2 | 3;
  rejectReason: string | null;
  createdAt: number;
  reviewedAt: number | null;
  berthId: string | null;
}

export interface ShareIncomeRecord {
  incomeId: string;
  ownerDriverId: string;
  berthId: string;
  plateNo: string;
  amountCents: number;
  source: 'booking' | 'offPeak';
  /** The booking (or off-peak order) it came from. */
  refNo: string;
  at: number;
}

/** A weekly window: days 1 (Monday)…7 it starts on, 'HH:mm'; an end at or before the start is the next day. */
export interface WindowRecord {
  days: number[];
  start: string;
  end: string;
}

/**
 * A lot's off-peak sharing. Spaces are counted per lot: what other channels sold (the operator's counter, the
 * lot's own desk) plus what this service sold must stay within the capacity, so the dealer's left/total agree.
 */
export interface DiffTimeLotRecord {
  parkId: string;
  windows: WindowRecord[];
  /** Packages: capacity, and how many other channels hold now. */
  bagCapacity: number;
  bagSoldElsewhere: number;
  /** One-window subscriptions: capacity of each window, and how many each has sold elsewhere. */
  slotCapacity: number;
  slotSoldElsewhere: number;
  slotPriceCents: number;
  graceMinutes: number;
  penaltyUnitMinutes: number;
  penaltyUnitCents: number;
  penaltyCapCents: number;
  appealDays: number;
}

export interface DiffTimeProductRecord {
  productId: string;
  parkId: string;
  productName: string;
  days: number;
  priceCents: number;
  maxPlates: number;
  description: string;
}

interface DiffTimeOrderRecord {
  driverId: string;
  parkId: string;
  priceCents: number;
  /** Paid (or cancelled); unpaid orders past 15 minutes are cancelled. */
  state: 'unpaid' | 'paid' | 'cancelled';
  startAt: number;
  endAt: number;
  requestId: string | null;
  createdAt: number;
  paidAt: number | null;
  payChannel: PayChannel | null;
  refundCents: number;
  cancelledAt: number | null;
  cancelReason: string | null;
}

export interface DiffTimePackageRecord extends DiffTimeOrderRecord {
  packageNo: string;
  productId: string;
  plateNos: string[];
}

export interface DiffTimeSubscribeRecord extends DiffTimeOrderRecord {
  subscribeNo: string;
  plateNo: string;
  /** The Beijing date the window starts on. */
  date: string;
}

/** A car in an off-peak lot under a package or subscription; the control API moves it in and out. */
export interface DiffTimeVisitRecord {
  visitId: string;
  parkId: string;
  plateNo: string;
  /** The package or subscription it parked under. */
  orderNo: string;
  driverId: string;
  enterAt: number;
  leftAt: number | null;
}

export interface DiffTimeViolationRecord {
  violationNo: string;
  driverId: string;
  parkId: string;
  plateNo: string;
  orderNo: string;
  kind: ViolationKind;
  enterAt: number;
  leftAt: number;
  minutes: number;
  feeCents: number;
  description: string;
  state: ViolationState;
  createdAt: number;
  paidAt: number | null;
  appealReason: string | null;
  appealPhotos: string[];
  appealedAt: number | null;
  appealResult: string | null;
}

export interface BookingTables {
  berthTypes: BerthTypeRecord[];
  berths: BerthRecord[];
  bookRules: BookRuleRecord[];
  bookPackages: BookPackageRecord[];
  bookOrders: BookOrderRecord[];
  locks: LockRecord[];
  lockCommands: LockCommandRecord[];
  lockEvents: LockEventRecord[];
  evasionControls: EvasionControlRecord[];
  bookingProfiles: BookingProfileRecord[];
  berthApplies: BerthApplyRecord[];
  shareIncomes: ShareIncomeRecord[];
  diffTimeLots: DiffTimeLotRecord[];
  diffTimeProducts: DiffTimeProductRecord[];
  diffTimePackages: DiffTimePackageRecord[];
  diffTimeSubscribes: DiffTimeSubscribeRecord[];
  diffTimeVisits: DiffTimeVisitRecord[];
  diffTimeViolations: DiffTimeViolationRecord[];
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;

/** The Beijing midnight starting the day of `ms`. */
function beijingMidnight(ms: number): number {
  return Math.floor((ms + BEIJING) / DAY) * DAY - BEIJING;
}

/** 1 Monday … 7 Sunday, of the Beijing day starting at `midnight`. */
function beijingWeekday(midnight: number): number {
  const d = new Date(midnight + BEIJING).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The parks of places.ts with supportBook 1, and whether they have charging spaces. */
const BOOKABLE: { parkId: string; ev: boolean; floor: string; lead: number; maxMinutes: number; unit: number; grace: number; freeCancel: number }[] = [
  { parkId: 'P1003', ev: true, floor: 'B1', lead: 10, maxMinutes: 360, unit: 400, grace: 30, freeCancel: 30 },
  { parkId: 'P1005', ev: true, floor: 'B2', lead: 15, maxMinutes: 240, unit: 500, grace: 20, freeCancel: 60 },
  { parkId: 'P1007', ev: true, floor: 'B2', lead: 10, maxMinutes: 240, unit: 600, grace: 30, freeCancel: 30 },
  { parkId: 'P1010', ev: false, floor: 'B1', lead: 15, maxMinutes: 240, unit: 500, grace: 20, freeCancel: 60 },
];

function seedSpaces() {
  const berthTypes: BerthTypeRecord[] = [];
  const berths: BerthRecord[] = [];
  const bookPackages: BookPackageRecord[] = [];
  const bookRules: BookRuleRecord[] = [];
  for (const { parkId, ev, floor, lead, maxMinutes, unit, grace, freeCancel } of BOOKABLE) {
    berthTypes.push({ berthTypeId: `${parkId}-STD`, parkId, berthTypeName: '普通车位' });
    if (ev) berthTypes.push({ berthTypeId: `${parkId}-EV`, parkId, berthTypeName: '充电车位' });
    for (let i = 1; i <= 6; i += 1) {
      const isEv = ev && i > 4;
      berths.push({
        berthId: `${parkId}-${floor}-${String(i).padStart(3, '0')}`,
        parkId,
        berthNo: `${floor}-${String(i).padStart(3, '0')}`,
        floor,
        area: i <= 3 ? 'A区' : 'B区',
        berthTypeId: `${parkId}-${isEv ? 'EV' : 'STD'}`,
        // The first space of each park is taken, so recommendations have to skip it.
        state: i === 1 ? 1 : 0,
        ownerDriverId: null,
      });
    }
    bookRules.push({
      parkId, leadMinutes: lead, maxAheadDays: 7, minDurationMinutes: 30, maxDurationMinutes: maxMinutes, stepMinutes: 30, unitCents: unit,
      graceMinutes: grace, freeCancelMinutes: freeCancel, lateCancelFeeCents: 300, overstayGraceMinutes: 10, overstayUnitMinutes: 30,
      overstayUnitCents: unit + 100, overstayCapCents: 6000, ownerSharePct: 70,
    });
    bookPackages.push(
      { packageId: `${parkId}-PK30`, parkId, packageName: '短停30分钟', durationMinutes: 30, priceCents: 500, description: '预约30分钟车位，适合临时停靠' },
      { packageId: `${parkId}-PK60`, parkId, packageName: '预约1小时', durationMinutes: 60, priceCents: 800, description: '预约1小时车位，比按时长计费更优惠' },
      { packageId: `${parkId}-PK240`, parkId, packageName: '半日4小时', durationMinutes: 240, priceCents: 2400, description: '预约4小时车位，适合购物、观演' },
    );
  }
  // Driver A registered their own space in the Joy City car park, shared for booking, with a Zigbee lock.
  berths.push({ berthId: 'P1005-B2-018', parkId: 'P1005', berthNo: 'B2-018', floor: 'B2', area: 'C区', berthTypeId: 'P1005-STD', state: 0, ownerDriverId: DRIVER_A });
  return { berthTypes, berths, bookPackages, bookRules };
}

/** The code a paid booking shows at the gate: six digits, fixed by its id. */
export function bookingCodeOf(id: number): string {
  return String(100000 + ((id * 7919) % 900000));
}

function seedOrders(now: number): BookOrderRecord[] {
  const base = { packageId: null, requestId: null, refundCents: 0, cancelFeeCents: 0, arrivedAt: null, leftAt: null, cancelledAt: null, reason: null, overstay: null };
  const upcomingStart = now + 120 * MIN;
  const usedStart = now - 3 * DAY;
  const cancelledStart = now - 10 * DAY;
  const lapsedStart = now - DAY - 3 * HOUR;
  return [
    {
      ...base, id: 90003, bookOrderId: 'BO090003', driverId: DRIVER_A, parkId: 'P1003', plateNo: '京A12345', packageId: 'P1003-PK30', berthId: 'P1003-B1-002',
      state: 1, priceCents: 500, payCents: 500, payChannel: 6, startTime: upcomingStart, endTime: upcomingStart + 30 * MIN, graceMinutes: 30, freeCancelMinutes: 30,
      bookingCode: bookingCodeOf(90003), createdAt: now - 30 * MIN, paidAt: now - 29 * MIN,
    },
    {
      ...base, id: 90002, bookOrderId: 'BO090002', driverId: DRIVER_A, parkId: 'P1005', plateNo: '京AD12345', packageId: 'P1005-PK60', berthId: 'P1005-B2-003',
      state: 3, priceCents: 800, payCents: 800, payChannel: 3, startTime: usedStart, endTime: usedStart + 60 * MIN, graceMinutes: 20, freeCancelMinutes: 60,
      bookingCode: bookingCodeOf(90002), createdAt: usedStart - 2 * HOUR, paidAt: usedStart - 2 * HOUR + MIN, arrivedAt: usedStart + 5 * MIN, leftAt: usedStart + 52 * MIN,
    },
    {
      ...base, id: 90001, bookOrderId: 'BO090001', driverId: DRIVER_A, parkId: 'P1007', plateNo: '京A12345', packageId: 'P1007-PK30', berthId: 'P1007-B2-004',
      state: 4, priceCents: 500, payCents: 500, payChannel: 6, refundCents: 500, startTime: cancelledStart, endTime: cancelledStart + 30 * MIN, graceMinutes: 30,
      freeCancelMinutes: 30, bookingCode: bookingCodeOf(90001), createdAt: cancelledStart - 4 * HOUR, paidAt: cancelledStart - 4 * HOUR + MIN,
      cancelledAt: cancelledStart - 3 * HOUR, reason: '行程有变',
    },
    // B booked for yesterday and never came: lapsed after the no-show window, nothing refunded (the home asks about it).
    {
      ...base, id: 90004, bookOrderId: 'BO090004', driverId: DRIVER_B, parkId: 'P1003', plateNo: '京B88888', packageId: 'P1003-PK60', berthId: 'P1003-B1-003',
      state: 5, priceCents: 800, payCents: 800, payChannel: 3, startTime: lapsedStart, endTime: lapsedStart + 60 * MIN, graceMinutes: 30,
      freeCancelMinutes: 30, bookingCode: bookingCodeOf(90004), createdAt: lapsedStart - 5 * HOUR, paidAt: lapsedStart - 5 * HOUR + MIN,
      reason: '超过预约开始时间30分钟未入场，预约已失效，费用不退',
    },
  ];
}

function seedLocks(now: number) {
  const locks: LockRecord[] = [
    { lockId: 'L50001', berthId: 'P1005-B2-018', lockName: '大悦城B2-018车位锁', position: 'up', online: true, batteryPct: 80, carPresent: false, neverConfirms: false, lastReportAt: now - 2 * HOUR },
  ];
  const lockCommands: LockCommandRecord[] = [
    { commandId: 'LC090001', lockId: 'L50001', driverId: DRIVER_A, action: 'down', state: 'succeeded', createdAt: now - 2 * DAY, finishedAt: now - 2 * DAY + 8000, message: '车位锁已降下' },
    { commandId: 'LC090002', lockId: 'L50001', driverId: DRIVER_A, action: 'up', state: 'succeeded', createdAt: now - 2 * DAY + 9 * HOUR, finishedAt: now - 2 * DAY + 9 * HOUR + 8000, message: '车位锁已升起' },
  ];
  const lockEvents: LockEventRecord[] = [
    { eventId: 'LE090001', lockId: 'L50001', kind: 'lowered', driverId: DRIVER_A, at: now - 2 * DAY + 8000 },
    { eventId: 'LE090002', lockId: 'L50001', kind: 'carArrived', driverId: null, at: now - 2 * DAY + 3 * MIN },
    { eventId: 'LE090003', lockId: 'L50001', kind: 'carLeft', driverId: null, at: now - 2 * DAY + 9 * HOUR - 5 * MIN },
    { eventId: 'LE090004', lockId: 'L50001', kind: 'raised', driverId: DRIVER_A, at: now - 2 * DAY + 9 * HOUR + 8000 },
  ];
  return { locks, lockCommands, lockEvents };
}

function seedOwner(now: number) {
  const monthStart = (() => {
    const d = new Date(now + BEIJING);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - BEIJING;
  })();
  // This month's incomes stay inside this month, in their order, even on its first morning: an `ago` that would reach
  // back into last month is shrunk to its share of the time since the month began (up to three days ago).
  const thisMonth = (ago: number) => now - Math.min(ago, ((now - monthStart) * ago) / (3 * DAY));
  const berthApplies: BerthApplyRecord[] = [
    {
      applyNo: 'BR090001', driverId: DRIVER_A, parkId: 'P1005', berthNo: 'B2-018', photos: ['https://img.example.com/berth/BR090001-1.jpg'], phone: '13800138000',
      state: 3, rejectReason: '产权证明照片模糊，无法核实车位归属，请重新拍摄上传', createdAt: now - 75 * DAY, reviewedAt: now - 74 * DAY, berthId: null,
    },
    {
      applyNo: 'BR090002', driverId: DRIVER_A, parkId: 'P1005', berthNo: 'B2-018',
      photos: ['https://img.example.com/berth/BR090002-1.jpg', 'https://img.example.com/berth/BR090002-2.jpg'], phone: '13800138000',
      state: 2, rejectReason: null, createdAt: now - 70 * DAY, reviewedAt: now - 69 * DAY, berthId: 'P1005-B2-018',
    },
  ];
  const shareIncomes: ShareIncomeRecord[] = [
    { incomeId: 'SI090001', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京N3K521', amountCents: 560, source: 'booking', refNo: 'BO080001', at: now - 45 * DAY },
    { incomeId: 'SI090002', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京Q7M218', amountCents: 1680, source: 'booking', refNo: 'BO080002', at: now - 40 * DAY },
    { incomeId: 'SI090003', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '冀F88K12', amountCents: 2100, source: 'offPeak', refNo: 'WS080001', at: now - 35 * DAY },
    { incomeId: 'SI090004', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京E5L903', amountCents: 560, source: 'booking', refNo: 'BO080003', at: thisMonth(2 * DAY) },
    { incomeId: 'SI090005', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京H2P660', amountCents: 1120, source: 'booking', refNo: 'BO080004', at: thisMonth(DAY) },
  ];
  return { berthApplies, shareIncomes };
}

const WEEKDAY_NIGHTS: WindowRecord = { days: [1, 2, 3, 4, 5], start: '19:00', end: '08:00' };

/** The four lots of places.ts that share off-peak (their descriptions name the same windows). */
function seedDiffTime(now: number) {
  const penalty = { graceMinutes: 15, penaltyUnitMinutes: 60, penaltyUnitCents: 500, penaltyCapCents: 5000, appealDays: 7 };
  const diffTimeLots: DiffTimeLotRecord[] = [
    { parkId: 'P1004', windows: [WEEKDAY_NIGHTS], bagCapacity: 30, bagSoldElsewhere: 23, slotCapacity: 0, slotSoldElsewhere: 0, slotPriceCents: 0, ...penalty },
    { parkId: 'P1007', windows: [{ days: [6, 7], start: '00:00', end: '24:00' }], bagCapacity: 50, bagSoldElsewhere: 35, slotCapacity: 0, slotSoldElsewhere: 0, slotPriceCents: 0, ...penalty },
    { parkId: 'P1005', windows: [WEEKDAY_NIGHTS], bagCapacity: 0, bagSoldElsewhere: 0, slotCapacity: 20, slotSoldElsewhere: 16, slotPriceCents: 1000, ...penalty },
    // Sold out through the lot's own desk: every window is full.
    { parkId: 'P1009', windows: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }], bagCapacity: 0, bagSoldElsewhere: 0, slotCapacity: 12, slotSoldElsewhere: 12, slotPriceCents: 1500, ...penalty },
  ];
  const diffTimeProducts: DiffTimeProductRecord[] = [
    { productId: 'DTP-P1004-30', parkId: 'P1004', productName: '工作日夜间月卡', days: 30, priceCents: 30000, maxPlates: 2, description: '30天内每个工作日19:00至次日08:00可停，最多绑定2个车牌' },
    { productId: 'DTP-P1004-90', parkId: 'P1004', productName: '工作日夜间季卡', days: 90, priceCents: 80000, maxPlates: 2, description: '90天内每个工作日19:00至次日08:00可停，最多绑定2个车牌' },
    { productId: 'DTP-P1007-30', parkId: 'P1007', productName: '周末全天月卡', days: 30, priceCents: 20000, maxPlates: 1, description: '30天内每个周六、周日全天可停' },
  ];
  const today = beijingMidnight(now);
  const packageStart = today - 10 * DAY;
  const common = { refundCents: 0, cancelledAt: null, cancelReason: null, requestId: null };
  const diffTimePackages: DiffTimePackageRecord[] = [
    {
      ...common, packageNo: 'WP090001', driverId: DRIVER_A, productId: 'DTP-P1004-30', parkId: 'P1004', plateNos: ['京A12345'], priceCents: 30000, state: 'paid',
      startAt: packageStart, endAt: packageStart + 30 * DAY, createdAt: packageStart - 2 * HOUR, paidAt: packageStart - 2 * HOUR + MIN, payChannel: 3,
    },
  ];
  // The latest weekday night at least two days back: A's car left 50 minutes after that window's end.
  let night = today - 2 * DAY;
  while (beijingWeekday(night) > 5) night -= DAY;
  const enterAt = night + 19 * HOUR + 30 * MIN;
  const leftAt = night + DAY + 8 * HOUR + 50 * MIN;
  const diffTimeViolations: DiffTimeViolationRecord[] = [
    {
      violationNo: 'WV090001', driverId: DRIVER_A, parkId: 'P1004', plateNo: '京A12345', orderNo: 'WP090001', kind: 'overstay', enterAt, leftAt, minutes: 35, feeCents: 500,
      description: '离场时间晚于错时时段结束（08:00）50分钟，扣除15分钟宽限后计35分钟', state: 'unpaid', createdAt: leftAt, paidAt: null,
      appealReason: null, appealPhotos: [], appealedAt: null, appealResult: null,
    },
  ];
  const diffTimeVisits: DiffTimeVisitRecord[] = [
    { visitId: 'DV090001', parkId: 'P1004', plateNo: '京A12345', orderNo: 'WP090001', driverId: DRIVER_A, enterAt, leftAt },
  ];
  return { diffTimeLots, diffTimeProducts, diffTimePackages, diffTimeSubscribes: [] as DiffTimeSubscribeRecord[], diffTimeVisits, diffTimeViolations };
}

export function seedBooking(now: number): BookingTables {
  const spaces = seedSpaces();
  // The space of A's upcoming booking is held for it.
  for (const b of spaces.berths) if (b.berthId === 'P1003-B1-002') b.state = 2;
  return {
    ...spaces,
    bookOrders: seedOrders(now),
    ...seedLocks(now),
    evasionControls: [
      { controlId: 'EC60002', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京N3K521', evasionAt: now - 5 * DAY, amountCents: 2500, controlState: 1 },
      { controlId: 'EC60001', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '冀F88K12', evasionAt: now - 20 * DAY, amountCents: 1000, controlState: 0 },
    ],
    bookingProfiles: [{ driverId: DRIVER_A, avatarUrl: '', gender: 1 }],
    ...seedOwner(now),
    ...seedDiffTime(now),
  };
}
