import { getContext } from 'redux-saga/effects';
import { isDefiniteRefusal } from '@/api/apiError';
import { callEndpoint, type Initiated } from '@/api/callEndpoint';
import { chargeApi } from '@/api/charge';
import type { DomainEvent } from '@/api/events';
import type { PayOrder, PayOrderSync } from '@/api/charge/types';
import type { PayChannel } from '@/lib/wire';
import type { PaymentOrder } from './types';

/** What the order-creating call is given beside the feature's own order. */
export interface OrderTerms {
  payChannel: PayChannel;
  /** Where the provider's cashier sends the driver back. */
  returnUrl: string;
  /** The amount on the pay button: the server charges that or refuses (absent where the driver typed the amount). */
  expectedCents?: number;
}

/**
 * A kind of payable thing, as the feature that owns it registers it: how its order is created, where its outcome
 * shows, and which domain events paying it raises beside 'paid'. The payment saga knows kinds only through these.
 */
export interface PayKind<O = object> {
  kind: string;
  /**
   * The order-creating call as a thunk (an RTK Query mutation's `initiate`) answered with the charge service's
   * PayOrder, which payCharges/sync then polls. Throws `{code:'client', msg}` for a channel the kind refuses.
   */
  create(order: O, terms: OrderTerms): unknown;
  /** The page of the outcome (the cashier returns there, the provider appending payOrderId when there is none yet). */
  resultUrl(request: PaymentOrder<O> & { key: string }, payOrderId?: string | null): string;
  raises?: DomainEvent[];
  /**
   * How the server is asked about this kind's order, where payCharges/sync (a driver's) cannot: a thunk (a query's
   * `initiate`) answered with at least the order's state, amount and channel. A visitor's order is read with its
   * payToken this way. Absent: payCharges/sync.
   */
  sync?(payOrderId: string): unknown;
}

/** What the saga reads of an order's state on the server, whichever call answered. */
export type SyncedOrder = Pick<PayOrderSync, 'payOrderId' | 'state' | 'amountCents' | 'payChannel'>;

/** Kinds by name: the store's one registry (setupStore makes it; features reach it through saga context). */
export type PayKinds = Map<string, PayKind<never>>;

export const PAY_KINDS = 'payKinds';

export function createPayKinds(): PayKinds {
  return new Map();
}

/** A feature's saga registers the kinds it owns when its routes start. */
export function* registerPayKinds(kinds: PayKind<never>[]) {
  const registry = (yield getContext(PAY_KINDS)) as PayKinds;
  for (const k of kinds) registry.set(k.kind, k);
}

/** The registered kind of a request; a kind no started feature registered is a programming error. */
export function* kindOf(kind: string) {
  const registry = (yield getContext(PAY_KINDS)) as PayKinds;
  const found = registry.get(kind);
  if (!found) throw new Error(`payment: no feature registered the pay kind '${kind}'`);
  return found as PayKind<object>;
}

/** The order as the saga needs it, whichever service created it. */
export interface CreatedOrder {
  payOrderId: string;
  state: PayOrder['state'];
  payChannel: PayChannel;
  amountCents: number;
  payParams: Record<string, unknown>;
  cashierUrl?: string;
}

/** The fields of the created order the saga reads (a kind's own answer may be another shape with these fields). */
type OrderMade = Pick<PayOrder, 'payOrderId' | 'state' | 'payChannel' | 'amountCents' | 'payParams' | 'cashierUrl'>;

function fromPayOrder(o: OrderMade): CreatedOrder {
  return {
    payOrderId: o.payOrderId,
    state: o.state,
    payChannel: o.payChannel,
    amountCents: o.amountCents,
    payParams: (o.payParams ?? {}) as unknown as Record<string, unknown>,
    cashierUrl: o.cashierUrl ?? undefined,
  };
}

/** Creates (or, for a bill with an order in flight, gets back) the order of one payment. Throws the API error. */
export function* createOrder(kind: PayKind<object>, p: PaymentOrder, terms: OrderTerms) {
  const o: OrderMade = yield* callEndpoint(kind.create(p.order, terms) as Initiated<OrderMade>);
  return fromPayOrder(o);
}

/** A landing path with the order's id added to its query (the cashier adds it itself when there is none yet). */
export function withPayOrderId(landing: string, payOrderId?: string | null): string {
  if (!payOrderId) return landing;
  return `${landing}${landing.includes('?') ? '&' : '?'}payOrderId=${encodeURIComponent(payOrderId)}`;
}

/** The server refused to say anything of the order (it knows no such order, or it is not this driver's): final. */
export const ORDER_REFUSED = 'refused';

/**
 * The order's state on the server, null when it could not be asked (weak signal: the poll goes on), or ORDER_REFUSED
 * when the server said no for good (the poll stops: asking again gets the same answer). The kind's own read where it
 * has one (a visitor's order), else payCharges/sync.
 */
export function* syncOrder(payOrderId: string, kind?: PayKind<object> | null): Generator<unknown, SyncedOrder | null | typeof ORDER_REFUSED, unknown> {
  try {
    if (kind?.sync) return (yield* callEndpoint(kind.sync(payOrderId) as Initiated<SyncedOrder>)) as SyncedOrder;
    return (yield* callEndpoint(chargeApi.endpoints.payOrderSync, payOrderId, { forceRefetch: true })) as SyncedOrder;
  } catch (e) {
    return isDefiniteRefusal(e) ? ORDER_REFUSED : null;
  }
}

/** For kinds whose screen says where the outcome shows (`landing`): that page, with the order's id once known. */
export function landingResult(request: { landing?: string }, payOrderId?: string | null): string {
  if (!request.landing) throw new Error('payment: this kind needs the landing page of its outcome');
  return withPayOrderId(request.landing, payOrderId);
}
