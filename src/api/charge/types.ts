import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, wireTime } from '../../lib/schema';
import { PageParams, PayChannel, PlateColor, paged } from '../../lib/wire';

/**
 * Schemas of the charge service (/charge/v2/api) that the first screen's calls need (index.ts): parking bills, plate
 * lookup, pay orders, plate-query history. Those of the calls only the bill pages make are in bills.types.ts. Times
 * on the wire are 'YYYY-MM-DD HH:mm:ss' (Beijing time); money is cents. Types are inferred from them.
 */

/**
 * A lot's fee rule as numbers (the same shape as src/lib/feePreview.ts's FeeRule, which reads it): free up to
 * freeMinutes, then unitCents per started unitMinutes, each day capped at dailyCapCents.
 */
export const FeeRule = v.object({
  freeMinutes: int,
  unitMinutes: int,
  unitCents: cents,
  dailyCapCents: cents,
});
export type FeeRule = v.InferOutput<typeof FeeRule>;

/** 1 in progress (still parked), 2 arrears (left without paying), 3 finished (paid or nothing to pay). */
export const ParkOrderState = known([1, 2, 3]);
export type ParkOrderState = v.InferOutput<typeof ParkOrderState>;

/** requestType of GET parkOrders/msp: 1 in progress, 2 arrears, 3 history (finished). */
export const ParkOrderRequestType = v.picklist([1, 2, 3]);
export type ParkOrderRequestType = v.InferOutput<typeof ParkOrderRequestType>;

/** GET /charge/v2/api/parkOrders/msp. Without plateNo it lists the driver's bound plates; with it, that plate (pay for others). */
export const ParkOrdersParams = v.object({
  ...entriesOf(PageParams),
  requestType: ParkOrderRequestType,
  plateNo: v.optional(v.string()),
});
export type ParkOrdersParams = v.InferOutput<typeof ParkOrdersParams>;

/** One bill of a list; also the arrears item of spec section 3 (uniqueId, parkId, formatPlateNo). */
export const ParkOrderItem = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  plateNo: v.string(),
  /** '京A·12345' */
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  orderState: ParkOrderState,
  orderStateText: v.string(),
  parkStartTime: wireTime,
  parkEndTime: v.nullable(wireTime),
  /** Seconds parked so far (to the exit time once left). */
  parkDuration: int,
  /** '2小时13分' */
  parkDurationText: v.string(),
  /** What is still to pay now. */
  parkFee: cents,
  totalFee: cents,
  paidFee: cents,
  isBagCar: flag,
});
export type ParkOrderItem = v.InferOutput<typeof ParkOrderItem>;

export const ParkOrderList = paged(ParkOrderItem);
export type ParkOrderList = v.InferOutput<typeof ParkOrderList>;

/** Spec section 3 "parking bill card", one per bound plate that is parked now (paid bills drop out). */
export const ParkingBillCard = v.object({
  plateId: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  parkStartTime: wireTime,
  parkFee: cents,
  isBagCar: flag,
  /** 1 when the lot answered the fee query, 0 when it could not (lot offline): the card shows no amount. */
  parkFeeSucc: flag,
});
export type ParkingBillCard = v.InferOutput<typeof ParkingBillCard>;

export const ParkingBillCards = v.object({ results: v.array(ParkingBillCard) });
export type ParkingBillCards = v.InferOutput<typeof ParkingBillCards>;

/** GET parkOrders/msp/boundVehicleParkingBill: the card of one bound plate, loaded when swiped to. */
export const BoundVehicleBillParams = v.object({ plateId: v.string() });
export type BoundVehicleBillParams = v.InferOutput<typeof BoundVehicleBillParams>;

/** The plate entered and left another lot after a stay here began: this lot most likely missed it leaving. */
export const LeftElsewhere = v.object({
  parkName: v.string(),
  /** When it left there, 'YYYY-MM-DD HH:mm:ss'. */
  outTime: wireTime,
});
export type LeftElsewhere = v.InferOutput<typeof LeftElsewhere>;

/** uniqueId null means "暂无在停信息" (the plate is not parked). */
export const BoundVehicleBill = v.object({
  plateId: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  uniqueId: v.nullable(v.string()),
  parkId: v.nullable(v.string()),
  parkName: v.nullable(v.string()),
  parkStartTime: v.nullable(wireTime),
  parkFee: cents,
  isBagCar: flag,
  parkFeeSucc: flag,
  /** The lot's fee rule while the car is inside and charged (the card's outlook); absent or null otherwise. */
  feeRule: v.nullish(FeeRule),
  /** The plate left another lot after this stay began (the card asks 还在停车场吗？); absent or null otherwise. */
  leftElsewhere: v.nullish(LeftElsewhere),
  /** The berth the lot reports for this stay, as on the bill (the card's 停车位置 line); absent or null: none now. */
  berthNo: v.nullish(v.string()),
});
export type BoundVehicleBill = v.InferOutput<typeof BoundVehicleBill>;

/** GET parkOrders/msp/plateNo. */
export const PlateLookupParams = v.object({
  plateNo: v.string(),
  plateColor: v.optional(PlateColor),
  dealerId: v.optional(v.string()),
});
export type PlateLookupParams = v.InferOutput<typeof PlateLookupParams>;

