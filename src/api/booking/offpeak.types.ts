import * as v from 'valibot';
import { cents, entriesOf, int, known, num, wireTime } from '../../lib/schema';
import { ExpectedAmount, paged, PayChannel } from '../../lib/wire';
import { RefundTo } from './types';

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
export const DiffTimeWindow = v.object({
  days: v.array(int),
  startTime: v.string(),
  endTime: v.string(),
  /** '工作日 19:00-次日08:00' */
  text: v.string(),
});
export type DiffTimeWindow = v.InferOutput<typeof DiffTimeWindow>;

/** What parking outside what was bought costs, and how to contest it. */
export const DiffTimeRules = v.object({
  /** Entering this long before a window, or leaving this long after it, is free. */
  graceMinutes: int,
  penaltyUnitMinutes: int,
  penaltyUnitCents: cents,
  penaltyCapCents: cents,
  /** A violation may be appealed this many days after it is recorded. */
  appealDays: int,
  /** The rules in the driver's words, one line each. */
  texts: v.array(v.string()),
});
export type DiffTimeRules = v.InferOutput<typeof DiffTimeRules>;

/** A package product: every window of `days` days from the start date, for up to maxPlates plates. */
export const DiffTimeProduct = v.object({
  productId: v.string(),
  parkId: v.string(),
  productName: v.string(),
  days: int,
  priceCents: cents,
  maxPlates: int,
  windowText: v.string(),
  leftNum: int,
  totalNum: int,
  description: v.string(),
});
export type DiffTimeProduct = v.InferOutput<typeof DiffTimeProduct>;

/** One window on one date, on sale until it begins. */
export const DiffTimeSlot = v.object({
  slotId: v.string(),
  parkId: v.string(),
  /** The date the window starts on. */
  date: wireTime,
  startTime: wireTime,
  endTime: wireTime,
  priceCents: cents,
  leftNum: int,
  totalNum: int,
});
export type DiffTimeSlot = v.InferOutput<typeof DiffTimeSlot>;

export const DiffTimeParkInfo = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  longitude: num,
  latitude: num,
  /** Sells packages (diffTimeBag). */
  supportPackage: v.boolean(),
  /** Sells one-window subscriptions (diffTimeBook). */
  supportSubscribe: v.boolean(),
  windows: v.array(DiffTimeWindow),
  windowText: v.string(),
  rules: DiffTimeRules,
  products: v.array(DiffTimeProduct),
  /** The slots on sale (the next 7 days' windows not yet begun), soonest first. */
  slots: v.array(DiffTimeSlot),
});
export type DiffTimeParkInfo = v.InferOutput<typeof DiffTimeParkInfo>;

/** The statuses as the app asks for them (the manage page's filter): strict. */
export const DIFF_TIME_STATUSES = ['unpaid', 'upcoming', 'active', 'used', 'cancelled'] as const;

/** unpaid (15 minutes to pay, then cancelled); upcoming (paid, not begun); active; used (over); cancelled. */
export const DiffTimeStatus = known(DIFF_TIME_STATUSES);
export type DiffTimeStatus = v.InferOutput<typeof DiffTimeStatus>;
/** A status the manage page asks for. */
export type DiffTimeStatusFilter = (typeof DIFF_TIME_STATUSES)[number];

const DiffTimeOrderCommon = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  startTime: wireTime,
  endTime: wireTime,
  windowText: v.string(),
  priceCents: cents,
  payCents: cents,
  refundCents: cents,
  refundTo: v.nullable(RefundTo),
  status: DiffTimeStatus,
  statusText: v.string(),
  createTime: wireTime,
  payDeadline: v.nullable(wireTime),
  payTime: v.nullable(wireTime),
  cancelTime: v.nullable(wireTime),
  cancelReason: v.nullable(v.string()),
  dueCents: cents,
  pendingPayOrderId: v.nullable(v.string()),
  /** Violations recorded against it. */
  violationCount: int,
});

export const DiffTimePackage = v.object({
  ...entriesOf(DiffTimeOrderCommon),
  packageNo: v.string(),
  productId: v.string(),
  productName: v.string(),
  plateNos: v.array(v.string()),
  days: int,
});
export type DiffTimePackage = v.InferOutput<typeof DiffTimePackage>;

export const DiffTimeSubscription = v.object({
  ...entriesOf(DiffTimeOrderCommon),
  subscribeNo: v.string(),
  plateNo: v.string(),
  date: wireTime,
});
export type DiffTimeSubscription = v.InferOutput<typeof DiffTimeSubscription>;

/** What cancelDiffTimeOrder answers: the package or the subscription, as it now is. */
export const DiffTimeOrder = v.union([DiffTimePackage, DiffTimeSubscription]);
export type DiffTimeOrder = v.InferOutput<typeof DiffTimeOrder>;

export const CreateDiffTimePackageBody = v.object({
  productId: v.string(),
  plateNos: v.array(v.string()),
  /** The first day, today (default) up to 7 days ahead. */
  startDate: v.optional(wireTime),
  /** Made once per pay page; the same one (or the same product, plates and date unpaid) answers the same order. */
  requestId: v.optional(v.string()),
});
export type CreateDiffTimePackageBody = v.InferOutput<typeof CreateDiffTimePackageBody>;

