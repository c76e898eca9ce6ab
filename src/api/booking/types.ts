import type { LockState } from './locks.types';
import type { BookRules } from './orders.types';
import type { Cents, PlateColor } from '../../lib/wire';

/**
 * The booking and lock service (./booking/api/v1/…, every call a POST). The request layer adds `thirdId`
 * (the stored openid) to every body: that is who the service knows the user by, so the params below leave it out.
 */
export interface ThirdIdOnly {
  thirdId?: string;
}

/** Cursor paging: lastId 0 asks for the first page; the answer's lastId asks for the next. */
export interface CursorParams {
  lastId: number;
  pageSize: number;
}

export interface CursorPage<T> {
  list: T[];
  /** Pass back to get the next page; 0 when there is none. */
  lastId: number;
  hasMore: boolean;
}

export interface BookablePark {
  /** Cursor id of the park in lists. */
  id: number;
  parkId: string;
  parkName: string;
  parkAddr: string;
  longitude: number;
  latitude: number;
  /** Metres from the requested point; null when the request had none. */
  distance: number | null;
  /** -1 unlimited. */
  leftBookSpaceNum: number;
  /** The cheapest way in: a package or one step of the chosen-duration price. */
  startPriceCents: Cents;
  businessHours: string;
  feeRuleLabels: string[];
}

export interface BerthType {
  berthTypeId: string;
  berthTypeName: string;
  leftNum: number;
  totalNum: number;
}

/** A fixed-length booking at a fixed price; without one the driver picks a duration priced by the lot's rules. */
export interface BookPackage {
  packageId: string;
  parkId: string;
  packageName: string;
  /** How long the space is booked from the start time. */
  durationMinutes: number;
  priceCents: Cents;
  description: string;
}

export interface ParkDetail extends BookablePark {
  description: string;
  totalParkSpaceNum: number;
  leftParkSpaceNum: number;
  supportBook: 0 | 1;
  isOnline: 0 | 1;
  berthTypes: BerthType[];
  packages: BookPackage[];
  /** Start, duration, no-show, cancellation and overstay rules, with the earliest start as of now. */
  rules: BookRules;
}

export interface ParkIdBody {
  parkId: string;
}

export interface BookableParksByNameParams extends CursorParams {
  parkName?: string;
}

export interface BookableParksByLocationParams extends CursorParams {
  longitude: number;
  latitude: number;
}

/** Either a park (to suggest others when it is full) or a point. */
export interface RecommendParkingParams {
  parkId?: string;
  longitude?: number;
  latitude?: number;
}

/** 0 free, 1 occupied, 2 booked. */
export type BerthState = 0 | 1 | 2;

export interface Berth {
  berthId: string;
  berthNo: string;
  parkId: string;
  parkName: string;
  floor: string;
  area: string;
  berthTypeId: string;
  berthTypeName: string;
  state: BerthState;
  hasLock: boolean;
  /** The space's lock as it last reported, for the driver to see before paying for the space. */
  lock: BerthLock | null;
  /** An owner's registered space shared for booking (its lock lowers for the booked driver). */
  shared: boolean;
}

export type BerthLock = Pick<LockState, 'lockId' | 'state' | 'online' | 'batteryPct' | 'carPresent' | 'lastReportTime'>;

export interface RecommendBerthParams {
  parkId: string;
  berthTypeId?: string;
}

export interface BerthInfoParams {
  berthId: string;
}

export interface BookingPlate {
  plateId: string;
  plateNo: string;
  plateColor: PlateColor;
  isDefault: boolean;
}

/**
 * 0 awaiting payment (the space is held 15 minutes), 1 paid and awaiting arrival, 2 parked, 3 finished,
 * 4 cancelled (by the driver, or unpaid in time), 5 expired (not used within the no-show window).
 */
export type BookOrderState = 0 | 1 | 2 | 3 | 4 | 5;

/** Where a refund went: the balance at once, or back the way it was paid. */
export type RefundTo = 'balance' | 'original';

/** Staying past the booked end: billed by the lot's overstay rule, payable once the car has left. */
export interface BookOverstay {
  chargeId: string;
  /** Billed minutes past the end (after the lot's grace). */
  minutes: number;
  feeCents: Cents;
  /** false while the car is still on the space (the fee still grows). */
  final: boolean;
  paid: boolean;
  payTime: string | null;
  /** '超出预约结束时间35分钟，按超时规则计费…' */
  reason: string;
}

/** What the driver owes on a booking now: the booking itself (state 0) or its overstay. */
export type BookDueKind = 'booking' | 'overstay';

