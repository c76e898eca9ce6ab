import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createEventTable, domainEvent, MONEY, type Transition } from '@/api/events';
import { setupStore } from '@/app/store';
import { chargingFeature } from '@/features/charging/feature';
import { appealSettled, idleFeeChanged, SESSION_BILLED, sessionBilled } from '@/features/charging/events';
import { withdrawalReturned } from '@/features/wallet/events';
import type { Withdrawal } from '@/api/driver/wallet.types';
import type { ChargingSession } from '@/api/cps/session.types';

const act = (type: string): UnknownAction => ({ type });

/** A store with only the table's middleware, recording what reaches the reducer. */
function tableStore() {
  const table = createEventTable();
  const seen: string[] = [];
  const log = (state = 0, a: UnknownAction) => {
    seen.push(a.type);
    return state;
  };
  const store = configureStore({ reducer: { log }, middleware: (d) => d().concat(table.middleware) });
  return { table, store, seen };
}

test('an event makes stale what its rows say, before the event itself reaches the reducers', () => {
  const { table, store, seen } = tableStore();
  table.register({ rows: [{ event: 'couponClaimed', stale: () => act('coupons/stale') }, { event: 'plateChanged', stale: () => act('plates/stale') }] });
  seen.length = 0;
  store.dispatch(domainEvent('couponClaimed'));
  expect(seen).toEqual(['coupons/stale', domainEvent.type]);
});

test('the balance rows follow every event that moves money: payments, core ones and those a feature declares', () => {
  const { table } = tableStore();
  table.register({ rows: [{ event: MONEY, stale: () => act('balance/stale') }] });
  const types = (e: Parameters<typeof table.staleActions>[0]) => table.staleActions(e).map((a) => a.type);
  expect(types('paid')).toEqual(['balance/stale']);
  expect(types('balanceChanged')).toEqual(['balance/stale']);
  expect(types('charging:sessionBilled')).toEqual([]);
  table.register({ moneyEvents: ['charging:sessionBilled'] });
  expect(types('charging:sessionBilled')).toEqual(['balance/stale']);
  expect(types('couponClaimed')).toEqual([]);
});

test('a transition seen in an answer raises its event once, with what was cached before the answer', () => {
  const { table, store, seen } = tableStore();
  const calls: unknown[] = [];
  const t: Transition = {
    matches: (a) => (a as UnknownAction).type === 'answer',
    raise: (before, a) => {
      calls.push([before, (a as UnknownAction & { payload: number }).payload]);
      return 'x:happened';
    },
  };
  table.register({ transitions: [t, t] });
  seen.length = 0;
  store.dispatch({ type: 'answer', payload: 3 });
  expect(seen).toEqual(['answer', domainEvent.type]);
  expect(calls).toHaveLength(2);
});

test('rows are per store: a feature registers its own when it starts, and a second store starts from the entry rows alone', () => {
  const a = setupStore();
  const before = a.events.staleActions('charging:sessionBilled').length;
  a.startFeature(chargingFeature);
  expect(a.events.movesMoney(SESSION_BILLED)).toBe(true);
  expect(a.events.staleActions(SESSION_BILLED).length).toBeGreaterThan(before);
  const b = setupStore();
  expect(b.events.movesMoney(SESSION_BILLED)).toBe(false);
});

test('a session is billed when the server settles it or refunds its prepay, never on the first look', () => {
  const s = (o: Partial<ChargingSession>) => ({ orderState: 1, prepay: null, ...o }) as ChargingSession;
  expect(sessionBilled(undefined, s({ orderState: 3 }))).toBe(false);
  expect(sessionBilled(s({ orderState: 1 }), s({ orderState: 3 }))).toBe(true);
  expect(sessionBilled(s({ orderState: 2 }), s({ orderState: 3 }))).toBe(true);
  expect(sessionBilled(s({ orderState: 3 }), s({ orderState: 3 }))).toBe(false);
  expect(sessionBilled(s({ orderState: 1 }), s({ orderState: 2 }))).toBe(false);
  const prepaid = (refundCents: number | null) => s({ orderState: 3, prepay: { amountCents: 5000, refundCents } });
  expect(sessionBilled(prepaid(null), prepaid(1200))).toBe(true);
});

test('an appeal upheld with money back, and a withdrawal sent back, move money; their first look and a rejection do not', () => {
  expect(appealSettled(undefined, { state: 3 }, 500)).toBe(false);
  expect(appealSettled({ state: 2 }, { state: 3 }, 500)).toBe(true);
  expect(appealSettled({ state: 2 }, { state: 3 }, 0)).toBe(false);
  expect(appealSettled({ state: 3 }, { state: 3 }, 500)).toBe(false);
  const w = (state: 1 | 2 | 3) => ({ state }) as Withdrawal;
  expect(withdrawalReturned(w(1), w(3))).toBe(true);
  expect(withdrawalReturned(w(1), w(2))).toBe(false);
  expect(withdrawalReturned(undefined, w(3))).toBe(false);
});

test('an idle fee that started, rose or stopped as the car left makes the idle-fee lists stale; an answer that changed nothing does not', () => {
  const fee = (accruedCents: number, carLeft = false) => ({ orderState: 3, prepay: null, idleFee: { accruedCents, carLeft } }) as unknown as ChargingSession;
  const none = { orderState: 3, prepay: null, idleFee: null } as unknown as ChargingSession;
  expect(idleFeeChanged(fee(50), fee(100))).toBe(true);
  expect(idleFeeChanged(fee(100), fee(100, true))).toBe(true);
  expect(idleFeeChanged(none, fee(0))).toBe(true);
  expect(idleFeeChanged(fee(100), fee(100))).toBe(false);
  expect(idleFeeChanged(undefined, fee(100))).toBe(false);
});
