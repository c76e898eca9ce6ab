import type { Cents, ExpectedAmount, PageParams, Paged, PayChannel, PlateColor } from '../../lib/wire';
import type { FeeRule } from '@/lib/feePreview';

/**
 * The charge service (/charge/v2/api): parking bills, plate lookup, payments, evaluations, plate-query history.
 * Times on the wire are 'YYYY-MM-DD HH:mm:ss' (Beijing time); money is cents.
 */

/** 1 in progress (still parked), 2 arrears (left without paying), 3 finished (paid or nothing to pay). */
export type ParkOrderState = 1 | 2 | 3;

/** requestType of GET parkOrders/msp: 1 in progress, 2 arrears, 3 history (finished). */
export type ParkOrderRequestType = 1 | 2 | 3;

/** GET /charge/v2/api/parkOrders/msp. Without plateNo it lists the driver's bound plates; with it, that plate (pay for others). */
export interface ParkOrdersParams extends PageParams {
  requestType: ParkOrderRequestType;
  plateNo?: string;
}

/** One bill of a list; also the arrears item of spec section 3 (uniqueId, parkId, formatPlateNo). */
export interface ParkOrderItem {
  uniqueId: string;
  parkId: string;
  parkName: string;
  plateNo: string;
  /** '京A·12345' */
  formatPlateNo: string;
  plateColor: PlateColor;
  orderState: ParkOrderState;
  orderStateText: string;
  parkStartTime: string;
  parkEndTime: string | null;
  /** Seconds parked so far (to the exit time once left). */
  parkDuration: number;
  /** '2小时13分' */
  parkDurationText: string;
  /** What is still to pay now. */
  parkFee: Cents;
  totalFee: Cents;
  paidFee: Cents;
  isBagCar: 0 | 1;
}

export type ParkOrderList = Paged<ParkOrderItem>;

/** Spec section 3 "parking bill card", one per bound plate that is parked now (paid bills drop out). */
export interface ParkingBillCard {
  plateId: string;
  plateNo: string;
  formatPlateNo: string;
  plateColor: PlateColor;
  uniqueId: string;
  parkId: string;
  parkName: string;
  parkStartTime: string;
  parkFee: Cents;
  isBagCar: 0 | 1;
  /** 1 when the lot answered the fee query, 0 when it could not (lot offline): the card shows no amount. */
  parkFeeSucc: 0 | 1;
}

export interface ParkingBillCards {
  results: ParkingBillCard[];
}

/** GET parkOrders/msp/boundVehicleParkingBill: the card of one bound plate, loaded when swiped to. */
export interface BoundVehicleBillParams {
  plateId: string;
}

/** uniqueId null means "暂无在停信息" (the plate is not parked). */
export interface BoundVehicleBill {
  plateId: string;
  plateNo: string;
  formatPlateNo: string;
  uniqueId: string | null;
  parkId: string | null;
  parkName: string | null;
  parkStartTime: string | null;
  parkFee: Cents;
  isBagCar: 0 | 1;
  parkFeeSucc: 0 | 1;
  /** The lot's fee rule while the car is inside and charged (the card's outlook); absent or null otherwise. */
  feeRule?: FeeRule | null;
  /** The plate left another lot after this stay began (the card asks 还在停车场吗？); absent or null otherwise. */
  leftElsewhere?: LeftElsewhere | null;
}

/** The plate entered and left another lot after a stay here began: this lot most likely missed it leaving. */
export interface LeftElsewhere {
  parkName: string;
  /** When it left there, 'YYYY-MM-DD HH:mm:ss'. */
  outTime: string;
}

/** GET parkOrders/msp/plateNo. */
export interface PlateLookupParams {
  plateNo: string;
  plateColor?: PlateColor;
  dealerId?: string;
}

/** count: bills with something to pay. uniqueId/parkId only when count is 1; arrearsOnly 1 when none is in progress. */
export interface PlateLookupResult {
  count: number;
  uniqueId: string | null;
  parkId: string | null;
  arrearsOnly: 0 | 1;
}

/** Bill identity used by detail, appeals, evaluations, car-out. */
export interface BillRef {
  uniqueId: string;
  parkId: string;
}

