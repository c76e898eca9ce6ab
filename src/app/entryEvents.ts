import { authApi } from '@/api/auth';
import { bookingApi } from '@/api/booking';
import { chargeApi } from '@/api/charge';
import { couponApi } from '@/api/coupon';
import { cpsApi } from '@/api/cps';
import type { cpsOccupyApi } from '@/api/cps/occupy';
import { driverApi } from '@/api/driver';
import type { driverPlatesApi } from '@/api/driver/plates';
import { MONEY, staleRow, type StaleRow } from '@/api/events';
import { payApi } from '@/api/pay';
import { specialApi } from '@/api/special';

// The same API objects their injected endpoints extend; only those endpoints' types are named here (no code of
// theirs in the entry: the plate calls load with the pages that make them).
const driver = driverApi as unknown as typeof driverPlatesApi;
const cps = cpsApi as unknown as typeof cpsOccupyApi;

/**
 * The rows of the data the entry's screens show (home, /mine, every pay screen): bills, arrears, receipts,
 * coupons, the balance, the home's charging card and its pass and booking reminders. A feature's own data joins
 * the table when its routes start (its feature.ts).
 */
export const entryRows: StaleRow[] = [
  // Not 'PayOrder': the order's own state is what told us it was paid; refetching it would loop.
  staleRow('paid', chargeApi, ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation']),
  staleRow('paid', couponApi, ['Coupon']),
  staleRow('paid', cps, ['ChargingOrders']),
  staleRow('paid', specialApi, ['BagPass']),
  staleRow('paid', bookingApi, ['BookOrders']),
  // Whatever moves money: the balance and the channels' offer of it, wherever they show.
  staleRow(MONEY, driver, ['Balance', 'Wallet']),
  staleRow(MONEY, payApi, ['PayModel']),
  staleRow('payOrderCreated', chargeApi, ['UsableCoupon', 'PayOrder']),
  staleRow('payOrderCreated', couponApi, ['Coupon']),
  staleRow('plateLookedUp', chargeApi, ['PlateHistory']),
  staleRow('plateChanged', driver, ['Plate', 'PlateCount', 'Withhold']),
  staleRow('plateChanged', chargeApi, ['Bill']),
  staleRow('profileSaved', authApi, ['LoginInfo']),
  staleRow('couponClaimed', couponApi, ['Coupon']),
  staleRow('couponClaimed', chargeApi, ['UsableCoupon']),
];
