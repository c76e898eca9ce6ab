/**
 * What the server holds, for the consistency journeys (test/e2e/consistency.spec.ts): read through the
 * app's own API with the signed-in driver's token (the Authorization header the app sends, src/api/request.ts) and
 * through the mock's control API (docs/mock-backend.md), and compared with what the screen shows.
 *
 *   const truth = await ServerTruth.signIn(page);            // signs the browser in and keeps the token
 *   await expectAmount('/mine 余额', page.getByRole('link', { name: /余额/ }), () => truth.balance());
 *
 * Every comparison re-reads both sides on each try (expect.poll), so a screen that catches up passes and a stale one
 * fails with "screen … ≠ server …". The checks are soft: a journey goes on after a mismatch and reports every step
 * that disagreed. Reads are GETs (or the booking service's read-only POSTs); the server's reads bring its state up
 * to its clock, as the app's own reads do.
 */
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

export const DRIVER_A = '13800138000';
export const CLERK = '13500135000';

/**
 * How long a page opened (or an action finished) after a server change may take to show it: one round trip on a
 * loaded two-core machine. A page that shows the old value after this is stale: it never asked.
 */
export const FRESH_MS = 6_000;

/** Cents as the app writes money (src/lib/format.ts formatMoney): 10000 → '100.00元', -500 → '-5.00元'. */
export function yuan(cents: number): string {
  const c = Math.round(cents);
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}元`;
}

/** A server time ('YYYY-MM-DD HH:mm:ss', Beijing) as epoch milliseconds. */
export function serverTime(wire: string): number {
  return Date.parse(`${wire.replace(' ', 'T')}+08:00`);
}

// ---- what the screen shows ------------------------------------------------------------------------------------

const MONEY = /-?\d+\.\d{2}元/;

/**
 * The amount a piece of screen shows, as it shows it ('100.00元'), or a description of what it shows instead. With
 * `pattern` (one capture group around the amount, e.g. /账户余额（(\d+\.\d{2}元)）/) the amount is picked from the
 * text; without it, the first amount in the text.
 */
export async function shownAmount(target: Locator, pattern?: RegExp): Promise<string> {
  const count = await target.count();
  if (count === 0) return '(not on screen)';
  const text = ((await target.first().innerText({ timeout: 1_000 }).catch(() => null)) ?? '').replace(/\s+/g, ' ');
  const m = pattern ? pattern.exec(text) : MONEY.exec(text);
  if (!m) return `(no amount in "${text.slice(0, 80)}")`;
  return (pattern ? m[1] : m[0]) ?? `(no amount in "${text.slice(0, 80)}")`;
}

// ---- the comparisons ----------------------------------------------------------------------------------------

export const AGREE = 'screen = server';

/**
 * The one comparison every check is made of: `screen` and `server` are read again on every try until they agree
 * (deep equality) or `timeout` runs out; then it fails softly with both values. `server` may be a constant when the
 * server's answer was read once (an order's amount that cannot change any more).
 */
export async function expectAgrees<T>(what: string, screen: () => Promise<T>, server: (() => Promise<T>) | T, opts: { timeout?: number } = {}) {
  const readServer = typeof server === 'function' ? (server as () => Promise<T>) : async () => server;
  let last = '';
  await expect
    .soft.poll(
      async () => {
        const [s, v] = await Promise.all([screen(), readServer()]);
        if (JSON.stringify(s) === JSON.stringify(v)) return AGREE;
        last = `screen ${JSON.stringify(s)} ≠ server ${JSON.stringify(v)}`;
        return last;
      },
      { message: `${what}: what the screen shows equals the server's answer`, timeout: opts.timeout ?? FRESH_MS, intervals: [250, 500, 1_000] },
    )
    .toBe(AGREE);
  return last;
}

/**
 * The screen shows the server's amount (in cents), formatted as the app formats money. `cents` is asked again on
 * every try, so a value that moves (a running fee) is compared with the server's value of the moment.
 */
export function expectAmount(what: string, target: Locator, cents: (() => Promise<number>) | number, opts: { pattern?: RegExp; timeout?: number } = {}) {
  const serverCents = typeof cents === 'function' ? cents : async () => cents;
  return expectAgrees(what, () => shownAmount(target, opts.pattern), async () => yuan(await serverCents()), opts);
}

