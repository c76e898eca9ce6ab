/**
 * The server's side of each check: the mock's control API (/__mock/…, the contract in docs/mock-backend.md)
 * and the app's own API read with a driver's token, from node, on the preview's origin.
 */

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

export interface Tokens {
  token: string;
  refreshToken: string;
  driverId: string;
}

export class Server {
  constructor(readonly baseUrl: string) {}

  private async json<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
    const res = await fetch(new URL(path, this.baseUrl), init);
    const text = await res.text();
    try {
      return JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 200)}`);
    }
  }

  private async ok<T>(path: string, init: RequestInit = {}): Promise<T> {
    const body = await this.json<T>(path, init);
    if (body.code !== '200') throw new Error(`${init.method ?? 'GET'} ${path}: ${body.code} ${body.msg}`);
    return body.data;
  }

  private post<T>(path: string, data: unknown = {}, token?: string) {
    return this.ok<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(data),
    });
  }

  /** Back to the seed (POST /__mock/reset). */
  reset() {
    return this.post<null>('/__mock/reset');
  }

  /** The mock's one clock moves on (sessions, idle fees, locks, bookings all read it). */
  advance(ms: number) {
    return this.post<unknown>('/__mock/clock', { advanceMs: ms });
  }

  /** Settles a third-party payment as its provider would. */
  settlePayment(payOrderId: string, state: 'paid' | 'failed' = 'paid') {
    return this.post<unknown>(`/__mock/payments/${encodeURIComponent(payOrderId)}`, { state });
  }

  /** Arms a failure: the next `times` calls to `path` (the API's path, no /api) fail so (POST /__mock/faults). */
  fault(f: { path: string; method?: string; networkError?: boolean; code?: string; msg?: string; times?: number }) {
    return this.post<null>('/__mock/faults', f);
  }

  /** Every armed failure gone (DELETE /__mock/faults). */
  clearFaults() {
    return this.ok<null>('/__mock/faults', { method: 'DELETE' });
  }

  /** The calls the mock received on `path` since the last reset. */
  async calls(path: string) {
    return this.ok<{ method: string; path: string; body: unknown; query: Record<string, string> }[]>(`/__mock/calls?path=${encodeURIComponent(path)}`);
  }

  /**
   * The security policy's violations the browsers reported (report-uri, to the contract's call) after `mark`, a
   * `lastSeq` read before (GET /__mock/securityReports; the mock keeps them across its reset).
   */
  policyViolations(mark = 0) {
    return this.ok<{ total: number; lastSeq: number; violations: { directive: string; blocked: string; route: string; count: number }[] }>(`/__mock/securityReports?after=${mark}`);
  }

  /** The login API, as test/e2e/support.ts uses it. */
  login(phone = '13800138000', password = 'Driver@2026') {
    return this.post<Tokens>('/api/auth/v2/api/driver/login', { phone, password });
  }

  /** A GET of the app's API as the driver (path under the origin, e.g. /api/driver/v2/api/balanceInfo); '' as a visitor. */
  get<T>(token: string, path: string) {
    return this.ok<T>(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  }

  /** A POST of the app's API as the driver; '' as a visitor. */
  call<T>(token: string, path: string, body: unknown = {}) {
    return this.post<T>(path, body, token);
  }

  /** The driver's balance in cents, as /mine asks for it. */
  async balanceCents(token: string) {
    return (await this.get<{ balance: number }>(token, '/api/driver/v2/api/balanceInfo')).balance;
  }
}

/** Cents as the app writes money: 8000 → '80.00元'. */
export const yuan = (cents: number) => `${(cents / 100).toFixed(2)}元`;
