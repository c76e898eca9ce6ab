/** Business constants and limits of spec section 9. Change them here, never inline. */
export const constants = {
  bannerAutoplayMs: 3000,
  homeNewsPageSize: 3,
  arrearsPageSize: 999,
  chargingOrderPageSize: 20,
  bookingListPageSize: 15,
  bookableParksPageSize: 9999,
  homeMaxStations: 3,
  requestTimeoutMs: 10_000,
  uploadTimeoutMs: 30_000,
  loginRedirectDelayMs: 3000,
  toastMs: 3000,
  longToastMs: 5000,
  cookieDays: 365,
  randomStringLength: 32,
  throttleMs: 200,
  chunkLoadTimeoutMs: 120_000,
  /** Unlimited bag/book spaces are sent as -1. */
  unlimitedSpaces: -1,
  /** The advertisings call uses a fixed city, not the located one. */
  advertCityName: '北京市',
  /** Default client type when neither reqJson nor storage says: 2 (WeChat-type). */
  defaultClientType: 2,
  amapVersion: '1.4.4',
  wechatJsSdkVersion: '1.6.0',
} as const;
