import fc from 'fast-check';
import { cpsSessionApi } from '@/api/cps/session';
import { setupStore } from '@/app/store';
import type { ChargingSessionRecord } from '@mocks/db/charging';
import { DRIVER_A } from '@mocks/db/ids';
import { billFor, sessionAt } from '@mocks/services/cps/sessionModel';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

const HOUR = 3_600_000;
const BEIJING_MS = 8 * HOUR;
const DAY = 24 * HOUR;

/** A session that started at 0 and stops by the driver's amount, at the given prices (cents per kWh). */
function byAmount(p: { energy: number; service: number; amountCents: number; gunType?: 'fast' | 'slow' }): ChargingSessionRecord {
  const fast = (p.gunType ?? 'fast') === 'fast';
  return {
    orderNo: 'CP0001', pileCode: '200101', gunNo: 'A', gunType: fast ? 'fast' : 'slow', powerKw: fast ? 60 : 7, createdAt: 0, pluggedAt: 10_000,
    batteryKwh: 75, socStart: 30, energyCentsPerKwh: p.energy, serviceCentsPerKwh: p.service, stopCondition: { type: 'amount', amountCents: p.amountCents },
    payMode: 'balance', cardNo: null, stopRequestedAt: null, stopConfirmedAt: null, ignoredStops: 0, noEnergy: false, settled: false, leftAt: null,
  };
}

/** Long after any session of 75 kWh has ended, at 7 kW included. */
const LATER = 2 * DAY;
const billed = (s: ChargingSessionRecord) => {
  const at = sessionAt(s, LATER);
  return { ...at, feeCents: at.energyFeeCents + at.serviceFeeCents };
};

test.each([
  // The case: 王府井 at the peak price, 1.80 + 0.48 元/度; 10.00元 ÷ 2.28 = 4.386 度, rounded up to 4.39 度 billed 10.01元.
  { energy: 180, service: 48, amountCents: 1000 },
  { energy: 120, service: 48, amountCents: 2000 },
  { energy: 54, service: 48, amountCents: 3000 },
  { energy: 133, service: 57, amountCents: 999 },
])('a stop by $amountCents cents at $energy + $service cents/kWh bills at most the amount, as the metered kWh say', (row) => {
  const s = byAmount(row);
  const done = billed(s);
  expect(done).toMatchObject({ state: 'finished', stopReason: 'condition' });
  expect(done.feeCents).toBeLessThanOrEqual(row.amountCents);
  // The energy on the bill is what the fees were worked out from.
  expect(billFor(s, done.kwh)).toEqual({ kwh: done.kwh, energyFeeCents: done.energyFeeCents, serviceFeeCents: done.serviceFeeCents });
});

test('over every price and amount: the bill never passes the amount, and the pile stops at the last 0.01 kWh within it', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 400 }),
      fc.integer({ min: 0, max: 150 }),
      fc.integer({ min: 1, max: 100_000 }),
      fc.constantFrom<'fast' | 'slow'>('fast', 'slow'),
      (energy, service, amountCents, gunType) => {
        fc.pre(energy + service > 0);
        const s = byAmount({ energy, service, amountCents, gunType });
        const done = billed(s);
        expect(done.state).toBe('finished');
        expect(done.feeCents).toBeLessThanOrEqual(amountCents);
        if (done.stopReason === 'condition') {
          // Not stopped early either: one more 0.01 kWh would have passed the amount.
          const next = billFor(s, done.kwh + 0.01);
          expect(next.energyFeeCents + next.serviceFeeCents).toBeGreaterThan(amountCents);
        } else {
          expect(done.stopReason).toBe('full');
        }
      },
    ),
    { numRuns: 500 },
  );
});

test('through the API at the peak price: a 10.00元 session is billed and paid from the balance no more than 10.00元', async () => {
  signInAs('A');
  // A's seed session was stopped and the car moved before the clock moves on; yesterday's bill was paid.
  const now = backend.clock.now();
  const seed = backend.db.chargingSessions.find((x) => x.orderNo === 'C30001')!;
  Object.assign(seed, { stopRequestedAt: now - 60_000, stopConfirmedAt: now - 60_000, leftAt: now - 60_000 });
  for (const o of backend.db.chargingOrders) if (o.orderState === 2) o.orderState = 3;
  // To 11:00 Beijing time, in 王府井's peak band (10:00–15:00).
  const eleven = Math.floor((now + BEIJING_MS) / DAY) * DAY - BEIJING_MS + 11 * HOUR;
  backend.clock.advance((eleven > now ? eleven : eleven + DAY) - now);
  const s = setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
  const { orderNo } = await s
    .dispatch(cpsSessionApi.endpoints.startCharging.initiate({ pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'amount', amountCents: 1000 } }))
    .unwrap();
  // Taken after the start, which settled (billed) the seed session first.
  const balance = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
  expect(backend.db.chargingSessions.find((x) => x.orderNo === orderNo)).toMatchObject({ energyCentsPerKwh: 180, serviceCentsPerKwh: 48 });
  backend.clock.advance(HOUR);
  const done = await s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
  expect(done).toMatchObject({ state: 'finished', stopReason: 'condition', orderState: 3, kwh: 4.38, feeCents: 998 });
  expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents).toBe(balance - 998);
});