export interface ParkOrderDetail extends ParkOrderItem {
  parkAddr: string;
  /**
   * Who is paid (收款方): the company that runs the lot, as the server knows it ('' when the server does not say). A
   * bill opened from a scanned code names it before paying, so a sticker cannot hide where the money goes.
   */
  operatorName: string;
  berthNo: string | null;
  /** Fee rule in words, e.g. '15分钟内免费，每小时5.00元，每日封顶60.00元'. */
  feeRuleDesc: string;
  /** The same rule as numbers while the car is inside (for the fee outlook); null once it left or for a pass car. */
  feeRule: FeeRule | null;
  discountFee: Cents;
  /** An unfinished third-party payment for this bill, which payCharges would hand back. */
  pendingPayOrderId: string | null;
  payTime: string | null;
  payChannel: PayChannel | null;
  canEvaluate: 0 | 1;
  /** 1 while the driver's own car is still recorded inside: they may declare having left (driverActiveCarOut). */
  canActiveCarOut: 0 | 1;
  /** For the driver whose plate it is: the plate has left another lot since (ask 还在停车场吗？). */
  leftElsewhere: LeftElsewhere | null;
}

/** GET parkOrders/msp/payRecords: the driver's payments; uniqueId narrows to one bill. */
export interface PayRecordsParams extends PageParams {
  uniqueId?: string;
}

export interface PayRecord {
  payOrderId: string;
  uniqueIds: string[];
  parkName: string;
  plateNos: string[];
  payChannel: PayChannel;
  payChannelName: string;
  originalFee: Cents;
  discountFee: Cents;
  payFee: Cents;
  payTime: string;
}

export type PayRecordList = Paged<PayRecord>;

/** GET parkOrders/msp/usableCoupons: the driver's coupons that fit this bill, best first. */
export interface UsableCouponsParams {
  uniqueId: string;
  parkId?: string;
}

export interface UsableCoupon {
  couponId: string;
  couponName: string;
  couponType: 1 | 2 | 3;
  /** What the coupon takes off this bill. */
  discountFee: Cents;
  validTo: string;
}

export interface UsableCouponList {
  results: UsableCoupon[];
  /** The bill's amount before any coupon. */
  parkFee: Cents;
}

/** GET parkOrders/msp/countUnfinished. */
export interface UnfinishedCount {
  /** parkingCount + arrearsCount */
  count: number;
  parkingCount: number;
  arrearsCount: number;
  arrearsFee: Cents;
}

/** GET parkOrders/msp/driverPlate: the driver's bound plates and whether each is parked now. */
export interface DriverPlate {
  plateId: string;
  plateNo: string;
  formatPlateNo: string;
  plateColor: PlateColor;
  isDefault: 0 | 1;
  isParking: 0 | 1;
}

export interface DriverPlateList {
  results: DriverPlate[];
}

/** GET parkOrders/msp/parkingPictures. */
export interface ParkingPicturesParams {
  uniqueId: string;
}

export interface ParkingPicture {
  /** 1 entry, 2 exit. */
  picType: 1 | 2;
  picUrl: string;
  takenTime: string;
}

export interface ParkingPictures {
  results: ParkingPicture[];
}

/** GET parkOrderAppeals/msp: the appeals of one bill, or all of the driver's when uniqueId is absent. */
export interface ParkOrderAppealsParams {
  uniqueId?: string;
  parkId?: string;
}

export interface ParkOrderAppeal {
  appealId: string;
  uniqueId: string;
  parkId: string;
  parkName: string;
  plateNo: string;
  appealTypeText: string;
  content: string;
  /** 1 processing, 2 accepted (refunded), 3 rejected. */
  appealState: 1 | 2 | 3;
  appealStateText: string;
  createTime: string;
  replyContent: string | null;
  replyTime: string | null;
}

export interface ParkOrderAppealList {
  results: ParkOrderAppeal[];
}

/** 'pending' waits for the provider; 'closed' was abandoned (cancelled or timed out). */
export type PayOrderState = 'pending' | 'paid' | 'failed' | 'closed';

/** POST payCharges. collectorCode is added by the request layer when one is stored. */
export interface PayChargesBody extends ExpectedAmount {
  uniqueId: string;
  parkId: string;
  payChannel: PayChannel;
  couponId?: string;
  collectorCode?: string;
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl?: string;
  /** Paying at an exit lane (scanned code): the lane's barrier opens once the order is paid. */
  laneCode?: string;
  /**
   * The driver was told another channel covers the bill (BillCover with payAnyway) and chose to pay now: the cover
   * stands down (the withholding deducts nothing at the exit). Without it such a bill is refused (coveredElsewhere).
   */
  confirmCovered?: boolean;
}

