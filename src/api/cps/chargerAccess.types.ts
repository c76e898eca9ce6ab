import * as v from 'valibot';
import { cents, int, known, num, wireTime } from '../../lib/schema';
import { GunType } from './gun.types';

/**
 * Getting to a working gun: a gun held for the driver (reserved for a fee, or offered from the queue),
 * the station's waiting line, and reports of broken chargers. Served by mocks/services/cps/holds.ts, queues.ts and
 * reports.ts; times are 'YYYY-MM-DD HH:mm:ss' on the server's clock, money in cents.
 */

/** Business refusals of these calls (a malformed body is a 400 with a message). */
export const CHARGER_ACCESS_CODES = {
  /** The station does not take reservations (supportBook 0). */
  noBooking: '0xd07040001',
  /** The driver already holds a gun, or already waits in a line (one at a time). */
  alreadyHolding: '0xd07040002',
  /** No free gun of that kind to hold. */
  noFreeGun: '0xd07040003',
  /** The balance cannot pay the hold's fee. */
  balanceShort: '0xd07040004',
  /** A free gun of that kind is there: no line to join, start charging. */
  gunFree: '0xd07040005',
  /** The hold or the queue place is no longer live (lapsed, used, cancelled, left). */
  notLive: '0xd07040006',
  /** Someone else holds this gun. */
  heldByOther: '0xd07040007',
} as const;

/** The station's rule for holding a gun: how long, and the fee credited to the session when started in time. */
export const HoldRule = v.object({
  holdMinutes: int,
  feeCents: cents,
});
export type HoldRule = v.InferOutput<typeof HoldRule>;

/** held: counting down; used: a session started on it; lapsed: time ran out (the fee is kept); cancelled: refunded. UNKNOWN: a state the app does not know yet. */
export const HoldState = known(['held', 'used', 'lapsed', 'cancelled']);
export type HoldState = v.InferOutput<typeof HoldState>;

/** reserve: reserved by the driver; queue: offered as first in line; UNKNOWN: an origin the app does not know yet. */
export const HoldOrigin = known(['reserve', 'queue']);
export type HoldOrigin = v.InferOutput<typeof HoldOrigin>;

/** A gun held for one driver: reserved by them (origin reserve) or offered to them as first in line (origin queue, free). */
export const GunHold = v.object({
  holdId: v.string(),
  origin: HoldOrigin,
  stationId: v.string(),
  stationName: v.string(),
  pileCode: v.string(),
  pileName: v.string(),
  gunNo: v.string(),
  gunName: v.string(),
  gunType: GunType,
  /** Paid from the balance at reserving; 0 for a queue's offer. */
  feeCents: cents,
  /** What went back to the balance on cancelling (null until then). */
  refundCents: v.nullable(cents),
  state: HoldState,
  stateText: v.string(),
  createdAt: wireTime,
  expiresAt: wireTime,
  /** The charging order that used it (state used). */
  usedBy: v.nullable(v.string()),
  serverTime: wireTime,
});
export type GunHold = v.InferOutput<typeof GunHold>;

/** POST /cps/v2/api/gunHolds: a free gun of the kind (or the one named) at the station, paid from the balance. */
export const ReserveGunBody = v.object({
  stationId: v.string(),
  gunType: GunType,
  pileCode: v.optional(v.string()),
  gunNo: v.optional(v.string()),
});
export type ReserveGunBody = v.InferOutput<typeof ReserveGunBody>;

/** waiting: in line; offered: a gun is held for this driver (offer); then used, passed (offer lapsed), or left. UNKNOWN: a state the app does not know yet. */
export const QueueState = known(['waiting', 'offered', 'used', 'passed', 'left']);
export type QueueState = v.InferOutput<typeof QueueState>;

/** The driver's place in a station's line for one kind of gun. */
export const QueuePlace = v.object({
  queueId: v.string(),
  stationId: v.string(),
  stationName: v.string(),
  gunType: GunType,
  state: QueueState,
  stateText: v.string(),
  /** 1 is next; 0 once out of the line. */
  position: int,
  /** Minutes until a gun is likely free for this place, from the sessions in progress (their charge and taper). */
  estimatedWaitMinutes: v.nullable(int),
  joinedAt: wireTime,
  /** The gun held for the driver while state is offered (and, once passed, the one that was). */
  offer: v.nullable(GunHold),
  serverTime: wireTime,
});
export type QueuePlace = v.InferOutput<typeof QueuePlace>;

/** POST /cps/v2/api/stationQueues. */
export const JoinQueueBody = v.object({
  stationId: v.string(),
  gunType: GunType,
});
export type JoinQueueBody = v.InferOutput<typeof JoinQueueBody>;