/** The screen shows the server's text for a state (e.g. 待入场, 已生效): `target` contains it. */
export function expectStateText(what: string, target: Locator, serverText: (() => Promise<string>) | string, opts: { timeout?: number } = {}) {
  const readServer = typeof serverText === 'function' ? serverText : async () => serverText;
  return expectAgrees(
    what,
    async () => {
      const want = await readServer();
      const text = ((await target.first().innerText({ timeout: 1_000 }).catch(() => null)) ?? '').replace(/\s+/g, ' ');
      return text.includes(want) ? want : `(no "${want}" in "${text.slice(0, 120)}")`;
    },
    readServer,
    opts,
  );
}

// ---- what the server holds ----------------------------------------------------------------------------------

export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

export interface BalanceInfo {
  balance: number;
  availableBalance: number;
  frozenBalance: number;
  withdrawableBalance: number;
}
export interface IdleFee {
  graceMinutes: number;
  perMinuteCents: number;
  capCents: number;
  graceEndsAt: string;
  accruedCents: number;
  carLeft: boolean;
}
export interface ChargingSession {
  orderNo: string;
  state: string;
  stateText: string;
  feeCents: number;
  couponCents: number;
  orderState: 1 | 2 | 3;
  idleFee: IdleFee | null;
  serverTime: string;
}
export interface ChargingBill {
  orderNo: string;
  orderState: number;
  orderStateText: string;
  feeCents: number;
  couponCents: number;
  dueCents: number;
  paidCents: number;
}
export interface OccupyBill {
  occupyOrderNo: string;
  orderNo: string;
  state: 1 | 2 | 3;
  stateText: string;
  accruing: boolean;
  feeCents: number;
  dueCents: number;
}
export interface LockState {
  lockId: string;
  state: 'raised' | 'lowered' | 'moving';
  online: boolean;
  batteryPct: number;
  carPresent: boolean;
  command: { action: 'up' | 'down'; state: string; message: string | null } | null;
}
export interface BookOrder {
  bookOrderId: string;
  state: number;
  stateText: string;
  priceCents: number;
  payCents: number;
  refundCents: number;
  cancelFeeCents: number;
  refundTo: 'balance' | 'original' | null;
  bookingCode: string | null;
  overstay: unknown;
}
export interface CancelPreview {
  payCents: number;
  feeCents: number;
  refundCents: number;
  refundTo: 'balance' | 'original' | null;
}
export interface Wallet {
  walletId: string;
  walletName: string;
  balance: number;
}
export interface Withdrawal {
  withdrawNo: string;
  state: number;
  stateText: string;
  amountCents: number;
}
export interface Invoice {
  invoiceNo: string;
  state: number;
  stateText: string;
  titleName: string;
  amountCents: number;
  orderCount: number;
}
export interface InvoiceableOrders {
  total: number;
  groups: { totalCents: number }[];
}
export interface MerchantHome {
  stock: { type: { typeId: string; name: string }; count: number }[];
  totalStock: number;
  todayGiven: number;
}
export interface CouponsCount {
  unusedCount: number;
  usedCount: number;
  expiredCount: number;
}
export interface UserCoupon {
  couponId: string;
  couponName: string;
  plateNo?: string | null;
}
export interface ParkingBill {
  uniqueId: string;
  parkFee: number;
  totalFee: number;
  paidFee: number;
  orderState: number;
  orderStateText: string;
}
export interface UsableCoupons {
  results: { couponId: string; couponName: string; discountFee: number }[];
  parkFee: number;
}
export interface PayOrderView {
  payOrderId: string;
  state: string;
  amountCents: number;
  bills: { uniqueId: string; feeCents: number }[];
}
export interface PayRecord {
  payOrderId: string;
  originalFee: number;
  discountFee: number;
  payFee: number;
}
export interface BagApplication {
  applicationId: string;
  state: number;
  stateText: string;
  bagId: string | null;
  price: number;
}
export interface BagPass {
  bagId: string;
  state: number;
  stateText: string;
  startDate: string;
  endDate: string;
  daysLeft: number;
  expiringSoon: 0 | 1;
}

