import * as v from 'valibot';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount, PlateColor } from '../../lib/wire';

/**
 * The short links printed on lot signs and QR codes, and paying a bill through a partner's checkout (the charge
 * service). These calls are not in endpoints.json; they are this app's design, served by
 * mocks/services/charge/partnerPay.ts. None needs a signed-in driver: a visitor who scanned a sign uses them.
 */

/** What the partner's checkout may use: 2 Alipay, 3 WeChat (a strict subset of PayChannel). */
export const CheckoutChannel = v.picklist([2, 3]);
export type CheckoutChannel = v.InferOutput<typeof CheckoutChannel>;

/** GET /charge/v2/api/parkOrders/msp/parkSign {parkId}. */
export const ParkSignParams = v.object({ parkId: v.string() });
export type ParkSignParams = v.InferOutput<typeof ParkSignParams>;

/** The lot a sign belongs to. */
export const ParkSign = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  /** Whether the lot takes payments online at all (else: pay at the exit). */
  payOnline: v.boolean(),
  /** What the partner's checkout may use at this lot: 2 Alipay, 3 WeChat. */
  checkoutChannels: v.array(CheckoutChannel),
});
export type ParkSign = v.InferOutput<typeof ParkSign>;

/** GET /charge/v2/api/parkOrders/msp/parkPlate {parkId, plateNo, plateColor}: a plate's bill at this lot. */
export const ParkPlateParams = v.object({
  parkId: v.string(),
  plateNo: v.string(),
  plateColor: v.optional(PlateColor),
});
export type ParkPlateParams = v.InferOutput<typeof ParkPlateParams>;

export const ParkPlateBill = v.object({
  parkId: v.string(),
  plateNo: v.string(),
  /** The plate's bill at this lot still open (parked now, or left unpaid), or null when there is none. */
  bill: v.nullable(v.object({ uniqueId: v.string(), parkId: v.string() })),
  /** Unpaid bills of the plate at other lots: they must be paid first (0xd06510037). */
  arrearsCount: int,
});
export type ParkPlateBill = v.InferOutput<typeof ParkPlateBill>;

/** GET /charge/v2/api/parkOrders/msp/orderNo {orderNo}: a bill by the order number printed on a receipt. */
export const OrderNoParams = v.object({ orderNo: v.string() });
export type OrderNoParams = v.InferOutput<typeof OrderNoParams>;

export const OrderNoRef = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
});
export type OrderNoRef = v.InferOutput<typeof OrderNoRef>;

/** POST /charge/v2/api/thirdPay/orders: a payment through the partner's checkout (signed in or not). */
export const ThirdPayBody = v.object({
  ...entriesOf(ExpectedAmount),
  uniqueId: v.string(),
  parkId: v.string(),
  /** 2 Alipay, 3 WeChat (the partner's checkout offers these two). */
  payChannel: CheckoutChannel,
  /** Where the checkout returns to (same-origin path); payOrderId is appended by the checkout. */
  returnUrl: v.string(),
  /** As PayChargesBody's: the payer was told another channel covers the bill (payAnyway) and pays now. */
  confirmCovered: v.optional(v.boolean()),
});
export type ThirdPayBody = v.InferOutput<typeof ThirdPayBody>;

/** 'pending' waits for the provider; 'closed' was abandoned. A state the app does not know reads as UNKNOWN. */
export const ThirdPayState = known(['pending', 'paid', 'failed', 'closed']);
export type ThirdPayState = v.InferOutput<typeof ThirdPayState>;

/** A partner-checkout payment as anyone holding its payToken may read it (no sign-in: the token is the proof). */
export const ThirdPayOrder = v.object({
  payOrderId: v.string(),
  /** Random, given when the order is made; reading the order needs it. */
  payToken: v.string(),
  state: ThirdPayState,
  payChannel: CheckoutChannel,
  amountCents: cents,
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  plateNo: v.string(),
  createTime: wireTime,
  payTime: v.nullable(wireTime),
  /** The partner's checkout page while pending, else null. */
  cashierUrl: v.nullable(v.string()),
});
export type ThirdPayOrder = v.InferOutput<typeof ThirdPayOrder>;

/** GET /charge/v2/api/thirdPay/orders/{payOrderId} {payToken}: what goes in the query string (the id is in the path). */
export const ThirdPayOrderQuery = v.object({ payToken: v.string() });
export type ThirdPayOrderQuery = v.InferOutput<typeof ThirdPayOrderQuery>;

/** The endpoint's argument: the order's id (path) and its read token (query). */
export interface ThirdPayOrderParams extends ThirdPayOrderQuery {
  payOrderId: string;
}
