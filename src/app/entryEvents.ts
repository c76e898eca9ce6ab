import type { authApi } from '@/api/auth';
import type { bookingApi } from '@/api/booking';
import type { chargeApi } from '@/api/charge';
import type { couponApi } from '@/api/coupon';
import type { cpsOccupyApi } from '@/api/cps/occupy';
import type { driverPlatesApi } from '@/api/driver/plates';
import { MONEY, staleRowOf, type StaleRow } from '@/api/events';
import type { payApi } from '@/api/pay';
import type { specialApi } from '@/api/special';

// Each service by its API's name, typed by the API that has those tags (the driver's and cps's own injected endpoints
// add theirs): no service's code is made for this table (a service's API is made with the first code that calls it).
type Driver = typeof driverPlatesApi;
type Cps = typeof cpsOccupyApi;

/**
 * The rows of the data the entry's screens show (home, /mine, every pay screen): bills, arrears, receipts,
 * coupons, the balance, the home's charging card and its pass and booking reminders. A feature's own data joins
 * the table when its routes start (its feature.ts).
 */
export const entryRows: StaleRow[] = [
  // Not 'PayOrder': the order's own state is what told us it was paid; refetching it would loop.
  staleRowOf<typeof chargeApi>('paid', 'chargeApi', ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation']),
  staleRowOf<typeof couponApi>('paid', 'couponApi', ['Coupon']),
  staleRowOf<Cps>('paid', 'cpsApi', ['ChargingOrders']),
  staleRowOf<typeof specialApi>('paid', 'specialApi', ['BagPass']),
  staleRowOf<typeof bookingApi>('paid', 'bookingApi', ['BookOrders']),
  // Whatever moves money: the balance and the channels' offer of it, wherever they show.
  staleRowOf<Driver>(MONEY, 'driverApi', ['Balance', 'Wallet']),
  staleRowOf<typeof payApi>(MONEY, 'payApi', ['PayModel']),
  staleRowOf<typeof chargeApi>('payOrderCreated', 'chargeApi', ['UsableCoupon', 'PayOrder']),
  staleRowOf<typeof couponApi>('payOrderCreated', 'couponApi', ['Coupon']),
  staleRowOf<typeof chargeApi>('plateLookedUp', 'chargeApi', ['PlateHistory']),
  staleRowOf<Driver>('plateChanged', 'driverApi', ['Plate', 'PlateCount', 'Withhold']),
  staleRowOf<typeof chargeApi>('plateChanged', 'chargeApi', ['Bill']),
  staleRowOf<typeof authApi>('profileSaved', 'authApi', ['LoginInfo']),
  staleRowOf<typeof couponApi>('couponClaimed', 'couponApi', ['Coupon']),
  staleRowOf<typeof chargeApi>('couponClaimed', 'chargeApi', ['UsableCoupon']),
];