/** What the driver has going at stations now: at most one hold and one place in a line (not both). */
export const MyChargerAccess = v.object({
  hold: v.nullable(GunHold),
  queue: v.nullable(QueuePlace),
  /**
   * What ended by itself in the last 30 minutes and the driver did not do: a reservation that ran out (its fee kept)
   * and a line's offer that passed to the next. Without them a hold or a place would just vanish from the screen.
   */
  lapsedHold: v.nullable(GunHold),
  passedPlace: v.nullable(QueuePlace),
  serverTime: wireTime,
});
export type MyChargerAccess = v.InferOutput<typeof MyChargerAccess>;

/** The structured reasons of 无法充电, in the driver's words. */
export const CHARGER_REPORT_REASONS = {
  screenDark: '屏幕不亮',
  cableDamaged: '充电枪/线缆损坏',
  wontStart: '无法启动',
  stopsAtOnce: '启动后立即停止',
  iceBlocked: '油车占位',
  bayTaken: '车位被未充电车辆占用',
  priceWrong: '桩上价格与显示不符',
  other: '其他',
} as const;
const REPORT_REASON_KEYS = Object.keys(CHARGER_REPORT_REASONS) as [keyof typeof CHARGER_REPORT_REASONS, ...(keyof typeof CHARGER_REPORT_REASONS)[]];
/** A reason as the app sends it (strict: the server knows these). */
export const ChargerReportReason = v.picklist(REPORT_REASON_KEYS);
export type ChargerReportReason = v.InferOutput<typeof ChargerReportReason>;
export const MAX_REPORT_NOTE = 200;
export const MAX_REPORT_PICTURES = 1;

/** What a report is about: a charger that does not work, or a bay a car not charging blocks. */
export const ChargerReportKind = v.picklist(['broken', 'blocked']);
export type ChargerReportKind = v.InferOutput<typeof ChargerReportKind>;
/** The reasons a blocked-bay report may give. */
export const BLOCKED_REASONS = ['iceBlocked', 'bayTaken'] as const satisfies readonly ChargerReportReason[];

/** POST /cps/v2/api/chargerReports. 其他 needs a note; pictures are picUrls of POST /basic/v2/api/pictures. */
export const ChargerReportBody = v.object({
  stationId: v.string(),
  pileCode: v.string(),
  /** Omitted for the whole pile. */
  gunNo: v.optional(v.string()),
  reasons: v.array(ChargerReportReason),
  note: v.string(),
  pictures: v.array(v.string()),
  /** The failed start that led here, if any. */
  orderNo: v.optional(v.string()),
  /** broken (无法充电, the default) or blocked (燃油车占位: the bay is taken by a car not charging; reasons iceBlocked, bayTaken). */
  kind: v.optional(ChargerReportKind),
});
export type ChargerReportBody = v.InferOutput<typeof ChargerReportBody>;

export const ChargerReportResult = v.object({
  reportId: v.string(),
  /** A blocked-bay report by a driver waiting in the station's line for that kind of gun moved them to its front. */
  queueMovedUp: v.optional(v.boolean()),
});
export type ChargerReportResult = v.InferOutput<typeof ChargerReportResult>;

/** On the station page until the operator clears them: reports per pile and reason, e.g. 2 人报告 1 号桩无法启动（35 分钟前）. */
export const ChargerReportSummary = v.object({
  pileCode: v.string(),
  pileName: v.string(),
  gunNo: v.nullable(v.string()),
  /** The reason's key, or UNKNOWN for one the app does not know yet (reasonText still says it). */
  reason: known(REPORT_REASON_KEYS),
  reasonText: v.string(),
  /** How many drivers reported it. */
  count: int,
  /** The newest report's time. */
  latestAt: wireTime,
});
export type ChargerReportSummary = v.InferOutput<typeof ChargerReportSummary>;

/** GET /cps/v2/api/stations/{stationId}/alternatives?gunType. */
export const AlternativesQuery = v.object({
  gunType: GunType,
});
export type AlternativesQuery = v.InferOutput<typeof AlternativesQuery>;

/** GET /cps/v2/api/stations/{stationId}/alternatives?gunType: open stations with a free gun of the kind, nearest first. */
export const AlternativeStation = v.object({
  stationId: v.string(),
  stationName: v.string(),
  stationAddr: v.string(),
  distanceMeters: num,
  freeNum: int,
  totalNum: int,
});
export type AlternativeStation = v.InferOutput<typeof AlternativeStation>;

export const AlternativeStations = v.array(AlternativeStation);
export type AlternativeStations = v.InferOutput<typeof AlternativeStations>;
