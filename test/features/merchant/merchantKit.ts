import { DRIVER_A, DRIVER_MERCHANT_CLERK, DRIVER_MERCHANT_OWNER } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { saveTokens } from '@/session/tokens';
import { backend } from '../../support/mockServer';

export const M = 'M7001';
export type Who = 'owner' | 'clerk' | 'A';
const IDS: Record<Who, string> = { owner: DRIVER_MERCHANT_OWNER, clerk: DRIVER_MERCHANT_CLERK, A: DRIVER_A };

/** Signs one of the merchant demo accounts (or driver A) in, as the app does: a real token pair saved as cookies. */
export function signInMerchant(who: Who) {
  const pair = issueTokenPair(backend.db, IDS[who]);
  saveTokens(pair);
  return pair;
}

/** The mock's stock of a type at the demo merchant, counted on the server (never through the app). */
export function stockOf(typeId: string): number {
  const now = backend.clock.now();
  return backend.db.merchantCoupons.filter((c) => c.merchantId === M && c.typeId === typeId && c.state === 'stock' && c.stockUntil > now).length;
}

/** Leaves exactly `n` units of a type in stock (the rest end in stock), to race for the last ones. */
export function leaveInStock(typeId: string, n: number) {
  const now = backend.clock.now();
  const units = backend.db.merchantCoupons.filter((c) => c.merchantId === M && c.typeId === typeId && c.state === 'stock' && c.stockUntil > now);
  units.slice(n).forEach((u) => {
    u.stockUntil = now - 1;
  });
}

/** One call as one person, straight to the mock (two phones at once need two tokens; the app's cookies hold one). */
export async function callAs(who: Who, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = issueTokenPair(backend.db, IDS[who], backend.clock.now()).token;
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { ClientType: '2', Authorization: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}