export interface BookOrder {
  id: number;
  bookOrderId: string;
  parkId: string;
  parkName: string;
  parkAddr: string;
  plateNo: string;
  /** null when the driver chose the duration rather than a package. */
  packageId: string | null;
  /** The package's name, or '自选时长'. */
  packageName: string;
  berthId: string;
  berthNo: string;
  berthTypeName: string;
  state: BookOrderState;
  stateText: string;
  /** What the booking costs. */
  priceCents: Cents;
  /** What was paid for it (0 until paid). */
  payCents: Cents;
  refundCents: Cents;
  /** Kept on a late cancellation. */
  cancelFeeCents: Cents;
  refundTo: RefundTo | null;
  /** Booked start, 'YYYY-MM-DD HH:mm:ss' (Beijing time). */
  startTime: string;
  /** Booked end: staying longer is an overstay. */
  endTime: string;
  durationMinutes: number;
  /** Not arrived by then, the booking lapses (state 5). */
  arriveDeadline: string;
  /** What a no-show costs, in the lot's words as when it was booked ('…逾期未入场预约自动失效，费用不退'). */
  noShowRuleText: string;
  /** Cancelling before then is free; later a fee is kept. */
  freeCancelUntil: string;
  /** Shown at the gate; given once paid. */
  bookingCode: string | null;
  createTime: string;
  /** Unpaid by then, the booking is cancelled (state 0 only). */
  payDeadline: string | null;
  payTime: string | null;
  arriveTime: string | null;
  leaveTime: string | null;
  cancelTime: string | null;
  /** Why it was cancelled or expired, in the driver's words or the server's. */
  reason: string | null;
  overstay: BookOverstay | null;
  dueCents: Cents;
  dueKind: BookDueKind | null;
  /** A third-party payment still open for what is due (the pay call hands it back). */
  pendingPayOrderId: string | null;
  /** The lock of the booked space, when it has one (the booked driver may lower it). */
  lockId: string | null;
}

/**
 * Either a package, or a duration within the lot's rules (a multiple of its step). The same requestId, or the same
 * plate, lot and start while the first is unpaid or paid, answers the order already made (double taps, reloads).
 */
export interface CreateBookOrderBody {
  parkId: string;
  plateNo: string;
  packageId?: string;
  durationMinutes?: number;
  /** Start, 'YYYY-MM-DD HH:mm:ss' in Beijing time, between the rules' earliest and latest start. */
  startTime: string;
  berthTypeId?: string;
  /** A berth of the lot (the recommended one); else the first free one of the type. */
  berthId?: string;
  /** Made once per confirm page; a retry sends the same one. */
  requestId?: string;
}

export interface BookOrderListParams extends CursorParams {
  /** Only orders in this state. */
  state?: BookOrderState;
}

/** What picks one list of bookings (each state its own cache entry of pages). */
export type BookOrderListFilter = Omit<BookOrderListParams, 'lastId' | 'pageSize'>;

/** A page of bookings as the list keeps it: the cursor page's `list` under the name every paged list uses. */
export interface BookOrderPage {
  results: BookOrder[];
  lastId: number;
  hasMore: boolean;
}

export interface BookOrderIdBody {
  bookOrderId: string;
}

export interface CancelBookOrderBody extends BookOrderIdBody {
  reason?: string;
}

/** What cancelling now would do, asked right before the confirm dialog (it changes as the start nears). */
export interface BookOrderCancelPreview {
  bookOrderId: string;
  payCents: Cents;
  refundCents: Cents;
  /** Kept by the lot: 0 before the free-cancel time. */
  feeCents: Cents;
  /** Why this refund: '距预约开始超过30分钟，免费取消' or '距预约开始不足30分钟，收取取消费3.00元'. */
  reason: string;
  /** The lot's whole rule, for the dialog's small print. */
  ruleText: string;
  refundTo: RefundTo | null;
}

/** The owner's latest application, so the entry page can show its result instead of the form. */
export interface BerthApplyBrief {
  applyNo: string;
  state: 1 | 2 | 3;
  stateText: string;
}

export interface RegisteredBerthInfo {
  /** Decides between the owner's pages and the application form. */
  registered: boolean;
  berthCount: number;
  latestApply: BerthApplyBrief | null;
}

export interface UserCenterData {
  nickName: string;
  /** Masked, '138****8000'. */
  phone: string;
  avatarUrl: string;
  plateCount: number;
  /** Bookings awaiting arrival or parked. */
  activeBookCount: number;
  bookOrderCount: number;
  lockCount: number;
  berthCount: number;
  /** Evasion cars still under control. */
  evasionCount: number;
  /** What the owner's shared spaces earned, all told. */
  earningsCents: Cents;
  /** Completed shares (bookings of the owner's spaces), all told. */
  shareCount: number;
  /** The same for the current Beijing month. */
  monthEarningsCents: Cents;
  monthShareCount: number;
}

/** 1 under control (the lock stays up and staff are alerted), 0 control lifted. */
export type ControlState = 0 | 1;

/** A car that used the user's registered space without a booking (and left unpaid). */
export interface EvasionCar {
  controlId: string;
  lockId: string | null;
  plateNo: string;
  parkName: string;
  berthNo: string;
  evasionTime: string;
  amountCents: Cents;
  controlState: ControlState;
  stateText: string;
}

/** Lifting control of an evasion car (cancelControl also cancels a pending lock command: see booking-locks). */
export interface CancelControlBody {
  controlId: string;
}

export interface EvasionListParams {
  /** Only the space of this lock. */
  lockId?: string;
}

export interface BookingBindPhoneBody {
  phone: string;
  verifyCode: string;
}

export interface BookingBindPhoneResult {
  driverId: string;
  phone: string;
}

/** type: the kind of thirdId, 1 WeChat openid, 2 Alipay user id. */
export interface UserDetailParams extends ThirdIdOnly {
  type: 1 | 2;
}

/** 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

export interface BookingUserDetail {
  driverId: string;
  nickName: string;
  userName: string;
  phone: string;
  avatarUrl: string;
  gender: Gender;
  plateCount: number;
  berthOwner: boolean;
}

export interface UpdateDriverUserInfoBody {
  nickName?: string;
  avatarUrl?: string;
  gender?: Gender;
}

export interface BookingLoginState {
  isLogin: boolean;
  isBindPhone: boolean;
  driverId: string | null;
  phone: string | null;
}
