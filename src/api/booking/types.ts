import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, num, wireTime } from '../../lib/schema';
import { PlateColor } from '../../lib/wire';
import { LockState } from './locks.types';
import { BookRules } from './orders.types';
import { BerthApplyState } from './owner.types';

/**
 * The booking and lock service (./booking/api/v1/…, every call a POST). The request layer adds `thirdId`
 * (the stored openid) to every body: that is who the service knows the user by, so the params below leave it out.
 */
export const ThirdIdOnly = v.object({
  thirdId: v.optional(v.string()),
});
export type ThirdIdOnly = v.InferOutput<typeof ThirdIdOnly>;

/** Cursor paging: lastId 0 asks for the first page; the answer's lastId asks for the next. */
export const CursorParams = v.object({
  lastId: int,
  pageSize: int,
});
export type CursorParams = v.InferOutput<typeof CursorParams>;

export interface CursorPage<T> {
  list: T[];
  /** Pass back to get the next page; 0 when there is none. */
  lastId: number;
  hasMore: boolean;
}

/** The schema of a cursor page of `item`. */
export function cursorPage<I extends v.GenericSchema>(item: I) {
  return v.object({
    list: v.array(item),
    /** Pass back to get the next page; 0 when there is none. */
    lastId: int,
    hasMore: v.boolean(),
  });
}

export const BookablePark = v.object({
  /** Cursor id of the park in lists. */
  id: int,
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  longitude: num,
  latitude: num,
  /** Metres from the requested point; null when the request had none. */
  distance: v.nullable(num),
  /** -1 unlimited. */
  leftBookSpaceNum: int,
  /** The cheapest way in: a package or one step of the chosen-duration price. */
  startPriceCents: cents,
  businessHours: v.string(),
  feeRuleLabels: v.array(v.string()),
});
export type BookablePark = v.InferOutput<typeof BookablePark>;

export const BookableParkPage = cursorPage(BookablePark);
export type BookableParkPage = v.InferOutput<typeof BookableParkPage>;

export const BookableParks = v.array(BookablePark);
export type BookableParks = v.InferOutput<typeof BookableParks>;

export const BerthType = v.object({
  berthTypeId: v.string(),
  berthTypeName: v.string(),
  leftNum: int,
  totalNum: int,
});
export type BerthType = v.InferOutput<typeof BerthType>;

export const BerthTypes = v.array(BerthType);
export type BerthTypes = v.InferOutput<typeof BerthTypes>;

/** A fixed-length booking at a fixed price; without one the driver picks a duration priced by the lot's rules. */
export const BookPackage = v.object({
  packageId: v.string(),
  parkId: v.string(),
  packageName: v.string(),
  /** How long the space is booked from the start time. */
  durationMinutes: int,
  priceCents: cents,
  description: v.string(),
});
export type BookPackage = v.InferOutput<typeof BookPackage>;

export const BookPackages = v.array(BookPackage);
export type BookPackages = v.InferOutput<typeof BookPackages>;

export const ParkDetail = v.object({
  ...entriesOf(BookablePark),
  description: v.string(),
  totalParkSpaceNum: int,
  leftParkSpaceNum: int,
  supportBook: flag,
  isOnline: flag,
  berthTypes: v.array(BerthType),
  packages: v.array(BookPackage),
  /** Start, duration, no-show, cancellation and overstay rules, with the earliest start as of now. */
  rules: BookRules,
});
export type ParkDetail = v.InferOutput<typeof ParkDetail>;

export const ParkIdBody = v.object({
  parkId: v.string(),
});
export type ParkIdBody = v.InferOutput<typeof ParkIdBody>;

export const BookableParksByNameParams = v.object({
  ...entriesOf(CursorParams),
  parkName: v.optional(v.string()),
});
export type BookableParksByNameParams = v.InferOutput<typeof BookableParksByNameParams>;

export const BookableParksByLocationParams = v.object({
  ...entriesOf(CursorParams),
  longitude: num,
  latitude: num,
});
export type BookableParksByLocationParams = v.InferOutput<typeof BookableParksByLocationParams>;

/** Either a park (to suggest others when it is full) or a point. */
export const RecommendParkingParams = v.object({
  parkId: v.optional(v.string()),
  longitude: v.optional(num),
  latitude: v.optional(num),
});
export type RecommendParkingParams = v.InferOutput<typeof RecommendParkingParams>;

