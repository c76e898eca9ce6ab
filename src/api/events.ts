import { createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';
import { madeServiceApi } from './serviceApis';

/**
 * Things that happened on the server, and what each makes stale, as one table whose rows the layers that own the
 * data register. The API layer knows no feature: the services mark the events their own calls cause, the entry
 * registers the rows of the data every screen may show (bills, balance, coupons), and each feature registers, when
 * its routes start, the rows of its own data, the events it raises and the server transitions it observes.
 */
export type CoreEvent =
  /** An order was paid (balance at once, or a provider's payment confirmed by the server). */
  | 'paid'
  /** A pay order was created but not paid yet: the coupon it holds is reserved. */
  | 'payOrderCreated'
  /** A plate was looked up by a signed-in driver: the lookup history grew. */
  | 'plateLookedUp'
  /** A plate was bound, unbound, set default, or its withholding changed. */
  | 'plateChanged'
  /** The driver's name, nickname, phone or password changed. */
  | 'profileSaved'
  /** Money left the wallet or came back without a payment (a withdrawal, a refund). */
  | 'balanceChanged'
  /** A coupon was claimed or given: new in the wallet and in the pay page's choice. */
  | 'couponClaimed';

/** A feature's own events are named `domain:what` (charging:sessionBilled). */
export type DomainEvent = CoreEvent | `${string}:${string}`;

/** Rows registered for this pseudo-event follow every event that moves money (the balance, the pay model). */
export const MONEY = '*money' as const;

/** Events that move money whoever raises them; a feature adds its own when it registers them. */
const CORE_MONEY: readonly DomainEvent[] = ['paid', 'balanceChanged'];

/** That an event happened (in DevTools, and for sagas that keep something of their own up to date). */
export const domainEvent = createAction<DomainEvent>('api/domainEvent');

/** One row: when `event` happens, this action makes some of one service's data stale. */
export interface StaleRow {
  event: DomainEvent | typeof MONEY;
  /** The invalidation, or null when the service's API is not made yet (nothing of it can be cached). */
  stale: () => UnknownAction | null;
}

/** The part of an RTK Query API a row needs: its tag invalidation, typed by its own tag types. */
interface Tagged {
  util: { invalidateTags: (tags: never[]) => UnknownAction };
}
type Tags<A extends Tagged> = Parameters<A['util']['invalidateTags']>[0];

/** A row for `api`'s tags, type-checked against that service's tag types. */
export function staleRow<A extends Tagged>(event: DomainEvent | typeof MONEY, api: A, tags: Tags<A>): StaleRow {
  return { event, stale: () => api.util.invalidateTags(tags) };
}

/**
 * A row for the tags of a service named by its API's reducer path, typed by the API (`staleRowOf<typeof couponApi>`,
 * a type import): the entry's table names every service without making their APIs at start (./serviceApis.ts).
 */
export function staleRowOf<A extends Tagged & { reducerPath: string }>(event: DomainEvent | typeof MONEY, reducerPath: A['reducerPath'], tags: Tags<A>): StaleRow {
  return { event, stale: () => madeServiceApi(reducerPath)?.util.invalidateTags(tags) ?? null };
}

/**
 * A server transition seen in an answer: an endpoint's data changed from `prev` to `next` in a way that means
 * something happened the client did not do (a session billed at its end, a refund that arrived). Whichever page
 * or saga asked, the event is raised, so nothing depends on the one screen that happened to be open.
 */
export interface Transition {
  /** Matches the endpoint's fulfilled action. */
  matches: (action: unknown) => boolean;
  /** The event, if any, given the state before the answer reached the reducers and the answer itself. */
  raise: (stateBefore: unknown, action: UnknownAction) => DomainEvent | null;
}

/** The part of an RTK Query query endpoint a transition needs. */
interface Observable<Arg, Data> {
  matchFulfilled: (action: unknown) => boolean;
  select: (arg: Arg) => (state: never) => { data?: Data };
}

/** A transition on one query endpoint, typed by its argument and data. */
export function observe<Arg, Data>(endpoint: Observable<Arg, Data>, raise: (prev: Data | undefined, next: Data) => DomainEvent | null): Transition {
  return {
    matches: endpoint.matchFulfilled,
    raise: (stateBefore, action) => {
      const { payload, meta } = action as unknown as { payload: Data; meta: { arg: { originalArgs: Arg } } };
      // What the screen showed until this answer (undefined when nothing was cached).
      const prev = endpoint.select(meta.arg.originalArgs)(stateBefore as never).data;
      return raise(prev, payload);
    },
  };
}

/** What a layer registers. */
export interface EventRegistration {
  rows?: StaleRow[];
  /** Its own events that move money: the balance follows them as it follows a payment. */
  moneyEvents?: DomainEvent[];
  transitions?: Transition[];
}

/** The store's one table (setupStore makes it; features reach it through saga context). */
export interface EventTable {
  register(registration: EventRegistration): void;
  /** The invalidation actions of one event, money rows included where it moves money. */
  staleActions(event: DomainEvent): UnknownAction[];
  movesMoney(event: DomainEvent): boolean;
  middleware: Middleware;
}

export function createEventTable(): EventTable {
  const rows: StaleRow[] = [];
  const money = new Set<DomainEvent>(CORE_MONEY);
  const transitions: Transition[] = [];
  const table: EventTable = {
    register(r) {
      rows.push(...(r.rows ?? []));
      for (const e of r.moneyEvents ?? []) money.add(e);
      transitions.push(...(r.transitions ?? []));
    },
    movesMoney: (event) => money.has(event),
    staleActions(event) {
      const own = rows.filter((r) => r.event === event);
      const moneyRows = money.has(event) ? rows.filter((r) => r.event === MONEY) : [];
      return [...own, ...moneyRows].map((r) => r.stale()).filter((a): a is UnknownAction => a !== null);
    },
    // Time travel replays reducers only, so none of this runs again when DevTools jumps: what it dispatched is
    // in the log as actions of their own.
    middleware: (api) => (next) => (action) => {
      if (domainEvent.match(action)) {
        // Stale first, then the event: a saga that reacts to it asks for data already marked stale.
        for (const a of table.staleActions(action.payload)) api.dispatch(a);
        return next(action);
      }
      if (transitions.length === 0) return next(action);
      const seen = transitions.filter((t) => t.matches(action));
      if (seen.length === 0) return next(action);
      const before = api.getState();
      const result = next(action);
      const raised = new Set<DomainEvent>();
      for (const t of seen) {
        const e = t.raise(before, action as UnknownAction);
        if (e) raised.add(e);
      }
      for (const e of raised) api.dispatch(domainEvent(e));
      return result;
    },
  };
  return table;
}

/** Marks an event's data stale (from an endpoint's onQueryStarted, a hook or a test): the store's table acts on it. */
export function markStale(dispatch: (a: UnknownAction) => unknown, event: DomainEvent) {
  dispatch(domainEvent(event));
}

/**
 * An endpoint's onQueryStarted for a read of a payment order's state (a driver's, a partner's, a visitor's): a 'paid'
 * answer refreshes what the payment changed, whoever paid. A failed read settles nothing: its caller decides.
 */
export async function markPaid(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (a: UnknownAction) => unknown; queryFulfilled: Promise<{ data: { state: string } }> },
) {
  try {
    const { data } = await queryFulfilled;
    if (data.state === 'paid') markStale(dispatch, 'paid');
  } catch {
    // not read: the poll or the page shows its own state
  }
}

/**
 * An endpoint's onQueryStarted for a cancellation whose answer says where its refund went: money back in the
 * balance is a money event, whichever screen cancelled.
 */
export async function markRefundToBalance(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (a: UnknownAction) => unknown; queryFulfilled: Promise<{ data: { refundCents?: number; refundTo: string | null } }> },
) {
  try {
    const { data } = await queryFulfilled;
    if (data.refundTo === 'balance' && (data.refundCents ?? 0) > 0) markStale(dispatch, 'balanceChanged');
  } catch {
    // refused: nothing moved
  }
}

/** Saga context key of the store's table. */
export const EVENT_TABLE = 'eventTable';

/** A feature's saga registers what it owns when its routes start. */
export function* registerEvents(registration: EventRegistration) {
  const table = (yield getContext(EVENT_TABLE)) as EventTable;
  table.register(registration);
}
