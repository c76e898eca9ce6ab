import type { Cents } from '../../lib/wire';
import type { GunType } from './gun.types';

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
export interface HoldRule {
  holdMinutes: number;
  feeCents: Cents;
}

/** held: counting down; used: a session started on it; lapsed: time ran out (the fee is kept); cancelled: refunded. */
export type HoldState = 'held' | 'used' | 'lapsed' | 'cancelled';

/** A gun held for one driver: reserved by them (origin reserve) or offered to them as first in line (origin queue, free). */
export interface GunHold {
  holdId: string;
  origin: 'reserve' | 'queue';
  stationId: string;
  stationName: string;
  pileCode: string;
  pileName: string;
  gunNo: string;
  gunName: string;
  gunType: GunType;
  /** Paid from the balance at reserving; 0 for a queue's offer. */
  feeCents: Cents;
  /** What went back to the balance on cancelling (null until then). */
  refundCents: Cents | null;
  state: HoldState;
  stateText: string;
  createdAt: string;
  expiresAt: string;
  /** The charging order that used it (state used). */
  usedBy: string | null;
  serverTime: string;
}

/** POST /cps/v2/api/gunHolds: a free gun of the kind (or the one named) at the station, paid from the balance. */
export interface ReserveGunBody {
  stationId: string;
  gunType: GunType;
  pileCode?: string;
  gunNo?: string;
}

/** waiting: in line; offered: a gun is held for this driver (offer); then used, passed (offer lapsed), or left. */
export type QueueState = 'waiting' | 'offered' | 'used' | 'passed' | 'left';

/** The driver's place in a station's line for one kind of gun. */
export interface QueuePlace {
  queueId: string;
  stationId: string;
  stationName: string;
  gunType: GunType;
  state: QueueState;
  stateText: string;
  /** 1 is next; 0 once out of the line. */
  position: number;
  /** Minutes until a gun is likely free for this place, from the sessions in progress (their charge and taper). */
  estimatedWaitMinutes: number | null;
  joinedAt: string;
  /** The gun held for the driver while state is offered (and, once passed, the one that was). */
  offer: GunHold | null;
  serverTime: string;
}

export interface JoinQueueBody {
  stationId: string;
  gunType: GunType;
}

/** What the driver has going at stations now: at most one hold and one place in a line (not both). */
export interface MyChargerAccess {
  hold: GunHold | null;
  queue: QueuePlace | null;
  /**
   * What ended by itself in the last 30 minutes and the driver did not do: a reservation that ran out (its fee kept)
   * and a line's offer that passed to the next. Without them a hold or a place would just vanish from the screen.
   */
  lapsedHold: GunHold | null;
  passedPlace: QueuePlace | null;
  serverTime: string;
}

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
export type ChargerReportReason = keyof typeof CHARGER_REPORT_REASONS;
export const MAX_REPORT_NOTE = 200;
export const MAX_REPORT_PICTURES = 1;

/** POST /cps/v2/api/chargerReports. 其他 needs a note; pictures are picUrls of POST /basic/v2/api/pictures. */
export interface ChargerReportBody {
  stationId: string;
  pileCode: string;
  /** Omitted for the whole pile. */
  gunNo?: string;
  reasons: ChargerReportReason[];
  note: string;
  pictures: string[];
  /** The failed start that led here, if any. */
  orderNo?: string;
}

export interface ChargerReportResult {
  reportId: string;
}

/** On the station page until the operator clears them: reports per pile and reason, e.g. 2 人报告 1 号桩无法启动（35 分钟前）. */
export interface ChargerReportSummary {
  pileCode: string;
  pileName: string;
  gunNo: string | null;
  reason: ChargerReportReason;
  reasonText: string;
  /** How many drivers reported it. */
  count: number;
  /** The newest report's time. */
  latestAt: string;
}

/** GET /cps/v2/api/stations/{stationId}/alternatives?gunType: open stations with a free gun of the kind, nearest first. */
export interface AlternativeStation {
  stationId: string;
  stationName: string;
  stationAddr: string;
  distanceMeters: number;
  freeNum: number;
  totalNum: number;
}
