import type { MockRouter } from '../core/router';
import { registerBookingAccount } from './booking/account';
import { registerBookingLocks } from './booking/locks';
import { registerBookingOrders } from './booking/orders';
import { registerBookingParks } from './booking/parks';

/** The booking service (./booking/api/v1/…): space booking, owner berths and locks, the user as it knows them. */
export function registerBooking(r: MockRouter) {
  registerBookingParks(r);
  registerBookingOrders(r);
  registerBookingLocks(r);
  registerBookingAccount(r);
}
