import type { ServiceName } from '@config/api';
import { buildUrl, send, type ApiRequest, type SendResult } from '@/api/request';

/**
 * The answers of reads sent early (earlyReads): taken once, only by the very same call — service, method, address
 * with its parameters, body and token — and only for a short while: a page that comes later, or asks with other
 * arguments or for another driver, goes to the network as always.
 */
const KEEP_MS = 20_000;

interface Early {
  answer: Promise<SendResult>;
  sentAt: number;
}
const early = new Map<string, Early>();

/** A body's JSON with its keys in a fixed order (the page and the table may write them in different orders). */
function canonical(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value) ?? '';
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

function keyOf(service: ServiceName, req: ApiRequest, token: string | undefined): string {
  const url = new URL(buildUrl(service, req));
  url.searchParams.sort();
  return `${service} ${req.method ?? 'GET'} ${url.href} ${canonical(req.body)} ${token ?? ''}`;
}

/**
 * Sends `req` now; the first matching query within KEEP_MS gets its answer. Only for reads (some of the server's
 * reads are POSTs with a body): a mutation never takes an early answer (see api/baseQuery).
 */
export function sendEarly(service: ServiceName, req: ApiRequest, token: string | undefined): Promise<SendResult> {
  const key = keyOf(service, req, token);
  const sent = early.get(key);
  if (sent) return sent.answer;
  const answer = send(service, req, token);
  early.set(key, { answer, sentAt: Date.now() });
  // The app's code is another bundle: it finds the answers here (api/earlyAnswers); set once per batch of reads.
  window.__driverEarlyReads ??= { take: takeEarly };
  return answer;
}

/** The answer of an early read of this very call, taken (a second query asks the network), or null. */
export function takeEarly(service: ServiceName, req: ApiRequest, token: string | undefined): Promise<SendResult> | null {
  const key = keyOf(service, req, token);
  const found = early.get(key);
  if (!found) return null;
  early.delete(key);
  const now = Date.now();
  for (const [k, e] of early) if (now - e.sentAt > KEEP_MS) early.delete(k);
  // Once none is left, the base query stops looking here: later queries pay nothing for this.
  if (early.size === 0) delete window.__driverEarlyReads;
  return now - found.sentAt <= KEEP_MS ? found.answer : null;
}

/** Forgets every early read (a test's fresh start). */
export function forgetEarly(): void {
  early.clear();
  delete window.__driverEarlyReads;
}