/** The server's answers for one signed-in driver (or clerk), through the app's API with their token. */
export class ServerTruth {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** Signs the browser in as the app itself does (test/e2e/support.ts) and keeps the token for reading. */
  static async signIn(page: Page, phone = DRIVER_A): Promise<ServerTruth> {
    const { token } = await signIn(page, phone);
    return new ServerTruth(page.request, token);
  }

  private headers() {
    return { Authorization: this.token, ClientType: '2', Accept: 'application/json' };
  }

  private async unwrap<T>(res: APIResponse, what: string): Promise<T> {
    const body = (await res.json()) as Envelope<T>;
    if (String(body.code) !== '200') throw new Error(`server read ${what} failed: ${body.code} ${body.msg}`);
    return body.data;
  }

  /** GET one of the app's calls (the path as endpoints.json writes it, under ./api/). */
  async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    return this.unwrap<T>(await this.request.get(`/api${path}`, { headers: this.headers(), params }), path);
  }

  /** POST one of the app's calls as the driver (a step a journey takes by the API, not the one it checks). */
  async post<T>(path: string, body: object): Promise<T> {
    return this.unwrap<T>(await this.request.post(`/api${path}`, { headers: this.headers(), data: body }), path);
  }

  /** The booking service (under ./booking/) answers POSTs, reads included. */
  async booking<T>(path: string, body: object): Promise<T> {
    return this.unwrap<T>(await this.request.post(`/booking${path}`, { headers: this.headers(), data: body }), path);
  }

  /** The balance every screen shows (balanceInfo.availableBalance: /mine, the pay pages, the charging start). */
  async balance(): Promise<number> {
    return (await this.get<BalanceInfo>('/driver/v2/api/balanceInfo')).availableBalance;
  }

  async wallet(walletId: string): Promise<Wallet> {
    const { results } = await this.get<{ results: Wallet[] }>('/driver/v2/api/wallets');
    const w = results.find((x) => x.walletId === walletId);
    if (!w) throw new Error(`no wallet ${walletId}`);
    return w;
  }

  withdrawal(withdrawNo: string): Promise<Withdrawal> {
    return this.get<Withdrawal>(`/driver/v2/api/wallet/withdrawals/${encodeURIComponent(withdrawNo)}`);
  }

  chargingSession(orderNo: string): Promise<ChargingSession> {
    return this.get<ChargingSession>(`/cps/v2/api/chargingOrders/${encodeURIComponent(orderNo)}`);
  }

  /** The driver's charging orders: 1 in progress, 3 ended (the start page's notices read these). */
  async chargingOrders(requestType: 1 | 3): Promise<{ orderNo: string; orderState: number }[]> {
    return (await this.get<{ results: { orderNo: string; orderState: number }[] }>('/cps/v2/api/chargingOrders/msp', { requestType, pageNo: 1, pageSize: 20 })).results;
  }

  chargingBill(orderNo: string): Promise<ChargingBill> {
    return this.get<ChargingBill>(`/cps/v2/api/chargingBills/${encodeURIComponent(orderNo)}`);
  }

  async idleFees(): Promise<OccupyBill[]> {
    return (await this.get<{ results: OccupyBill[] }>('/cps/v2/api/occupyBills', { pageNo: 1, pageSize: 50 })).results;
  }

  /** The idle fee of a charging order (its occupyBill), or undefined while there is none. */
  async idleFeeOf(orderNo: string): Promise<OccupyBill | undefined> {
    return (await this.idleFees()).find((f) => f.orderNo === orderNo);
  }

  lock(lockId: string): Promise<LockState> {
    return this.booking<LockState>('/api/v1/getZigbeeLockState', { lockId });
  }

  bookOrder(bookOrderId: string): Promise<BookOrder> {
    return this.booking<BookOrder>('/api/v1/getBookOrderDetailInfo', { bookOrderId });
  }

  cancelPreview(bookOrderId: string): Promise<CancelPreview> {
    return this.booking<CancelPreview>('/api/v1/previewBookOrderCancelResult', { bookOrderId });
  }

  async invoices(): Promise<Invoice[]> {
    return (await this.get<{ results: Invoice[] }>('/invoice/v2/api/invoices', { pageNo: 1, pageSize: 50 })).results;
  }

  async invoice(invoiceNo: string): Promise<Invoice> {
    const found = (await this.invoices()).find((i) => i.invoiceNo === invoiceNo);
    if (!found) throw new Error(`the server has no invoice ${invoiceNo}`);
    return found;
  }

  invoiceable(): Promise<InvoiceableOrders> {
    return this.get<InvoiceableOrders>('/invoice/v2/api/invoiceableOrders');
  }

  merchantHome(merchantId: string): Promise<MerchantHome> {
    return this.get<MerchantHome>('/coupon/v2/api/merchants/home', { merchantId });
  }

  async merchantStock(merchantId: string, typeId: string): Promise<number> {
    const home = await this.merchantHome(merchantId);
    return home.stock.find((s) => s.type.typeId === typeId)?.count ?? 0;
  }

  /** Every kind of coupon (parking and charging), as /mine and /discount count them. */
  couponsCount(): Promise<CouponsCount> {
    return this.get<CouponsCount>('/coupon/v2/api/couponsCount', { scope: 'all' });
  }

  async parkingBill(uniqueId: string, parkId: string): Promise<ParkingBill> {
    const res = await this.request.post('/api/charge/v2/api/parkOrders/msp/detail', { headers: this.headers(), data: { uniqueId, parkId } });
    return this.unwrap<ParkingBill>(res, 'parkOrders/msp/detail');
  }

  usableCoupons(uniqueId: string, parkId: string): Promise<UsableCoupons> {
    return this.get<UsableCoupons>('/charge/v2/api/parkOrders/msp/usableCoupons', { uniqueId, parkId });
  }

  payOrder(payOrderId: string): Promise<PayOrderView> {
    return this.get<PayOrderView>(`/charge/v2/api/payCharges/sync/${encodeURIComponent(payOrderId)}`);
  }

  async payRecord(payOrderId: string): Promise<PayRecord> {
    const { results } = await this.get<{ results: PayRecord[] }>('/charge/v2/api/parkOrders/msp/payRecords', { pageNo: 1, pageSize: 20 });
    const r = results.find((x) => x.payOrderId === payOrderId);
    if (!r) throw new Error(`no pay record ${payOrderId}`);
    return r;
  }

  bagApplication(applicationId: string): Promise<BagApplication> {
    return this.get<BagApplication>(`/special/v2/api/bagApplications/${encodeURIComponent(applicationId)}`);
  }

  bagPass(bagId: string): Promise<BagPass> {
    return this.get<BagPass>(`/special/v2/api/bagPasses/${encodeURIComponent(bagId)}`);
  }

  async bagPasses(): Promise<BagPass[]> {
    return (await this.get<{ results: BagPass[] }>('/special/v2/api/bagPasses', { pageNo: 1, pageSize: 50 })).results;
  }
}