/** 0 free, 1 occupied, 2 booked. */
export const BerthState = known([0, 1, 2]);
export type BerthState = v.InferOutput<typeof BerthState>;

export const BerthLock = v.pick(LockState, ['lockId', 'state', 'online', 'batteryPct', 'carPresent', 'lastReportTime']);
export type BerthLock = v.InferOutput<typeof BerthLock>;

export const Berth = v.object({
  berthId: v.string(),
  berthNo: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  floor: v.string(),
  area: v.string(),
  berthTypeId: v.string(),
  berthTypeName: v.string(),
  state: BerthState,
  hasLock: v.boolean(),
  /** The space's lock as it last reported, for the driver to see before paying for the space. */
  lock: v.nullable(BerthLock),
  /** An owner's registered space shared for booking (its lock lowers for the booked driver). */
  shared: v.boolean(),
});
export type Berth = v.InferOutput<typeof Berth>;

export const RecommendBerthParams = v.object({
  parkId: v.string(),
  berthTypeId: v.optional(v.string()),
});
export type RecommendBerthParams = v.InferOutput<typeof RecommendBerthParams>;

export const BerthInfoParams = v.object({
  berthId: v.string(),
});
export type BerthInfoParams = v.InferOutput<typeof BerthInfoParams>;

export const BookingPlate = v.object({
  plateId: v.string(),
  plateNo: v.string(),
  plateColor: PlateColor,
  isDefault: v.boolean(),
});
export type BookingPlate = v.InferOutput<typeof BookingPlate>;

export const BookingPlates = v.array(BookingPlate);
export type BookingPlates = v.InferOutput<typeof BookingPlates>;

/** The booking states as the app asks for them (the records list's filter): strict. */
export const BOOK_ORDER_STATES = [0, 1, 2, 3, 4, 5] as const;

/**
 * 0 awaiting payment (the space is held 15 minutes), 1 paid and awaiting arrival, 2 parked, 3 finished,
 * 4 cancelled (by the driver, or unpaid in time), 5 expired (not used within the no-show window).
 */
export const BookOrderState = known(BOOK_ORDER_STATES);
export type BookOrderState = v.InferOutput<typeof BookOrderState>;
/** A state the records list asks for. */
export type BookOrderStateFilter = (typeof BOOK_ORDER_STATES)[number];

/** Where a refund went: the balance at once, or back the way it was paid. */
export const RefundTo = known(['balance', 'original']);
export type RefundTo = v.InferOutput<typeof RefundTo>;

/** Staying past the booked end: billed by the lot's overstay rule, payable once the car has left. */
export const BookOverstay = v.object({
  chargeId: v.string(),
  /** Billed minutes past the end (after the lot's grace). */
  minutes: int,
  feeCents: cents,
  /** false while the car is still on the space (the fee still grows). */
  final: v.boolean(),
  paid: v.boolean(),
  payTime: v.nullable(wireTime),
  /** '超出预约结束时间35分钟，按超时规则计费…' */
  reason: v.string(),
});
export type BookOverstay = v.InferOutput<typeof BookOverstay>;

/** What the driver owes on a booking now: the booking itself (state 0) or its overstay. */
export const BookDueKind = known(['booking', 'overstay']);
export type BookDueKind = v.InferOutput<typeof BookDueKind>;

