/**
 * Where each backend service lives. The defaults put every service under ./api/ on the app's origin and the
 * booking service under ./booking/; a deployment points them elsewhere at build time with
 * API_BASE / BOOKING_API_BASE (see docs/production.md, "Pointing the app at a real backend").
 */
declare const __API_BASE__: string | undefined;
declare const __BOOKING_API_BASE__: string | undefined;

const apiBase = typeof __API_BASE__ === 'string' && __API_BASE__ ? __API_BASE__ : './api';
const bookingBase = typeof __BOOKING_API_BASE__ === 'string' && __BOOKING_API_BASE__ ? __BOOKING_API_BASE__ : './booking';

export type ServiceName =
  | 'publicity' | 'dealer' | 'cps' | 'charge' | 'driver' | 'auth' | 'basic'
  | 'coupon' | 'invoice' | 'booking' | 'special' | 'pay';

export const serviceBaseUrls: Record<ServiceName, string> = {
  publicity: apiBase,
  dealer: apiBase,
  cps: apiBase,
  charge: apiBase,
  driver: apiBase,
  auth: apiBase,
  basic: apiBase,
  coupon: apiBase,
  invoice: apiBase,
  special: apiBase,
  pay: apiBase,
  booking: bookingBase,
};

/**
 * Calls that must carry authModel 1 in CustomPayload whatever the page's own authModel is: orders, coupons,
 * balance and plates (spec section 6). 'METHOD path' exactly as the endpoint declares it.
 */
export const authModelOneCalls: ReadonlySet<string> = new Set([
  'POST /charge/v2/api/payCharges',
  'POST /charge/v2/api/payCharges/batch',
  'GET /charge/v2/api/payCharges/sync/{id}',
  'GET /charge/v2/api/parkOrders/msp',
  'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBills',
  'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBill',
  'POST /charge/v2/api/parkOrders/msp/detail',
  'GET /charge/v2/api/parkOrders/msp/usableCoupons',
  'GET /charge/v2/api/parkOrders/msp/driverPlate',
  'GET /cps/v2/api/chargingOrders/msp',
  'GET /cps/v2/api/chargingBills',
  'GET /cps/v2/api/chargingBills/{orderNo}',
  'POST /cps/v2/api/chargingBills/{orderNo}/pay',
  'GET /cps/v2/api/chargingCoupons',
  'POST /cps/v2/api/chargingCoupons/claim',
  'GET /coupon/v2/api/couponsCount',
  'GET /coupon/v2/api/userCoupons',
  'POST /coupon/v2/api/sendPlateCoupon',
  // Merchant management: its coupon orders and the calls that move coupon stock.
  'POST /coupon/v2/api/merchantPurchases',
  'POST /coupon/v2/api/merchantPurchases/{purchaseId}/pay',
  'GET /coupon/v2/api/merchantPurchases/{purchaseId}',
  'POST /coupon/v2/api/merchantGive',
  'POST /coupon/v2/api/merchantCoupons/{merchantCouponId}/withdraw',
  'POST /coupon/v2/api/merchantCodes',
  'GET /driver/v2/api/balanceInfo',
  'GET /driver/v2/api/defaultWallet',
  'GET /driver/v2/api/wallets',
  'GET /driver/v2/api/plateCount',
  // Plate binding calls the plate screens added beyond endpoints.json.
  'GET /driver/v2/api/plates',
  'POST /driver/v2/api/plates',
  'GET /driver/v2/api/plates/{plateId}',
  'DELETE /driver/v2/api/plates/{plateId}',
  'PUT /driver/v2/api/plates/{plateId}/default',
  'PUT /driver/v2/api/plates/{plateId}/autoDeduct',
]);

/** Calls that send files: they get the long upload timeout. */
export const uploadCalls: ReadonlySet<string> = new Set(['POST /basic/v2/api/pictures']);

/**
 * Fields the server expects in a call's body that the page does not know, filled in by the transport from what the
 * session keeps: `openid` (the host's user id) or a stored key. `calls` names calls as 'METHOD /path/template';
 * `service` every body-carrying call of one service. Data, so the transport learns no domain.
 */
export type BodyAddition =
  | { service: ServiceName; field: string; from: 'openid' }
  | { calls: ReadonlySet<string>; field: string; from: 'collectorCode' };

export const bodyAdditions: readonly BodyAddition[] = [
  // Every booking-service call names the host's user (spec §6, thirdId), empty when there is none.
  { service: 'booking', field: 'thirdId', from: 'openid' },
  // A lot's collector code, kept from the entry link, rides on the parking payment it belongs to.
  { calls: new Set(['POST /charge/v2/api/payCharges']), field: 'collectorCode', from: 'collectorCode' },
];
