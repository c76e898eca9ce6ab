/**
 * Payments through a partner's checkout (/thirdpay): the order itself is a pay order of the charge registry
 * (db.payOrders, settled by POST /__mock/payments/{id} or the cashier); this is its read token, so a visitor who
 * paid can ask for the outcome without signing in.
 */
export interface ThirdPayRecord {
  payOrderId: string;
  payToken: string;
  uniqueId: string;
  parkId: string;
  /** Made by visitorPay/arrearsOrders: a car's arrears, not one bill. */
  arrears?: boolean;
  /** Who asked for it, as the host says (its openid; '' for a plain browser), and by which channel. */
  payer?: string;
}

export interface PartnerPayTables {
  thirdPayOrders: ThirdPayRecord[];
}

export function seedPartnerPay(): PartnerPayTables {
  return { thirdPayOrders: [] };
}
