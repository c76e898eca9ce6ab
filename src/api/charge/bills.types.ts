import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount, PageParams, PayChannel } from '../../lib/wire';
import { FeeRule, LeftElsewhere, ParkOrderItem, ParkOrderState } from './types';

/**
 * Schemas of the charge service's calls that only the bill pages make (src/api/charge/bills.ts, injected with them):
 * a bill's detail, its coupons, pictures, appeals and evaluation, paying, the exit lane. Kept apart from types.ts (the
 * schemas of the first screen's calls): webpack keeps an export in its module when any chunk uses it, so in types.ts
 * these were in the app's entry.
 */

/** Bill identity used by detail, appeals, evaluations, car-out. */
export const BillRef = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
});
export type BillRef = v.InferOutput<typeof BillRef>;

export const ParkOrderDetail = v.object({
  ...entriesOf(ParkOrderItem),
  parkAddr: v.string(),
  /**
   * Who is paid (收款方): the company that runs the lot, as the server knows it ('' when the server does not say). A
   * bill opened from a scanned code names it before paying, so a sticker cannot hide where the money goes.
   */
  operatorName: v.string(),
  berthNo: v.nullable(v.string()),
  /** Fee rule in words, e.g. '15分钟内免费，每小时5.00元，每日封顶60.00元'. */
  feeRuleDesc: v.string(),
  /** The same rule as numbers while the car is inside (for the fee outlook); null once it left or for a pass car. */
  feeRule: v.nullable(FeeRule),
  discountFee: cents,
  /** An unfinished third-party payment for this bill, which payCharges would hand back. */
  pendingPayOrderId: v.nullable(v.string()),
  payTime: v.nullable(wireTime),
  payChannel: v.nullable(PayChannel),
  canEvaluate: flag,
  /** 1 while the driver's own car is still recorded inside: they may declare having left (driverActiveCarOut). */
  canActiveCarOut: flag,
  /** For the driver whose plate it is: the plate has left another lot since (ask 还在停车场吗？). */
  leftElsewhere: v.nullable(LeftElsewhere),
});
export type ParkOrderDetail = v.InferOutput<typeof ParkOrderDetail>;

/** GET parkOrders/msp/payRecords: the driver's payments; uniqueId narrows to one bill. */
export const PayRecordsParams = v.object({
  ...entriesOf(PageParams),
  uniqueId: v.optional(v.string()),
});
export type PayRecordsParams = v.InferOutput<typeof PayRecordsParams>;

/** GET parkOrders/msp/usableCoupons: the driver's coupons that fit this bill, best first. */
export const UsableCouponsParams = v.object({
  uniqueId: v.string(),
  parkId: v.optional(v.string()),
});
export type UsableCouponsParams = v.InferOutput<typeof UsableCouponsParams>;

export const UsableCoupon = v.object({
  couponId: v.string(),
  couponName: v.string(),
  couponType: known([1, 2, 3]),
  /** What the coupon takes off this bill. */
  discountFee: cents,
  validTo: wireTime,
});
export type UsableCoupon = v.InferOutput<typeof UsableCoupon>;

export const UsableCouponList = v.object({
  results: v.array(UsableCoupon),
  /** The bill's amount before any coupon. */
  parkFee: cents,
});
export type UsableCouponList = v.InferOutput<typeof UsableCouponList>;

/** GET parkOrders/msp/countUnfinished. */
export const UnfinishedCount = v.object({
  /** parkingCount + arrearsCount */
  count: int,
  parkingCount: int,
  arrearsCount: int,
  arrearsFee: cents,
});
export type UnfinishedCount = v.InferOutput<typeof UnfinishedCount>;

/** GET parkOrders/msp/parkingPictures. */
export const ParkingPicturesParams = v.object({ uniqueId: v.string() });
export type ParkingPicturesParams = v.InferOutput<typeof ParkingPicturesParams>;

export const ParkingPicture = v.object({
  /** 1 entry, 2 exit. */
  picType: known([1, 2]),
  picUrl: v.string(),
  takenTime: wireTime,
});
export type ParkingPicture = v.InferOutput<typeof ParkingPicture>;

export const ParkingPictures = v.object({ results: v.array(ParkingPicture) });
export type ParkingPictures = v.InferOutput<typeof ParkingPictures>;

/** GET parkOrderAppeals/msp: the appeals of one bill, or all of the driver's when uniqueId is absent. */
export const ParkOrderAppealsParams = v.object({
  uniqueId: v.optional(v.string()),
  parkId: v.optional(v.string()),
});
export type ParkOrderAppealsParams = v.InferOutput<typeof ParkOrderAppealsParams>;

