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

/** One RTK Query API per backend service, each with its own reducer and middleware in the store. */
export const serviceApis = [
  publicityApi, dealerApi, cpsApi, chargeApi, driverApi, authApi, basicApi, couponApi, invoiceApi, bookingApi, specialApi, payApi,
] as const;
