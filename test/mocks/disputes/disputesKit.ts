import type { Dispute } from '@/api/driver/disputes.types';
import { backend } from '../../support/mockServer';
import { issueTokenPair } from '@mocks/db/tokens';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';

export const MIN = 60_000;
export const HOUR = 60 * MIN;

export interface Answer<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

/** A call the way the app makes it (signed in as a demo driver), or a control call when who is null. */
export async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: object, who: 'A' | 'B' | null = 'A'): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ClientType: '2' };
  if (who) headers.Authorization = issueTokenPair(backend.db, who === 'A' ? DRIVER_A : DRIVER_B, backend.clock.now()).token;
  const res = await fetch(`http://localhost${path.startsWith('/__mock') ? '' : '/api'}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()) as Answer<T>;
}

export const disputes = async (who: 'A' | 'B' = 'A') => (await call<{ results: Dispute[] }>('GET', '/driver/v2/api/disputes', undefined, who)).data.results;
export const dispute = async (id: string) => (await call<Dispute>('GET', `/driver/v2/api/disputes/${id}`)).data;
export const addEvidence = (id: string, body: object) => call<Dispute>('POST', `/driver/v2/api/disputes/${id}/evidence`, body);
export const decide = (id: string, decision: 'approve' | 'reject', reason?: string) => call('POST', `/__mock/reviews/${id}`, { decision, reason }, null);

/** A's session in progress (C30001) ends, so only bills stand between A and a new start. */
export function endSeedSession() {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001');
  if (!seed) throw new Error('seed session C30001 missing');
  const at = backend.clock.now() - 10 * MIN;
  Object.assign(seed, { stopRequestedAt: at, stopConfirmedAt: at, leftAt: at });
}

/** A free fast gun at 王府井. */
export const START = { pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } };
export const start = () => call<{ orderNo: string }>('POST', '/cps/v2/api/chargingOrders', START);
