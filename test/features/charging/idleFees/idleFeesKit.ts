import type { OccupyOrderRecord } from '@mocks/db/charging';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { sessionAt } from '@mocks/services/cps/sessionModel';
import { backend } from '../../../support/mockServer';
import { issueTokenPair } from '@mocks/db/tokens';

export const MIN = 60_000;
/** The grace period of every station that charges idle fees (mocks/services/cps/piles.ts). */
export const GRACE_MS = 15 * MIN;

export const feeInDb = (occupyOrderNo: string) => backend.db.occupyOrders.find((o) => o.occupyOrderNo === occupyOrderNo);
export const balanceOf = (driverId: string) => backend.db.drivers.find((d) => d.driverId === driverId)?.balanceCents;
export const payCalls = (occupyOrderNo: string) => backend.calls.list(`/cps/v2/api/occupyBills/${occupyOrderNo}/pay`, 'POST');

export function setBalance(who: 'A' | 'B', cents: number) {
  const d = backend.db.drivers.find((x) => x.driverId === (who === 'A' ? DRIVER_A : DRIVER_B));
  if (d) d.balanceCents = cents;
}

/** A fee that stopped growing, of A unless said (0.50元 a minute at 东方广场, S2002); `ago` is when it began. */
export function idleFee(occupyOrderNo: string, p: { minutes?: number; ago?: number; paid?: boolean; driverId?: string; orderNo?: string } = {}): OccupyOrderRecord {
  const minutes = p.minutes ?? 10;
  const start = backend.clock.now() - (p.ago ?? 86_400_000);
  return {
    occupyOrderNo, driverId: p.driverId ?? DRIVER_A, stationId: 'S2002', orderNo: p.orderNo ?? 'C30002', feeCents: Math.min(3000, minutes * 50),
    state: p.paid ? 2 : 1, createdAt: start, endedAt: start + minutes * MIN, paidAt: p.paid ? start + (minutes + 5) * MIN : null,
  };
}

export function addFees(...fees: OccupyOrderRecord[]) {
  backend.db.occupyOrders.push(...fees);
}

/**
 * Calls the API as a driver would, outside any page (what another device or an earlier visit did); the browser's
 * own sign-in (signInAs) is left alone.
 */
export async function api<T>(who: 'A' | 'B', method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: string; msg: string; data: T }> {
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { ClientType: '2', Authorization: issueTokenPair(backend.db, who === 'A' ? DRIVER_A : DRIVER_B, backend.clock.now()).token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: T };
}

/** The car leaves the space, as POST /__mock/charging/{orderNo}/leave says. */
export async function leave(orderNo: string) {
  await fetch(`http://localhost/__mock/charging/${orderNo}/leave`, { method: 'POST' });
}

/**
 * A charges 10 minutes at 王府井 (S2001, pile 200101) from the balance and leaves the car on the space; the clock
 * then moves past the charge's end and the 15-minute grace period by `idleMs` and half a minute, so its idle fee is
 * growing. A's seed session and unpaid bill would refuse the start: they are ended and paid first, the car long gone.
 */
export async function accruingFeeOfA(idleMs = 5 * MIN): Promise<{ orderNo: string; occupyOrderNo: string }> {
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001');
  const now = backend.clock.now();
  if (seed) Object.assign(seed, { stopRequestedAt: now - 10 * MIN, stopConfirmedAt: now - 10 * MIN, leftAt: now - 10 * MIN });
  for (const o of backend.db.chargingOrders) if (o.driverId === DRIVER_A && o.orderState === 2) o.orderState = 3;
  const started = await api<{ orderNo: string }>('A', 'POST', '/cps/v2/api/chargingOrders', {
    pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'minutes', minutes: 10 },
  });
  const { orderNo } = started.data;
  const session = backend.db.chargingSessions.find((x) => x.orderNo === orderNo);
  backend.clock.advance(12 * MIN);
  const endedAt = session ? sessionAt(session, backend.clock.now()).endedAt : null;
  if (endedAt === null) throw new Error(`session ${orderNo} did not end`);
  // Half a minute past a whole one: the fee counts started minutes, and the real seconds a test takes must not
  // start another one between reading the fee and seeing it on screen.
  backend.clock.advance(endedAt + GRACE_MS + idleMs + 30_000 - backend.clock.now());
  // Any read brings the sessions up to the clock: the fee appears.
  await api('A', 'GET', '/cps/v2/api/occupyBills?pageNo=1&pageSize=10');
  const fee = backend.db.occupyOrders.find((o) => o.orderNo === orderNo);
  if (!fee) throw new Error(`no idle fee for ${orderNo}`);
  return { orderNo, occupyOrderNo: fee.occupyOrderNo };
}
