/**
 * The coverage refusal's code, apart from the schemas: the error catalogue (in the entry) names it without carrying
 * the coverage schemas and, through them, the wallet statement's.
 */
export const COVERAGE_CODES = {
  /** payCharges refused: another channel covers the bill (the message says which); pay with confirmCovered where payAnyway, or (a merchant's coupon) with a coupon covering it whole. */
  coveredElsewhere: '0xd06510047',
} as const;
