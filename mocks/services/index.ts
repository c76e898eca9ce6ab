import type { MockRouter } from '../core/router';
import { registerParkingPayExtras } from './parkingPay';
import { registerParksExtras } from './parks';
import { registerPlatesExtras } from './plates';
import { registerPlateClaims } from './plateClaims';
import { registerRecordsExtras } from './records';
import { registerAuth } from './auth';
import { registerBasic } from './basic';
import { registerBooking } from './booking';
import { registerCharge } from './charge';
import { registerCoupon } from './coupon';
import { registerCps } from './cps';
import { registerDealer } from './dealer';
import { registerDriver } from './driver';
import { registerInvoice } from './invoice';
import { registerPay } from './pay';
import { registerPublicity } from './publicity';
import { registerSpecial } from './special';
import { registerNoticeChecks } from './noticeChecks';

/** Every service of the mock backend registers its routes here, one file per service. */
export function registerServices(router: MockRouter) {
  registerPublicity(router);
  registerDealer(router);
  registerCps(router);
  registerCharge(router);
  registerDriver(router);
  registerAuth(router);
  registerBasic(router);
  registerCoupon(router);
  registerInvoice(router);
  registerBooking(router);
  registerSpecial(router);
  registerPay(router);
  registerParkingPayExtras(router);
  registerPlatesExtras(router);
  registerPlateClaims(router);
  registerRecordsExtras(router);
  registerParksExtras(router);
  registerNoticeChecks(router);
}
