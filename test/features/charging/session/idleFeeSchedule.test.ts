import fc from 'fast-check';
import { idleFeeReading, nextIdleFeeAskIn, type IdleFeeReading } from '@/features/charging/components/session/idleFeeSchedule';

const S = 1000;
const MIN = 60 * S;
const G = Date.UTC(2026, 10, 22, 2, 0, 0);
const rule = { perMinuteCents: 50, capCents: 3000, carLeft: false };
const at = (serverNow: number, accruedCents: number, more: Partial<IdleFeeReading> = {}): IdleFeeReading => ({ ...rule, graceEndsAt: G, serverNow, accruedCents, ...more });

test.each([
  { case: 'ten minutes before the countdown ends: just after it does', reading: at(G - 10 * MIN, 0), askIn: 10 * MIN + 2 * S },
  { case: 'the moment it ends, nothing counted yet', reading: at(G, 0), askIn: 2 * S },
  { case: 'half a minute into the first minute', reading: at(G + 30 * S, 50), askIn: 32 * S },
  { case: 'a whole minute in: the second starts right after', reading: at(G + MIN, 50), askIn: 2 * S },
  { case: 'an amount that lags the clock: the next step by the clock', reading: at(G + 5 * MIN + 30 * S, 0), askIn: 32 * S },
  { case: 'at the cap', reading: at(G + 70 * MIN, 3000), askIn: null },
  { case: 'the car left', reading: at(G + 3 * MIN, 150, { carLeft: true }), askIn: null },
  { case: 'a rule that charges nothing', reading: at(G + 3 * MIN, 0, { perMinuteCents: 0 }), askIn: null },
])('$case', ({ reading, askIn }) => {
  expect(nextIdleFeeAskIn(reading)).toBe(askIn);
});

test('read from the answer: the times as the server writes them (Beijing time), none without an idle fee', () => {
  const idleFee = { graceMinutes: 15, perMinuteCents: 50, capCents: 3000, graceEndsAt: '2026-11-22 10:15:00', accruedCents: 0, carLeft: false };
  expect(idleFeeReading({ idleFee, serverTime: '2026-11-22 10:05:00' })).toEqual({
    graceEndsAt: Date.UTC(2026, 10, 22, 2, 15), serverNow: Date.UTC(2026, 10, 22, 2, 5), accruedCents: 0, perMinuteCents: 50, capCents: 3000, carLeft: false,
  });
  expect(idleFeeReading({ idleFee: null, serverTime: '2026-11-22 10:05:00' })).toBeNull();
});

/** The server's rule (mocks/services/cps/session.ts): 0 until the grace ends, then the rate per started minute, capped. */
const feeAt = (graceEnd: number, t: number, rate: number, cap: number) => (t <= graceEnd ? 0 : Math.min(cap, Math.ceil((t - graceEnd) / MIN) * rate));
const wire = (ms: number) => Math.floor(ms / S) * S;

test('whatever the moment of the answer: the next ask sees the fee one step up, never the same and never two steps on', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10 ** 12 }),
      fc.integer({ min: -20 * MIN, max: 90 * MIN }),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 10_000 }),
      (graceEnd, sinceGrace, rate, cap) => {
        const now = graceEnd + sinceGrace;
        const fee = feeAt(graceEnd, now, rate, cap);
        // The answer's times come to the second, as on the wire.
        const askIn = nextIdleFeeAskIn({ graceEndsAt: wire(graceEnd), serverNow: wire(now), accruedCents: fee, perMinuteCents: rate, capCents: cap, carLeft: false });
        if (fee >= cap) {
          expect(askIn).toBeNull();
          return;
        }
        expect(askIn).toBeGreaterThan(0);
        // The timer runs from the answer's arrival, no earlier than the server wrote it.
        expect(feeAt(graceEnd, now + askIn!, rate, cap)).toBe(Math.min(cap, fee + rate));
      },
    ),
    { numRuns: 1000 },
  );
});
