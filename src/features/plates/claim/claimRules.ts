import { licenceOwnerError } from '@/lib/validators';
import { checkVin } from '@/lib/vin';

/** The licence's front page (所有人, 车辆识别代号, the photo): two photos at most (the page, and its back if asked). */
export const MAX_CLAIM_PICTURES = 2;

export interface ClaimDraft {
  ownerName: string;
  vin: string;
}

/**
 * The owner as printed on the licence (a person's or a company's name): the server's own rule (30 characters, the
 * name rule), so the form never lets through what the server refuses.
 */
export const ownerNameError = licenceOwnerError;

/** The VIN as the licence prints it: 17 characters, checked as the rest of the app checks one. */
export function vinError(raw: string): string | null {
  const check = checkVin(raw);
  return check.valid ? null : (check.issues[0]?.message ?? '请核对车辆识别代号');
}
