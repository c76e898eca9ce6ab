import type { Path } from '@/lib/paths';

/**
 * The embedded build (`npm run build:embedded` → dist-embedded/; spec §2: "a reduced route set exists for a
 * third-party-embedded build"): what a partner's app or page opens us for — find a bill by plate and pay it,
 * pay arrears, pay at the exit lane, sign in to do so — and nothing else. Every other path answers the 404 page,
 * and its code is not in the bundle at all (src/app/routes.embedded.ts is the table webpack sees instead of
 * src/app/routes.ts; test/app/routesEmbedded.test.ts fails when the two disagree with this list).
 *
 * `/` redirects to /home as in the full app, and /home is a plain plate-query page (EmbeddedHomePage), not the
 * full home: the 404 page's 返回首页 and a sign-in with no redirect both land there.
 */
export const embeddedRouteGroups = {
  landing: ['/home'],
  /** Plate query results and paying a bill: one bill, several, a coupon, the outcome; a lot's own pay link. */
  payBill: ['/payPage', '/multiPayPage', '/choiceDiscountPage', '/payResultPage', '/paySuccess', '/parkingPayPage', '/visitorReceipt'],
  arrears: ['/arrearsPage'],
  /** Paying at the exit barrier (scanned at the lane) and its result. */
  exitLane: ['/scanPayPage', '/scanOverduePay', '/BarrierRslt'],
  /** The electronic invoice of a payment, asked for from its receipt with no account (the receipt links it). */
  invoice: ['/makeInvoiceBySelf'],
  /** A car with no plate scans in at the entry lane, the phone its ticket (its exit is /scanPayPage's). */
  noPlateEntry: ['/noPlateEntry'],
  /**
   * Signing in by ticket (/loginloading) or verify code / password (/login), and every page those link to on the
   * way (other ways, registration, a forgotten password, binding a phone after WeChat, the agreements consented
   * to): a sign-in must not dead-end on a 404. Profile and account management stay out.
   */
  signIn: ['/login', '/loginloading', '/loginIndex', '/registor', '/passWordChange', '/bindPhone', '/userAgreement', '/privacyPolicyHistory'],
  /** Scan-to-charge: the pile's number or code, the start, the live session, a coupon for it, and paying its bill. */
  scanToCharge: ['/chargingPage', '/chargingPageResult', '/chargingResults', '/chargingChoiceCoupon', '/chargeBillDetail'],
  notFound: ['/404'],
  /**
   * 核实通知: a notice under the wiper or an SMS checked before paying (the plate query links it, and so does every
   * scanner that refuses a code not ours: the lane's, the pile's).
   */
  checkNotice: ['/checkNotice'],
} as const satisfies Record<string, readonly Path[]>;

/** Every path the embedded build answers (besides `/`, which redirects to /home). */
export const embeddedRouteSet: readonly Path[] = Object.values(embeddedRouteGroups).flat();

/**
 * The partners' origins that may show the embedded build in a frame of their own pages (its CSP's frame-ancestors;
 * scripts/securityHeaders.ts). A deployment lists its partners here; the full app is never framed.
 */
export const embeddedPartnerOrigins: readonly string[] = ['https://partner.example.com'];