export const BookOrder = v.object({
  id: int,
  bookOrderId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  plateNo: v.string(),
  /** null when the driver chose the duration rather than a package. */
  packageId: v.nullable(v.string()),
  /** The package's name, or '自选时长'. */
  packageName: v.string(),
  berthId: v.string(),
  berthNo: v.string(),
  berthTypeName: v.string(),
  state: BookOrderState,
  stateText: v.string(),
  /** What the booking costs. */
  priceCents: cents,
  /** What was paid for it (0 until paid). */
  payCents: cents,
  refundCents: cents,
  /** Kept on a late cancellation. */
  cancelFeeCents: cents,
  refundTo: v.nullable(RefundTo),
  /** Booked start, 'YYYY-MM-DD HH:mm:ss' (Beijing time). */
  startTime: wireTime,
  /** Booked end: staying longer is an overstay. */
  endTime: wireTime,
  durationMinutes: int,
  /** Not arrived by then, the booking lapses (state 5). */
  arriveDeadline: wireTime,
  /** What a no-show costs, in the lot's words as when it was booked ('…逾期未入场预约自动失效，费用不退'). */
  noShowRuleText: v.string(),
  /** Cancelling before then is free; later a fee is kept. */
  freeCancelUntil: wireTime,
  /** Shown at the gate; given once paid. */
  bookingCode: v.nullable(v.string()),
  createTime: wireTime,
  /** Unpaid by then, the booking is cancelled (state 0 only). */
  payDeadline: v.nullable(wireTime),
  payTime: v.nullable(wireTime),
  arriveTime: v.nullable(wireTime),
  leaveTime: v.nullable(wireTime),
  cancelTime: v.nullable(wireTime),
  /** Why it was cancelled or expired, in the driver's words or the server's. */
  reason: v.nullable(v.string()),
  overstay: v.nullable(BookOverstay),
  dueCents: cents,
  dueKind: v.nullable(BookDueKind),
  /** A third-party payment still open for what is due (the pay call hands it back). */
  pendingPayOrderId: v.nullable(v.string()),
  /** The lock of the booked space, when it has one (the booked driver may lower it). */
  lockId: v.nullable(v.string()),
});
export type BookOrder = v.InferOutput<typeof BookOrder>;

/**
 * Either a package, or a duration within the lot's rules (a multiple of its step). The same requestId, or the same
 * plate, lot and start while the first is unpaid or paid, answers the order already made (double taps, reloads).
 */
export const CreateBookOrderBody = v.object({
  parkId: v.string(),
  plateNo: v.string(),
  packageId: v.optional(v.string()),
  durationMinutes: v.optional(int),
  /** Start, 'YYYY-MM-DD HH:mm:ss' in Beijing time, between the rules' earliest and latest start. */
  startTime: wireTime,
  berthTypeId: v.optional(v.string()),
  /** A berth of the lot (the recommended one); else the first free one of the type. */
  berthId: v.optional(v.string()),
  /** Made once per confirm page; a retry sends the same one. */
  requestId: v.optional(v.string()),
});
export type CreateBookOrderBody = v.InferOutput<typeof CreateBookOrderBody>;

export const BookOrderListParams = v.object({
  ...entriesOf(CursorParams),
  /** Only orders in this state. */
  state: v.optional(v.picklist(BOOK_ORDER_STATES)),
});
export type BookOrderListParams = v.InferOutput<typeof BookOrderListParams>;

/** A cursor page of bookings as the server answers it. */
export const BookOrderCursorPage = cursorPage(BookOrder);
export type BookOrderCursorPage = v.InferOutput<typeof BookOrderCursorPage>;

/** What picks one list of bookings (each state its own cache entry of pages). */
export type BookOrderListFilter = Omit<BookOrderListParams, 'lastId' | 'pageSize'>;

/** A page of bookings as the list keeps it: the cursor page's `list` under the name every paged list uses. */
export interface BookOrderPage {
  results: BookOrder[];
  lastId: number;
  hasMore: boolean;
}

export const BookOrderIdBody = v.object({
  bookOrderId: v.string(),
});
export type BookOrderIdBody = v.InferOutput<typeof BookOrderIdBody>;

export const CancelBookOrderBody = v.object({
  ...entriesOf(BookOrderIdBody),
  reason: v.optional(v.string()),
});
export type CancelBookOrderBody = v.InferOutput<typeof CancelBookOrderBody>;

/** What cancelling now would do, asked right before the confirm dialog (it changes as the start nears). */
export const BookOrderCancelPreview = v.object({
  bookOrderId: v.string(),
  payCents: cents,
  refundCents: cents,
  /** Kept by the lot: 0 before the free-cancel time. */
  feeCents: cents,
  /** Why this refund: '距预约开始超过30分钟，免费取消' or '距预约开始不足30分钟，收取取消费3.00元'. */
  reason: v.string(),
  /** The lot's whole rule, for the dialog's small print. */
  ruleText: v.string(),
  refundTo: v.nullable(RefundTo),
});
export type BookOrderCancelPreview = v.InferOutput<typeof BookOrderCancelPreview>;