/** count: bills with something to pay. uniqueId/parkId only when count is 1; arrearsOnly 1 when none is in progress. */
export const PlateLookupResult = v.object({
  count: int,
  uniqueId: v.nullable(v.string()),
  parkId: v.nullable(v.string()),
  arrearsOnly: flag,
});
export type PlateLookupResult = v.InferOutput<typeof PlateLookupResult>;

export const PayRecord = v.object({
  payOrderId: v.string(),
  uniqueIds: v.array(v.string()),
  parkName: v.string(),
  plateNos: v.array(v.string()),
  payChannel: PayChannel,
  payChannelName: v.string(),
  originalFee: cents,
  discountFee: cents,
  payFee: cents,
  payTime: wireTime,
});
export type PayRecord = v.InferOutput<typeof PayRecord>;

export const PayRecordList = paged(PayRecord);
export type PayRecordList = v.InferOutput<typeof PayRecordList>;

/** GET parkOrders/msp/driverPlate: the driver's bound plates and whether each is parked now. */
export const DriverPlate = v.object({
  plateId: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  isDefault: flag,
  isParking: flag,
});
export type DriverPlate = v.InferOutput<typeof DriverPlate>;

export const DriverPlateList = v.object({ results: v.array(DriverPlate) });
export type DriverPlateList = v.InferOutput<typeof DriverPlateList>;

/** The states a pay order can be in, as the app asks for them. */
export const PAY_ORDER_STATES = ['pending', 'paid', 'failed', 'closed'] as const;

/** 'pending' waits for the provider; 'closed' was abandoned (cancelled or timed out). A state the app does not know reads as UNKNOWN. */
export const PayOrderState = known(PAY_ORDER_STATES);
export type PayOrderState = v.InferOutput<typeof PayOrderState>;

export const WechatPayParams = v.object({
  appId: v.string(),
  timeStamp: v.string(),
  nonceStr: v.string(),
  package: v.string(),
  signType: v.string(),
  paySign: v.string(),
});
export type WechatPayParams = v.InferOutput<typeof WechatPayParams>;

export const AlipayPayParams = v.object({ tradeNO: v.string() });
export type AlipayPayParams = v.InferOutput<typeof AlipayPayParams>;

export const PayOrder = v.object({
  payOrderId: v.string(),
  state: PayOrderState,
  payChannel: PayChannel,
  uniqueIds: v.array(v.string()),
  /** What the driver pays (after the coupon). */
  amountCents: cents,
  originalCents: cents,
  discountCents: cents,
  /** For the WeChat/Alipay bridge; null for balance payments and orders already settled. */
  payParams: v.nullable(v.union([WechatPayParams, AlipayPayParams])),
  /** The provider's cashier page for plain browsers (no bridge); null when nothing is left to pay. */
  cashierUrl: v.nullable(v.string()),
  createTime: wireTime,
  payTime: v.nullable(wireTime),
});
export type PayOrder = v.InferOutput<typeof PayOrder>;

/** One bill of a pay order, as the result page shows it. */
export const PayOrderBill = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  formatPlateNo: v.string(),
  feeCents: cents,
});
export type PayOrderBill = v.InferOutput<typeof PayOrderBill>;

/** What the exit lane's barrier did after a payment made there (null for payments made elsewhere). */
export const BarrierState = v.object({
  parkId: v.string(),
  laneCode: v.string(),
  laneName: v.string(),
  /** null while the order is not paid yet. */
  opened: v.nullable(v.boolean()),
  /** The driver said they left without the barrier (driverActiveCarOut). */
  leftManually: v.boolean(),
});
export type BarrierState = v.InferOutput<typeof BarrierState>;

/** The coupon an order used and what it took off. */
export const PayOrderCoupon = v.object({
  couponName: v.string(),
  discountCents: cents,
});
export type PayOrderCoupon = v.InferOutput<typeof PayOrderCoupon>;

/** GET payCharges/sync/{id}: the order's state as the server knows it (settles nothing). */
export const PayOrderSync = v.object({
  payOrderId: v.string(),
  state: PayOrderState,
  amountCents: cents,
  uniqueIds: v.array(v.string()),
  payTime: v.nullable(wireTime),
  payChannel: PayChannel,
  bills: v.array(PayOrderBill),
  barrier: v.nullable(BarrierState),
  /**
   * How amountCents was reached, as the server booked it when the order was made: the bills' whole fee, less what
   * was settled on them before (an earlier payment, an earlier coupon), less this order's coupon.
   */
  feeCents: cents,
  paidBeforeCents: cents,
  coupon: v.nullable(PayOrderCoupon),
});
export type PayOrderSync = v.InferOutput<typeof PayOrderSync>;

/** GET plateHistory/record. */
export const PlateHistoryRecord = v.object({
  id: v.string(),
  plateNo: v.string(),
  plateColor: PlateColor,
});
export type PlateHistoryRecord = v.InferOutput<typeof PlateHistoryRecord>;

export const PlateHistoryList = v.object({ results: v.array(PlateHistoryRecord) });
export type PlateHistoryList = v.InferOutput<typeof PlateHistoryList>;

export const DeletePlateHistoryParams = v.object({ recordId: v.string() });
export type DeletePlateHistoryParams = v.InferOutput<typeof DeletePlateHistoryParams>;
