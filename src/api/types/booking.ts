import type { Cents, PlateColor } from './envelope';

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
  /** Cheapest package, cents. */
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

export interface BookPackage {
  packageId: string;
  parkId: string;
  packageName: string;
  /** How long the space is held from the booked arrival time. */
  holdMinutes: number;
  priceCents: Cents;
  /** Cancelling at least this long before the arrival time refunds everything. */
  freeCancelMinutes: number;
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
}

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

/** 1 awaiting arrival, 2 parked, 3 finished, 4 cancelled, 5 expired (no-show). */
export type BookOrderState = 1 | 2 | 3 | 4 | 5;

export interface BookOrder {
  id: number;
  bookOrderId: string;
  parkId: string;
  parkName: string;
  parkAddr: string;
  plateNo: string;
  packageId: string;
  packageName: string;
  berthNo: string;
  berthTypeName: string;
  state: BookOrderState;
  stateText: string;
  payCents: Cents;
  refundCents: Cents;
  /** Booked arrival time, 'YYYY-MM-DD HH:mm:ss'. */
  startTime: string;
  /** The space is held until then. */
  endTime: string;
  createTime: string;
  cancelTime: string | null;
}

export interface CreateBookOrderBody {
  parkId: string;
  plateNo: string;
  packageId: string;
  /** Arrival time, 'YYYY-MM-DD HH:mm:ss', in the future and within 7 days. */
  startTime: string;
  berthTypeId?: string;
}

export interface BookOrderListParams extends CursorParams {
  /** Only orders in this state. */
  state?: BookOrderState;
}

export interface BookOrderIdBody {
  bookOrderId: string;
}

export interface CancelBookOrderBody extends BookOrderIdBody {
  reason?: string;
}

export interface BookOrderCancelPreview {
  bookOrderId: string;
  payCents: Cents;
  refundCents: Cents;
  deductCents: Cents;
  /** The rule that applied, for the confirm dialog. */
  ruleText: string;
}

export interface RegisteredBerthInfo {
  registered: boolean;
  berthCount: number;
}

export type LockPosition = 'up' | 'down';

export interface LockState {
  lockId: string;
  state: LockPosition;
  online: boolean;
  /** Battery percentage. */
  battery: number;
  updateTime: string;
}

export interface UserLock extends LockState {
  lockName: string;
  parkId: string;
  parkName: string;
  berthNo: string;
}

export interface LockIdBody {
  lockId: string;
}

export interface ControlLockBody extends LockIdBody {
  action: LockPosition;
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
}

/** 1 under control (the lock stays up and staff are alerted), 0 control lifted. */
export type ControlState = 0 | 1;

/** A car that left the user's registered berth without paying. */
export interface EvasionCar {
  controlId: string;
  plateNo: string;
  parkName: string;
  berthNo: string;
  evasionTime: string;
  amountCents: Cents;
  controlState: ControlState;
  stateText: string;
}

export interface CancelControlBody {
  controlId: string;
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