/** POST payCharges/batch: several bills in one order (arrears, multi-pay page). No coupons. */
export interface PayChargesBatchBody extends ExpectedAmount {
  uniqueIds: string[];
  payChannel: PayChannel;
  returnUrl?: string;
  /** Arrears paid at an exit lane (scanOverduePay): that lane's barrier opens once paid; needs parkId. */
  laneCode?: string;
  parkId?: string;
  /** As PayChargesBody's: pay now bills another channel covers with payAnyway. */
  confirmCovered?: boolean;
}

export interface WechatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export interface AlipayPayParams {
  tradeNO: string;
}

export interface PayOrder {
  payOrderId: string;
  state: PayOrderState;
  payChannel: PayChannel;
  uniqueIds: string[];
  /** What the driver pays (after the coupon). */
  amountCents: Cents;
  originalCents: Cents;
  discountCents: Cents;
  /** For the WeChat/Alipay bridge; null for balance payments and orders already settled. */
  payParams: WechatPayParams | AlipayPayParams | null;
  /** The provider's cashier page for plain browsers (no bridge); null when nothing is left to pay. */
  cashierUrl: string | null;
  createTime: string;
  payTime: string | null;
}

/** One bill of a pay order, as the result page shows it. */
export interface PayOrderBill {
  uniqueId: string;
  parkId: string;
  parkName: string;
  formatPlateNo: string;
  feeCents: Cents;
}

/** What the exit lane's barrier did after a payment made there (null for payments made elsewhere). */
export interface BarrierState {
  parkId: string;
  laneCode: string;
  laneName: string;
  /** null while the order is not paid yet. */
  opened: boolean | null;
  /** The driver said they left without the barrier (driverActiveCarOut). */
  leftManually: boolean;
}

/** GET payCharges/sync/{id}: the order's state as the server knows it (settles nothing). */
export interface PayOrderSync {
  payOrderId: string;
  state: PayOrderState;
  amountCents: Cents;
  uniqueIds: string[];
  payTime: string | null;
  payChannel: PayChannel;
  bills: PayOrderBill[];
  barrier: BarrierState | null;
  /**
   * How amountCents was reached, as the server booked it when the order was made: the bills' whole fee, less what
   * was settled on them before (an earlier payment, an earlier coupon), less this order's coupon.
   */
  feeCents: Cents;
  paidBeforeCents: Cents;
  coupon: PayOrderCoupon | null;
}

/** The coupon an order used and what it took off. */
export interface PayOrderCoupon {
  couponName: string;
  discountCents: Cents;
}

/** GET parkOrders/msp/laneBill: the car at an exit lane (from the lane's QR code) and what it owes. */
export interface LaneBillParams {
  parkId: string;
  laneCode: string;
}

export interface LaneBill {
  parkId: string;
  parkName: string;
  laneCode: string;
  laneName: string;
  /** The company that runs the lot, which the money goes to ('' when the server does not say). */
  operatorName: string;
  /** The car at the lane's camera, or null when the lane is empty. */
  plateNo: string | null;
  formatPlateNo: string | null;
  /** Its bill in this park (in progress), or null. */
  bill: ParkOrderItem | null;
  /** That plate's arrears, which must be paid before it may leave. */
  arrears: ParkOrderItem[];
}

/** POST evaluations. */
export interface EvaluationBody extends BillRef {
  /** 1..5 stars. */
  score: number;
  tags?: string[];
  content?: string;
}

export interface EvaluationResult {
  evaluationId: string;
}

export interface CanEvaluateResult {
  canEvaluate: 0 | 1;
  /** Why not, in words the driver reads; null when they can. */
  reason: string | null;
}

/** POST driverActiveCarOut: the driver declares having left a road-side space. */
export interface ActiveCarOutResult {
  uniqueId: string;
  orderState: ParkOrderState;
  parkEndTime: string;
  parkFee: Cents;
}

/** GET plateHistory/record. */
export interface PlateHistoryRecord {
  id: string;
  plateNo: string;
  plateColor: PlateColor;
}

export interface PlateHistoryList {
  results: PlateHistoryRecord[];
}

export interface DeletePlateHistoryParams {
  recordId: string;
}
