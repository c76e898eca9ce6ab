import type { Cents, ExpectedAmount, PayChannel } from '../../lib/wire';

/**
 * The short links printed on lot signs and QR codes, and paying a bill through a partner's checkout (the charge
 * service). These calls are not in endpoints.json; they are this app's design, served by
 * mocks/services/charge/partnerPay.ts. None needs a signed-in driver: a visitor who scanned a sign uses them.
 */

/** GET /charge/v2/api/parkOrders/msp/parkSign {parkId}: the lot a sign belongs to. */
export interface ParkSign {
  parkId: string;
  parkName: string;
  parkAddr: string;
  /** Whether the lot takes payments online at all (else: pay at the exit). */
  payOnline: boolean;
  /** What the partner's checkout may use at this lot: 2 Alipay, 3 WeChat. */
  checkoutChannels: Extract<PayChannel, 2 | 3>[];
}

/** GET /charge/v2/api/parkOrders/msp/parkPlate {parkId, plateNo, plateColor}: a plate's bill at this lot. */
export interface ParkPlateParams {
  parkId: string;
  plateNo: string;
  plateColor?: number;
}

export interface ParkPlateBill {
  parkId: string;
  plateNo: string;
  /** The plate's bill at this lot still open (parked now, or left unpaid), or null when there is none. */
  bill: { uniqueId: string; parkId: string } | null;
  /** Unpaid bills of the plate at other lots: they must be paid first (0xd06510037). */
  arrearsCount: number;
}

/** GET /charge/v2/api/parkOrders/msp/orderNo {orderNo}: a bill by the order number printed on a receipt. */
export interface OrderNoRef {
  uniqueId: string;
  parkId: string;
}

/** POST /charge/v2/api/thirdPay/orders: a payment through the partner's checkout (signed in or not). */
export interface ThirdPayBody extends ExpectedAmount {
  uniqueId: string;
  parkId: string;
  /** 2 Alipay, 3 WeChat (the partner's checkout offers these two). */
  payChannel: Extract<PayChannel, 2 | 3>;
  /** Where the checkout returns to (same-origin path); payOrderId is appended by the checkout. */
  returnUrl: string;
  /** As PayChargesBody's: the payer was told another channel covers the bill (payAnyway) and pays now. */
  confirmCovered?: boolean;
}

export type ThirdPayState = 'pending' | 'paid' | 'failed' | 'closed';

/** A partner-checkout payment as anyone holding its payToken may read it (no sign-in: the token is the proof). */
export interface ThirdPayOrder {
  payOrderId: string;
  /** Random, given when the order is made; reading the order needs it. */
  payToken: string;
  state: ThirdPayState;
  payChannel: Extract<PayChannel, 2 | 3>;
  amountCents: Cents;
  uniqueId: string;
  parkId: string;
  parkName: string;
  plateNo: string;
  createTime: string;
  payTime: string | null;
  /** The partner's checkout page while pending, else null. */
  cashierUrl: string | null;
}

/** GET /charge/v2/api/thirdPay/orders/{payOrderId} {payToken} */
export interface ThirdPayOrderParams {
  payOrderId: string;
  payToken: string;
}
