import { authApi } from './auth';
import { basicApi } from './basic';
import { bookingApi } from './booking';
import { chargeApi } from './charge';
import { couponApi } from './coupon';
import { cpsApi } from './cps';
import { dealerApi } from './dealer';
import { driverApi } from './driver';
import { invoiceApi } from './invoice';
import { payApi } from './pay';
import { publicityApi } from './publicity';
import { specialApi } from './special';

/**
 * One RTK Query API per backend service, each with its own reducer and middleware in the store. Importing this makes
 * them all (DevTools' replay needs every one); the app otherwise makes each with the first code that calls it
 * (./serviceApis.ts).
 */
export const serviceApis = [
  publicityApi, dealerApi, cpsApi, chargeApi, driverApi, authApi, basicApi, couponApi, invoiceApi, bookingApi, specialApi, payApi,
] as const;

type StateOf<A extends { reducerPath: string; reducer: (...args: never[]) => unknown }> = { [K in A['reducerPath']]: ReturnType<A['reducer']> };

/** Each service's slice of the store's state, as the store's type holds it (present once its API is made). */
export type ServiceApiStates = StateOf<typeof publicityApi> & StateOf<typeof dealerApi> & StateOf<typeof cpsApi> & StateOf<typeof chargeApi> &
  StateOf<typeof driverApi> & StateOf<typeof authApi> & StateOf<typeof basicApi> & StateOf<typeof couponApi> & StateOf<typeof invoiceApi> &
  StateOf<typeof bookingApi> & StateOf<typeof specialApi> & StateOf<typeof payApi>;
