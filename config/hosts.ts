/**
 * Hosts the app trusts, beside its own origin. A deployment lists its own here (they are build-time constants,
 * like config/api.ts's service bases).
 */

/** Where images in server content (news, notices, policies) may come from; every other host's image is dropped. */
export const contentImageHosts: readonly string[] = ['img.example.com', 'static.example.com'];

/**
 * The hosts that print the app's codes (exit lanes, piles, coupons, lot signs), besides the app's own. A scanned link
 * to any other host — a lookalike, or our path on someone else's host — is never followed, and nothing is paid.
 */
export const ownCodeHosts: readonly string[] = ['driver.example.com', 'pay.example.com', 'cps.example.com', 'merchant.example.com'];
