import * as v from 'valibot';
import { cents, int } from './schema';

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

/** The schema of a paged list of `item`. */
export function paged<I extends v.GenericSchema>(item: I) {
  return v.object({ results: v.array(item), total: int, pageNo: int, pageSize: int });
}

export const PageParams = v.object({ pageNo: int, pageSize: int });
export type PageParams = v.InferOutput<typeof PageParams>;

/** Money is always cents in the API (integers); the UI formats it. */
export const Cents = cents;
export type Cents = number;

/**
 * On every call that makes a payment order: the amount the driver saw on the pay button when they tapped it. The
 * server makes no order for another amount (PAY_AMOUNT_CHANGED, with the new one in its message), so a fee that
 * rose, a coupon that no longer applies or a price changed meanwhile is shown before anything is charged.
 */
export const ExpectedAmount = v.object({ expectedCents: v.optional(cents) });
export type ExpectedAmount = v.InferOutput<typeof ExpectedAmount>;

/** The refusal of a pay call whose expectedCents is not what the server would charge now. */
export const PAY_AMOUNT_CHANGED = '0xd06510046';

/** Plate colours the API uses: 1 blue (default), 2 yellow large/medium vehicle, 5 green new-energy. */
export const PlateColor = v.picklist([1, 2, 5]);
export type PlateColor = 1 | 2 | 5;

/** Client types: 1 app shell, 2 WeChat-type, 3 Alipay-type (spec section 1). */
export const ClientType = v.picklist([1, 2, 3]);
export type ClientType = 1 | 2 | 3;

/** Pay channels (spec section 3): 2 Alipay, 3 WeChat, 6 balance. */
export const PayChannel = v.picklist([2, 3, 6]);
export type PayChannel = 2 | 3 | 6;