export const CreateDiffTimeSubscribeBody = v.object({
  parkId: v.string(),
  plateNo: v.string(),
  /** A slot's date (getDiffTimeParkInfo lists them). */
  date: wireTime,
  requestId: v.optional(v.string()),
});
export type CreateDiffTimeSubscribeBody = v.InferOutput<typeof CreateDiffTimeSubscribeBody>;

/** A package (WP…), a subscription (WS…) or a violation (WV…). */
export const DiffTimeOrderNoBody = v.object({
  orderNo: v.string(),
});
export type DiffTimeOrderNoBody = v.InferOutput<typeof DiffTimeOrderNoBody>;

/** Only what has not begun can be cancelled; the reason is the driver's. */
export const CancelDiffTimeOrderBody = v.object({
  ...entriesOf(DiffTimeOrderNoBody),
  reason: v.optional(v.string()),
});
export type CancelDiffTimeOrderBody = v.InferOutput<typeof CancelDiffTimeOrderBody>;

export const PayDiffTimeOrderArg = v.object({
  ...entriesOf(DiffTimeOrderNoBody),
  ...entriesOf(ExpectedAmount),
  payChannel: PayChannel,
  returnUrl: v.optional(v.string()),
});
export type PayDiffTimeOrderArg = v.InferOutput<typeof PayDiffTimeOrderArg>;

export const DiffTimeListParams = v.object({
  status: v.optional(v.picklist(DIFF_TIME_STATUSES)),
  pageNo: int,
  pageSize: int,
});
export type DiffTimeListParams = v.InferOutput<typeof DiffTimeListParams>;

export const DiffTimePackagePage = paged(DiffTimePackage);
export type DiffTimePackagePage = v.InferOutput<typeof DiffTimePackagePage>;
export const DiffTimeSubscriptionPage = paged(DiffTimeSubscription);
export type DiffTimeSubscriptionPage = v.InferOutput<typeof DiffTimeSubscriptionPage>;

export const PackageNoBody = v.object({
  packageNo: v.string(),
});
export type PackageNoBody = v.InferOutput<typeof PackageNoBody>;

export const SubscribeNoBody = v.object({
  subscribeNo: v.string(),
});
export type SubscribeNoBody = v.InferOutput<typeof SubscribeNoBody>;

/** Stayed past the window's end, or came in before it began. */
export const ViolationKind = known(['overstay', 'outsideWindow']);
export type ViolationKind = v.InferOutput<typeof ViolationKind>;

/** The violation states as the app asks for them (the record page's filter): strict. */
export const VIOLATION_STATES = ['unpaid', 'paid', 'appealing', 'waived'] as const;

/** appealing: settled by the operator (waived, or back to unpaid with the reason). */
export const ViolationState = known(VIOLATION_STATES);
export type ViolationState = v.InferOutput<typeof ViolationState>;
/** A state the record page asks for. */
export type ViolationStateFilter = (typeof VIOLATION_STATES)[number];

export const DiffTimeViolation = v.object({
  violationNo: v.string(),
  kind: ViolationKind,
  kindText: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  plateNo: v.string(),
  /** The package or subscription the car parked under. */
  orderNo: v.string(),
  enterTime: wireTime,
  leaveTime: wireTime,
  windowText: v.string(),
  /** Minutes outside the window, after the grace. */
  minutes: int,
  feeCents: cents,
  /** '超出错时时段每60分钟5.00元，单次封顶50.00元' */
  feeRuleText: v.string(),
  /** '离场时间超出错时时段结束35分钟' */
  description: v.string(),
  state: ViolationState,
  stateText: v.string(),
  appealable: v.boolean(),
  appealDeadline: wireTime,
  /** How to appeal, in the driver's words. */
  appealHint: v.string(),
  appealReason: v.nullable(v.string()),
  /** The operator's answer once settled. */
  appealResult: v.nullable(v.string()),
  createTime: wireTime,
  payTime: v.nullable(wireTime),
  pendingPayOrderId: v.nullable(v.string()),
});
export type DiffTimeViolation = v.InferOutput<typeof DiffTimeViolation>;

export const ViolationListParams = v.object({
  state: v.optional(v.picklist(VIOLATION_STATES)),
  pageNo: int,
  pageSize: int,
});
export type ViolationListParams = v.InferOutput<typeof ViolationListParams>;

export const DiffTimeViolationPage = paged(DiffTimeViolation);
export type DiffTimeViolationPage = v.InferOutput<typeof DiffTimeViolationPage>;

export const ViolationNoBody = v.object({
  violationNo: v.string(),
});
export type ViolationNoBody = v.InferOutput<typeof ViolationNoBody>;

export const AppealViolationBody = v.object({
  violationNo: v.string(),
  /** 5 to 200 characters. */
  reason: v.string(),
  /** Proof pictures (the kit's upload), at most 6. */
  photos: v.optional(v.array(v.string())),
});
export type AppealViolationBody = v.InferOutput<typeof AppealViolationBody>;
