import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { authApi } from './auth';
import type { chargeApi } from './charge';
import type { couponApi } from './coupon';
import type { bookingApi } from './booking';
import type { cpsOccupyApi } from './cps-occupy';
import type { specialApi } from './special';
import type { driverPlatesApi } from './driver-plates';
import type { payApi } from './pay';

/**
 * What a thing that happened on the server makes stale, across services, as one table. One RTK Query slice per
 * backend service keeps its own tags; when a domain event touches data of several services (a payment lowers the
 * balance, uses a coupon and settles a bill), the table says which tags of which service to refetch, instead of
 * each endpoint or saga knowing the others. The service APIs register themselves (src/api/index.ts), so the
 * service modules that mark events can import this one without an import cycle.
 */
export type DomainEvent =
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
  | 'balanceChanged' // money left the wallet or came back without a payment (a withdrawal, a failed one)
  | 'couponClaimed'; // a coupon was claimed by its code: new in the wallet and in the pay page's choice

type Tags<A extends { util: { invalidateTags: (tags: never[]) => UnknownAction } }> = Parameters<A['util']['invalidateTags']>[0];

interface Stale {
  charge?: Tags<typeof chargeApi>;
  coupon?: Tags<typeof couponApi>;
  driver?: Tags<typeof driverPlatesApi>;
  pay?: Tags<typeof payApi>;
  auth?: Tags<typeof authApi>;
  /** The cps service as its injected endpoints extend it (charging bills and orders, idle fees). */
  cps?: Tags<typeof cpsOccupyApi>;
  special?: Tags<typeof specialApi>;
  booking?: Tags<typeof bookingApi>;
}

export const staleAfter: Record<DomainEvent, Stale> = {
  // Not 'PayOrder': the order's own state is what told us it was paid; refetching it would loop.
  paid: {
    charge: ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation'],
    coupon: ['Coupon'],
    driver: ['Balance', 'Wallet'],
    pay: ['PayModel'],
    cps: ['ChargingBill', 'ChargingBills', 'ChargingOrders', 'OccupyBill', 'OccupyBills', 'OccupyOrders', 'ChargingPrepay'],
    special: ['BagPass', 'BagApplication', 'BagPayRecord'],
    booking: ['BookOrders', 'BookOrder', 'User', { type: 'Locks', id: 'LIST' }, 'DiffTimePark', 'DiffTimeOrders', 'DiffTimeViolations', 'ShareIncome'],
  },
  payOrderCreated: { charge: ['UsableCoupon', 'PayOrder'], coupon: ['Coupon'] },
  plateLookedUp: { charge: ['PlateHistory'] },
  plateChanged: { driver: ['Plate', 'PlateCount', 'Withhold'], charge: ['Bill'] },
  profileSaved: { auth: ['LoginInfo'] },
  balanceChanged: { driver: ['Balance', 'Wallet'], pay: ['PayModel'] },
  couponClaimed: { coupon: ['Coupon'], charge: ['UsableCoupon'] },
};

interface Services {
  charge: typeof chargeApi;
  coupon: typeof couponApi;
  driver: typeof driverPlatesApi;
  pay: typeof payApi;
  auth: typeof authApi;
  cps: typeof cpsOccupyApi;
  special: typeof specialApi;
  booking: typeof bookingApi;
}

let services: Services | null = null;

/** Called once by src/api/index.ts with the service APIs the table names. */
export function registerStaleServices(s: Services) {
  services = s;
}

/** That an event happened (in DevTools, and for sagas that keep something of their own up to date). */
export const domainEvent = createAction<DomainEvent>('api/domainEvent');

/** The invalidation actions of one event, one per service it touches, then the event itself (data already stale). */
export function staleActions(event: DomainEvent): UnknownAction[] {
  if (!services) throw new Error('staleness: service APIs not registered (import src/api/index.ts)');
  const s = staleAfter[event];
  const out: UnknownAction[] = [];
  if (s.charge) out.push(services.charge.util.invalidateTags(s.charge));
  if (s.coupon) out.push(services.coupon.util.invalidateTags(s.coupon));
  if (s.cps) out.push(services.cps.util.invalidateTags(s.cps));
  if (s.special) out.push(services.special.util.invalidateTags(s.special));
  if (s.booking) out.push(services.booking.util.invalidateTags(s.booking));
  if (s.driver) out.push(services.driver.util.invalidateTags(s.driver));
  if (s.pay) out.push(services.pay.util.invalidateTags(s.pay));
  if (s.auth) out.push(services.auth.util.invalidateTags(s.auth));
  out.push(domainEvent(event));
  return out;
}

/** Marks an event's data stale through a dispatch (from an endpoint's onQueryStarted, a hook or a test). */
export function markStale(dispatch: ThunkDispatch<unknown, unknown, UnknownAction> | ((a: UnknownAction) => unknown), event: DomainEvent) {
  for (const a of staleActions(event)) dispatch(a);
}
