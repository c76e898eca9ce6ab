import type { Statement, StatementParams } from '@/api/driver/statement.types';
import type { WalletMovement } from '@/api/driver/wallet.types';
import { backend } from '../../support/mockServer';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';

/** Calls of the mock as the app makes them (through msw), for the statement's tests. */

export interface Envelope<T> {
  code: string;
  msg: string;
  data: T | null;
}

export async function call<T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}, who: 'A' | 'B' = 'A'): Promise<Envelope<T>> {
  // A token of the mock's clock: tests move the clock on by hours.
  const token = issueTokenPair(backend.db, who === 'A' ? DRIVER_A : DRIVER_B, backend.clock.now()).token;
  const headers: Record<string, string> = { ClientType: '2', Authorization: token };
  const control = path.startsWith('/__mock/');
  const url = new URL(`http://localhost${control ? '' : '/api'}${path}`);
  if (method === 'GET') for (const [k, v] of Object.entries(input)) if (v !== undefined) url.searchParams.set(k, String(v));
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const res = await fetch(url.href, { method, headers, body: method === 'POST' ? JSON.stringify(input) : undefined });
  return (await res.json()) as Envelope<T>;
}

export async function ok<T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}, who: 'A' | 'B' = 'A'): Promise<T> {
  const res = await call<T>(method, path, input, who);
  if (res.code !== '200' || res.data === null) throw new Error(`${method} ${path} ${JSON.stringify(input)} → ${res.code} ${res.msg}`);
  return res.data;
}

export function statement(params: StatementParams, who: 'A' | 'B' = 'A'): Promise<Statement> {
  return ok<Statement>('GET', '/driver/v2/api/statement', { ...params }, who);
}

/** Every movement of A's general wallet (one big page). */
export async function movements(month?: string): Promise<WalletMovement[]> {
  const page = await ok<{ results: WalletMovement[] }>('GET', '/driver/v2/api/wallet/movements', { pageNo: 1, pageSize: 1000, month });
  return page.results;
}

const DAY = 86_400_000;
const BEIJING_MS = 8 * 3600_000;

/** The Beijing date of a moment, days after now on the mock's clock. */
export function beijingDay(daysFromNow = 0, now = backend.clock.now()): string {
  return new Date(now + daysFromNow * DAY + BEIJING_MS).toISOString().slice(0, 10);
}
