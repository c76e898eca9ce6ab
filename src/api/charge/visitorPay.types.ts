import * as v from 'valibot';
import { entriesOf } from '../../lib/schema';
import { ExpectedAmount } from '../../lib/wire';
import { CheckoutChannel, ThirdPayOrder } from './partner.types';
import { AlipayPayParams, WechatPayParams } from './types';

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
});
export type VisitorPayBody = v.InferOutput<typeof VisitorPayBody>;

/**
 * A visitor's payment as anyone holding its payToken may read it (the partner checkout's order, ThirdPayOrder, whose
 * cashierUrl a plain browser follows), with what the host's own pay needs while it is pending.
 */
export const VisitorPayOrder = v.object({
  ...ThirdPayOrder.entries,
  /** For the host's own pay (WeChat JSAPI, Alipay tradePay) while pending, else null. */
  payParams: v.nullable(v.union([WechatPayParams, AlipayPayParams])),
});
export type VisitorPayOrder = v.InferOutput<typeof VisitorPayOrder>;

/** GET /charge/v2/api/visitorPay/orders/{payOrderId} {payToken}: the query string (the id is in the path). */
export const VisitorPayOrderQuery = v.object({ payToken: v.string() });
export type VisitorPayOrderQuery = v.InferOutput<typeof VisitorPayOrderQuery>;

/** The endpoint's argument: the order's id (path) and its read token (query). */
export interface VisitorPayOrderParams extends VisitorPayOrderQuery {
  payOrderId: string;
}
