import { authApi } from './auth';
import { basicApi } from './basic';
import { bookingApi } from './booking';
import { chargeApi } from './charge';
import { couponApi } from './coupon';
import { cpsApi } from './cps';
import { dealerApi } from './dealer';
import { driverApi } from './driver';
import type { driverPlatesApi } from './driver-plates';
import { invoiceApi } from './invoice';
import { payApi } from './pay';
import { publicityApi } from './publicity';
import { specialApi } from './special';
import type { cpsOccupyApi } from './cps-occupy';
import { registerStaleServices } from './staleness';

/** One RTK Query API per backend service, each with its own reducer and middleware in the store. */
export const serviceApis = [
  publicityApi, dealerApi, cpsApi, chargeApi, driverApi, authApi, basicApi, couponApi, invoiceApi, bookingApi, specialApi, payApi,
] as const;

// The cross-service staleness table (staleness.ts) reaches the services through this registration.
// cps and driver: the same API objects their injected endpoints extend; only those endpoints' types are named here (no
// code of theirs in the entry: the plate and withholding calls load with the pages that make them).
registerStaleServices({ charge: chargeApi, coupon: couponApi, driver: driverApi as unknown as typeof driverPlatesApi, pay: payApi, auth: authApi, cps: cpsApi as unknown as typeof cpsOccupyApi, special: specialApi, booking: bookingApi });
