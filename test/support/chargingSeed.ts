import { sessionTiming } from '@/features/charging/session/sessionPolling';
import type { createMockBackend } from '@mocks/backend';
import { backend } from './mockServer';
import { signInAs } from './session';

type Backend = Pick<ReturnType<typeof createMockBackend>, 'db' | 'clock'>;

/**
 * A's seed session (C30001) ended and the car moved ten minutes ago, and the seed's unpaid bill was paid: nothing
 * stands in the way of a new start. The mock is the tests' shared one unless given another.
 */
export function endSeedSession(mock: Backend = backend) {
  const seed = mock.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  const past = mock.clock.now() - 10 * 60_000;
  Object.assign(seed, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  for (const o of mock.db.chargingOrders) if (o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
}

/** For a file's tests: the session screen's waits made short (and put back after), and driver A signed in. */
export function fastSessionsAsA() {
  const real = { ...sessionTiming };
  beforeEach(() => {
    Object.assign(sessionTiming, { busyMs: 40, chargingMs: 60, stopConfirmMs: 300 });
    signInAs('A');
  });
  afterEach(() => Object.assign(sessionTiming, real));
}
