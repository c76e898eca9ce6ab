/** Every response of every service: code '200' is success and data is the body (spec section 3). */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** Paged lists answer with results; total and page numbers where the server knows them. */
export interface Paged<T> {
  results: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface PageParams {
  pageNo: number;
  pageSize: number;
}

/** Money is always cents in the API (integers); the UI formats it. */
export type Cents = number;

/**
 * On every call that makes a payment order: the amount the driver saw on the pay button when they tapped it. The
 * server makes no order for another amount (PAY_AMOUNT_CHANGED, with the new one in its message), so a fee that
 * rose, a coupon that no longer applies or a price changed meanwhile is shown before anything is charged.
 */
export interface ExpectedAmount {
  expectedCents?: Cents;
}

/** The refusal of a pay call whose expectedCents is not what the server would charge now. */
export const PAY_AMOUNT_CHANGED = '0xd06510046';

/** Plate colours the API uses: 1 blue (default), 2 yellow large/medium vehicle, 5 green new-energy. */
export type PlateColor = 1 | 2 | 5;

/** Client types: 1 app shell, 2 WeChat-type, 3 Alipay-type (spec section 1). */
export type ClientType = 1 | 2 | 3;

/** Pay channels (spec section 3): 2 Alipay, 3 WeChat, 6 balance. */
export type PayChannel = 2 | 3 | 6;