// ---- the mock's control API ---------------------------------------------------------------------------------

async function ok(res: APIResponse, what: string) {
  const body = (await res.json()) as Envelope<unknown>;
  if (String(body.code) !== '200') throw new Error(`${what} failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** The operator, the devices and the clock: what moves on the server without the app (mock-contract.md). */
export const mock = {
  reset: async (request: APIRequestContext) => ok(await request.post('/__mock/reset'), 'reset'),
  /** The mock's one clock, epoch milliseconds. */
  now: async (request: APIRequestContext) => ((await ok(await request.get('/__mock/clock'), 'clock')) as { now: number }).now,
  advance: async (request: APIRequestContext, advanceMs: number) => ok(await request.post('/__mock/clock', { data: { advanceMs } }), 'clock'),
  settlePayment: async (request: APIRequestContext, payOrderId: string, state: 'paid' | 'failed' = 'paid') =>
    ok(await request.post(`/__mock/payments/${payOrderId}`, { data: { state } }), 'payment'),
  review: async (request: APIRequestContext, id: string, decision: 'approve' | 'reject' = 'approve') =>
    ok(await request.post(`/__mock/reviews/${id}`, { data: { decision } }), 'review'),
  lockSensor: async (request: APIRequestContext, lockId: string, patch: { carPresent?: boolean; online?: boolean; batteryPct?: number }) =>
    ok(await request.post(`/__mock/locks/${lockId}`, { data: patch }), 'lock'),
};