/** 1 processing, 2 accepted (refunded), 3 rejected. */
export const AppealState = known([1, 2, 3]);
export type AppealState = v.InferOutput<typeof AppealState>;

export const ParkOrderAppeal = v.object({
  appealId: v.string(),
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  plateNo: v.string(),
  appealTypeText: v.string(),
  content: v.string(),
  /** 1 processing, 2 accepted (refunded), 3 rejected. */
  appealState: AppealState,
  appealStateText: v.string(),
  createTime: wireTime,
  replyContent: v.nullable(v.string()),
  replyTime: v.nullable(wireTime),
});
export type ParkOrderAppeal = v.InferOutput<typeof ParkOrderAppeal>;

export const ParkOrderAppealList = v.object({ results: v.array(ParkOrderAppeal) });
export type ParkOrderAppealList = v.InferOutput<typeof ParkOrderAppealList>;

/** POST payCharges. collectorCode is added by the request layer when one is stored. */
export const PayChargesBody = v.object({
  ...entriesOf(ExpectedAmount),
  uniqueId: v.string(),
  parkId: v.string(),
  payChannel: PayChannel,
  couponId: v.optional(v.string()),
  collectorCode: v.optional(v.string()),
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl: v.optional(v.string()),
  /** Paying at an exit lane (scanned code): the lane's barrier opens once the order is paid. */
  laneCode: v.optional(v.string()),
  /**
   * The driver was told another channel covers the bill (BillCover with payAnyway) and chose to pay now: the cover
   * stands down (the withholding deducts nothing at the exit). Without it such a bill is refused (coveredElsewhere).
   */
  confirmCovered: v.optional(v.boolean()),
});
export type PayChargesBody = v.InferOutput<typeof PayChargesBody>;

/** POST payCharges/batch: several bills in one order (arrears, multi-pay page). No coupons. */
export const PayChargesBatchBody = v.object({
  ...entriesOf(ExpectedAmount),
  uniqueIds: v.array(v.string()),
  payChannel: PayChannel,
  returnUrl: v.optional(v.string()),
  /** Arrears paid at an exit lane (scanOverduePay): that lane's barrier opens once paid; needs parkId. */
  laneCode: v.optional(v.string()),
  parkId: v.optional(v.string()),
  /** As PayChargesBody's: pay now bills another channel covers with payAnyway. */
  confirmCovered: v.optional(v.boolean()),
});
export type PayChargesBatchBody = v.InferOutput<typeof PayChargesBatchBody>;

/** GET parkOrders/msp/laneBill: the car at an exit lane (from the lane's QR code) and what it owes. */
export const LaneBillParams = v.object({
  parkId: v.string(),
  laneCode: v.string(),
});
export type LaneBillParams = v.InferOutput<typeof LaneBillParams>;

export const LaneBill = v.object({
  parkId: v.string(),
  parkName: v.string(),
  laneCode: v.string(),
  laneName: v.string(),
  /** The company that runs the lot, which the money goes to ('' when the server does not say). */
  operatorName: v.string(),
  /** The car at the lane's camera, or null when the lane is empty. */
  plateNo: v.nullable(v.string()),
  formatPlateNo: v.nullable(v.string()),
  /** Its bill in this park (in progress), or null. */
  bill: v.nullable(ParkOrderItem),
  /** That plate's arrears, which must be paid before it may leave. */
  arrears: v.array(ParkOrderItem),
});
export type LaneBill = v.InferOutput<typeof LaneBill>;

/** POST evaluations. */
export const EvaluationBody = v.object({
  ...entriesOf(BillRef),
  /** 1..5 stars. */
  score: int,
  tags: v.optional(v.array(v.string())),
  content: v.optional(v.string()),
});
export type EvaluationBody = v.InferOutput<typeof EvaluationBody>;

export const EvaluationResult = v.object({ evaluationId: v.string() });
export type EvaluationResult = v.InferOutput<typeof EvaluationResult>;

export const CanEvaluateResult = v.object({
  canEvaluate: flag,
  /** Why not, in words the driver reads; null when they can. */
  reason: v.nullable(v.string()),
});
export type CanEvaluateResult = v.InferOutput<typeof CanEvaluateResult>;

/** POST driverActiveCarOut: the driver declares having left a road-side space. */
export const ActiveCarOutResult = v.object({
  uniqueId: v.string(),
  orderState: ParkOrderState,
  parkEndTime: wireTime,
  parkFee: cents,
});
export type ActiveCarOutResult = v.InferOutput<typeof ActiveCarOutResult>;