/** The owner's latest application, so the entry page can show its result instead of the form. */
export const BerthApplyBrief = v.object({
  applyNo: v.string(),
  state: BerthApplyState,
  stateText: v.string(),
});
export type BerthApplyBrief = v.InferOutput<typeof BerthApplyBrief>;

export const RegisteredBerthInfo = v.object({
  /** Decides between the owner's pages and the application form. */
  registered: v.boolean(),
  berthCount: int,
  latestApply: v.nullable(BerthApplyBrief),
});
export type RegisteredBerthInfo = v.InferOutput<typeof RegisteredBerthInfo>;

export const UserCenterData = v.object({
  nickName: v.string(),
  /** Masked, '138****8000'. */
  phone: v.string(),
  avatarUrl: v.string(),
  plateCount: int,
  /** Bookings awaiting arrival or parked. */
  activeBookCount: int,
  bookOrderCount: int,
  lockCount: int,
  berthCount: int,
  /** Evasion cars still under control. */
  evasionCount: int,
  /** What the owner's shared spaces earned, all told. */
  earningsCents: cents,
  /** Completed shares (bookings of the owner's spaces), all told. */
  shareCount: int,
  /** The same for the current Beijing month. */
  monthEarningsCents: cents,
  monthShareCount: int,
});
export type UserCenterData = v.InferOutput<typeof UserCenterData>;

/** 1 under control (the lock stays up and staff are alerted), 0 control lifted. */
export const ControlState = known([0, 1]);
export type ControlState = v.InferOutput<typeof ControlState>;

/** A car that used the user's registered space without a booking (and left unpaid). */
export const EvasionCar = v.object({
  controlId: v.string(),
  lockId: v.nullable(v.string()),
  plateNo: v.string(),
  parkName: v.string(),
  berthNo: v.string(),
  evasionTime: wireTime,
  amountCents: cents,
  controlState: ControlState,
  stateText: v.string(),
});
export type EvasionCar = v.InferOutput<typeof EvasionCar>;

export const EvasionCars = v.array(EvasionCar);
export type EvasionCars = v.InferOutput<typeof EvasionCars>;

/** Lifting control of an evasion car (cancelControl also cancels a pending lock command: see booking-locks). */
export const CancelControlBody = v.object({
  controlId: v.string(),
});
export type CancelControlBody = v.InferOutput<typeof CancelControlBody>;

export const EvasionListParams = v.object({
  /** Only the space of this lock. */
  lockId: v.optional(v.string()),
});
export type EvasionListParams = v.InferOutput<typeof EvasionListParams>;

export const BookingBindPhoneBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
});
export type BookingBindPhoneBody = v.InferOutput<typeof BookingBindPhoneBody>;

export const BookingBindPhoneResult = v.object({
  driverId: v.string(),
  phone: v.string(),
});
export type BookingBindPhoneResult = v.InferOutput<typeof BookingBindPhoneResult>;

/** type: the kind of thirdId, 1 WeChat openid, 2 Alipay user id. */
export const UserDetailParams = v.object({
  ...entriesOf(ThirdIdOnly),
  type: v.picklist([1, 2]),
});
export type UserDetailParams = v.InferOutput<typeof UserDetailParams>;

/** 0 unknown, 1 male, 2 female (a profile setting the app sends back: strict). */
export const Gender = v.picklist([0, 1, 2]);
export type Gender = v.InferOutput<typeof Gender>;

export const BookingUserDetail = v.object({
  driverId: v.string(),
  nickName: v.string(),
  userName: v.string(),
  phone: v.string(),
  avatarUrl: v.string(),
  gender: Gender,
  plateCount: int,
  berthOwner: v.boolean(),
});
export type BookingUserDetail = v.InferOutput<typeof BookingUserDetail>;

export const UpdateDriverUserInfoBody = v.object({
  nickName: v.optional(v.string()),
  avatarUrl: v.optional(v.string()),
  gender: v.optional(Gender),
});
export type UpdateDriverUserInfoBody = v.InferOutput<typeof UpdateDriverUserInfoBody>;

export const BookingLoginState = v.object({
  isLogin: v.boolean(),
  isBindPhone: v.boolean(),
  driverId: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type BookingLoginState = v.InferOutput<typeof BookingLoginState>;
