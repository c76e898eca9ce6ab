import type { RefundTo } from './types';
import type { Cents, ExpectedAmount, Paged, PayChannel } from '../../lib/wire';

/**
 * Off-peak sharing (错时共享) on the booking service (POST /api/v1/…, thirdId added by the request layer).
 * A lot shares spaces in windows (weekdays 19:00–次日08:00, say): a package is a pass for every window of some days
 * (错时包月), a subscription one window on one date (错时预约). Both are paid through the charge service's
 * pay-order registry. Parking outside what was bought is a violation, with its fee and an appeal.
 * Times are 'YYYY-MM-DD HH:mm:ss' in Beijing time, dates 'YYYY-MM-DD'; money is cents.
 */

export const DIFF_TIME_CODES = {
  /** The lot does not share off-peak spaces of that kind. */
  notOffPeakLot: '0xd10530001',
  /** No package left to sell, or the slot is full. */
  soldOut: '0xd10530002',
  /** The date is not on sale: past, too far ahead, not a window day, or the window has begun. */
  dateNotOnSale: '0xd10530003',
  /** The plate is not the driver's: getAllPlateInfo lists those that are (empty: send the driver to /addCar). */
  plateNotBound: '0xd10530004',
  /** The plate already holds a package (or that night's slot) here for that time. */
  duplicate: '0xd10530005',
  tooManyPlates: '0xd10530006',
  /** Only what has not begun can be cancelled. */
  notCancellable: '0xd10530007',
  nothingDue: '0xd10530008',
  /** Past the appeal deadline, already appealed, paid or waived. */
  appealClosed: '0xd10530009',
  /** A violation under appeal is not paid until the appeal is settled. */
  underAppeal: '0xd10530010',
} as const;

/** A weekly window: days 1 (Monday) … 7 (Sunday) on which it starts; an end at or before the start is the next day. */
export interface DiffTimeWindow {
  days: number[];
  startTime: string;
  endTime: string;
  /** '工作日 19:00-次日08:00' */
  text: string;
}

/** What parking outside what was bought costs, and how to contest it. */
export interface DiffTimeRules {
  /** Entering this long before a window, or leaving this long after it, is free. */
  graceMinutes: number;
  penaltyUnitMinutes: number;
  penaltyUnitCents: Cents;
  penaltyCapCents: Cents;
  /** A violation may be appealed this many days after it is recorded. */
  appealDays: number;
  /** The rules in the driver's words, one line each. */
  texts: string[];
}

/** A package product: every window of `days` days from the start date, for up to maxPlates plates. */
export interface DiffTimeProduct {
  productId: string;
  parkId: string;
  productName: string;
  days: number;
  priceCents: Cents;
  maxPlates: number;
  windowText: string;
  leftNum: number;
  totalNum: number;
  description: string;
}

/** One window on one date, on sale until it begins. */
export interface DiffTimeSlot {
  slotId: string;
  parkId: string;
  /** The date the window starts on. */
  date: string;
  startTime: string;
  endTime: string;
  priceCents: Cents;
  leftNum: number;
  totalNum: number;
}

export interface DiffTimeParkInfo {
  parkId: string;
  parkName: string;
  parkAddr: string;
  longitude: number;
  latitude: number;
  /** Sells packages (diffTimeBag). */
  supportPackage: boolean;
  /** Sells one-window subscriptions (diffTimeBook). */
  supportSubscribe: boolean;
  windows: DiffTimeWindow[];
  windowText: string;
  rules: DiffTimeRules;
  products: DiffTimeProduct[];
  /** The slots on sale (the next 7 days' windows not yet begun), soonest first. */
  slots: DiffTimeSlot[];
}

/** unpaid (15 minutes to pay, then cancelled); upcoming (paid, not begun); active; used (over); cancelled. */
export type DiffTimeStatus = 'unpaid' | 'upcoming' | 'active' | 'used' | 'cancelled';

interface DiffTimeOrderCommon {
  parkId: string;
  parkName: string;
  parkAddr: string;
  startTime: string;
  endTime: string;
  windowText: string;
  priceCents: Cents;
  payCents: Cents;
  refundCents: Cents;
  refundTo: RefundTo | null;
  status: DiffTimeStatus;
  statusText: string;
  createTime: string;
  payDeadline: string | null;
  payTime: string | null;
  cancelTime: string | null;
  cancelReason: string | null;
  dueCents: Cents;
  pendingPayOrderId: string | null;
  /** Violations recorded against it. */
  violationCount: number;
}

export interface DiffTimePackage extends DiffTimeOrderCommon {
  packageNo: string;
  productId: string;
  productName: string;
  plateNos: string[];
  days: number;
}

export interface DiffTimeSubscription extends DiffTimeOrderCommon {
  subscribeNo: string;
  plateNo: string;
  date: string;
}

export interface CreateDiffTimePackageBody {
  productId: string;
  plateNos: string[];
  /** The first day, today (default) up to 7 days ahead. */
  startDate?: string;
  /** Made once per pay page; the same one (or the same product, plates and date unpaid) answers the same order. */
  requestId?: string;
}

export interface CreateDiffTimeSubscribeBody {
  parkId: string;
  plateNo: string;
  /** A slot's date (getDiffTimeParkInfo lists them). */
  date: string;
  requestId?: string;
}

/** A package (WP…), a subscription (WS…) or a violation (WV…). */
export interface DiffTimeOrderNoBody {
  orderNo: string;
}

export interface PayDiffTimeOrderArg extends DiffTimeOrderNoBody, ExpectedAmount {
  payChannel: PayChannel;
  returnUrl?: string;
}

export interface DiffTimeListParams {
  status?: DiffTimeStatus;
  pageNo: number;
  pageSize: number;
}

export type DiffTimePackagePage = Paged<DiffTimePackage>;
export type DiffTimeSubscriptionPage = Paged<DiffTimeSubscription>;

/** Stayed past the window's end, or came in before it began. */
export type ViolationKind = 'overstay' | 'outsideWindow';

/** appealing: settled by the operator (waived, or back to unpaid with the reason). */
export type ViolationState = 'unpaid' | 'paid' | 'appealing' | 'waived';

export interface DiffTimeViolation {
  violationNo: string;
  kind: ViolationKind;
  kindText: string;
  parkId: string;
  parkName: string;
  plateNo: string;
  /** The package or subscription the car parked under. */
  orderNo: string;
  enterTime: string;
  leaveTime: string;
  windowText: string;
  /** Minutes outside the window, after the grace. */
  minutes: number;
  feeCents: Cents;
  /** '超出错时时段每60分钟5.00元，单次封顶50.00元' */
  feeRuleText: string;
  /** '离场时间超出错时时段结束35分钟' */
  description: string;
  state: ViolationState;
  stateText: string;
  appealable: boolean;
  appealDeadline: string;
  /** How to appeal, in the driver's words. */
  appealHint: string;
  appealReason: string | null;
  /** The operator's answer once settled. */
  appealResult: string | null;
  createTime: string;
  payTime: string | null;
  pendingPayOrderId: string | null;
}

export interface ViolationListParams {
  state?: ViolationState;
  pageNo: number;
  pageSize: number;
}

export type DiffTimeViolationPage = Paged<DiffTimeViolation>;

export interface AppealViolationBody {
  violationNo: string;
  /** 5 to 200 characters. */
  reason: string;
  /** Proof pictures (the kit's upload), at most 6. */
  photos?: string[];
}
