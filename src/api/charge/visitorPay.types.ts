import * as v from 'valibot';
import { cents, entriesOf } from '../../lib/schema';
import { ExpectedAmount } from '../../lib/wire';
import { CheckoutChannel, ThirdPayOrder } from './partner.types';
import { AlipayPayParams, BarrierState, PayOrderBill, WechatPayParams } from './types';

/**
 * A visitor pays a parking bill found by its plate, with no account: the plate and the payment, nothing else.
 * The order is a pay order of the charge registry like any other (settled by the provider), read back with its
 * payToken (the visitor's proof, kept on the phone); no call here needs a signed-in driver.
 */

/** POST /charge/v2/api/visitorPay/orders. */
export const VisitorPayBody = v.object({
  ...entriesOf(ExpectedAmount),
  uniqueId: v.string(),
  parkId: v.string(),
  /** The plate the visitor found the bill by: the server refuses a bill of another plate. */
  plateNo: v.string(),
  /** 2 Alipay, 3 WeChat. */
  payChannel: CheckoutChannel,
  /** Where the provider's cashier returns a plain browser to (same-origin path); payOrderId and payToken are appended. */
  returnUrl: v.string(),
  /** The host's silent identity (WeChat openid, Alipay user id) for the host's own pay; absent in a plain browser. */
  openid: v.optional(v.string()),
  /** Paid at an exit lane: the car must be the one the lane's camera sees, and the barrier opens once paid. */
  laneCode: v.optional(v.string()),
});
export type VisitorPayBody = v.InferOutput<typeof VisitorPayBody>;

/**
 * POST /charge/v2/api/visitorPay/arrearsOrders: the arrears of the car at an exit lane (or of a plate), in one order.
 * Every bill must be of `plateNo` and in arrears; with parkId + laneCode the car must be the one the lane sees.
 */
export const VisitorArrearsBody = v.object({
  ...entriesOf(ExpectedAmount),
  uniqueIds: v.array(v.string()),
  plateNo: v.string(),
  payChannel: CheckoutChannel,
  returnUrl: v.string(),
  openid: v.optional(v.string()),
  parkId: v.optional(v.string()),
  laneCode: v.optional(v.string()),
});
export type VisitorArrearsBody = v.InferOutput<typeof VisitorArrearsBody>;

/**
 * A visitor's payment as anyone holding its payToken may read it (the partner checkout's order, ThirdPayOrder, whose
 * cashierUrl a plain browser follows), with what the host's own pay needs while it is pending.
 */
export const VisitorPayOrder = v.object({
  ...ThirdPayOrder.entries,
  /** For the host's own pay (WeChat JSAPI, Alipay tradePay) while pending, else null. */
  payParams: v.nullable(v.union([WechatPayParams, AlipayPayParams])),
  /** Every bill the order pays (one, or the arrears of a car at a lane). */
  bills: v.array(PayOrderBill),
  /** Paid at an exit lane: what its barrier did, as the server knows it; null for a payment made elsewhere. */
  barrier: v.nullable(BarrierState),
  /** The order pays a car's arrears (visitorPay/arrearsOrders), not one bill: paying again starts at the arrears. */
  arrears: v.optional(v.boolean()),
});
export type VisitorPayOrder = v.InferOutput<typeof VisitorPayOrder>;

/**
 * GET /charge/v2/api/visitorPay/quote {uniqueId, parkId, plateNo}: what a visitor will pay for the bill — its fee, less
 * a merchant's coupon given to the plate, which applies whoever pays (the order takes it off the same way).
 */
export const VisitorQuoteQuery = v.object({ uniqueId: v.string(), parkId: v.string(), plateNo: v.string() });
export type VisitorQuoteQuery = v.InferOutput<typeof VisitorQuoteQuery>;

export const VisitorQuote = v.object({
  feeCents: cents,
  /** What the order will take: feeCents less the coupon (0: the coupon pays it all, settled as the order is made). */
  amountCents: cents,
  coupon: v.nullable(v.object({ couponName: v.string(), /** '星光咖啡（王府井店）赠送' */ source: v.string(), discountCents: cents })),
});
export type VisitorQuote = v.InferOutput<typeof VisitorQuote>;

/** GET /charge/v2/api/visitorPay/orders/{payOrderId} {payToken}: the query string (the id is in the path). */
export const VisitorPayOrderQuery = v.object({ payToken: v.string() });
export type VisitorPayOrderQuery = v.InferOutput<typeof VisitorPayOrderQuery>;

/** The endpoint's argument: the order's id (path) and its read token (query). */
export interface VisitorPayOrderParams extends VisitorPayOrderQuery {
  payOrderId: string;
}
