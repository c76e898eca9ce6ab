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

/** Plate colours the API uses: 1 blue (default), 2 yellow large/medium vehicle, 5 green new-energy. */
export type PlateColor = 1 | 2 | 5;

/** Client types: 1 app shell, 2 WeChat-type, 3 Alipay-type (spec section 1). */
export type ClientType = 1 | 2 | 3;

/** Pay channels (spec section 3): 2 Alipay, 3 WeChat, 6 balance. */
export type PayChannel = 2 | 3 | 6;
