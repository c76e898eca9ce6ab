import type { MockRouter } from '../core/router';
import { registerBookingAccount } from './booking/account';
import { registerBookingArrivals } from './booking/arrivals';
import { registerDiffTimeOrders } from './booking/diffTimeOrders';
import { registerDiffTimeViolations } from './booking/diffTimeViolations';
import { registerBookingLocks } from './booking/locks';
import { registerBookingOrders } from './booking/orders';
import { registerBookingOwner } from './booking/owner';
import { registerBookingParks } from './booking/parks';
import { registerBookingPay } from './booking/orderPay';

/**
 * The booking service (./booking/api/v1/…): space booking and its payment, shared spaces' Zigbee locks, owner
 * registration and earnings, off-peak sharing (packages, one-window subscriptions, violations), the user as it
 * knows them; and the control API's car park (cars arriving and leaving, lock faults).
 */
export function registerBooking(r: MockRouter) {
  registerBookingParks(r);
  registerBookingOrders(r);
  registerBookingPay(r);
  registerBookingLocks(r);
  registerBookingOwner(r);
  registerBookingAccount(r);
  registerDiffTimeOrders(r);
  registerDiffTimeViolations(r);
  registerBookingArrivals(r);
}
