import { VIN_CLAIM_CODES } from '@/api/cps/vinClaims.types';
import { placeRefusal, type Refusal } from '@/api/refusal';
import { isValidPlate } from '@/lib/plate';
import { checkVin } from '@/lib/vin';

/** The licence's front page (所有人, 号牌号码, the photo): two photos at most (the page, and its back if asked). */
export const MAX_VIN_CLAIM_PICTURES = 2;

/**
 * The VIN as the licence prints it, check digit and all: unlike adding a VIN (an imported car's may be kept after a
 * confirm), a claim is proved by the licence, which carries a VIN the check digit holds for.
 */
export function claimVinError(raw: string): string | null {
  const check = checkVin(raw);
  return check.valid ? null : (check.issues[0]?.message ?? '请核对VIN码');
}

/**
 * The licence's plate, optional: nothing typed is fine, a plate begun must be finished and well formed. `complete`
 * is the plate input's own (its first seven cells filled).
 */
export function licencePlateError(plateNo: string, complete: boolean): string | null {
  if (plateNo === '') return null;
  if (!complete) return '请输入完整的号牌号码（新能源车牌为8位），或清空不填';
  return isValidPlate(plateNo) ? null : '号牌号码格式不正确，请核对行驶证';
}

/** Where a refused claim is shown: under the VIN, under the plate, or above the button. */
export type VinClaimRefusal = Refusal<'vin', 'plate'>;

/** The server's refusal of a claim, placed next to what it is about. Nothing when it was already dealt with. */
export function vinClaimRefusal(e: unknown): VinClaimRefusal | null {
  return placeRefusal<'vin', 'plate'>(e, ({ code }) => {
    switch (code) {
      case VIN_CLAIM_CODES.mismatch:
        return 'plate';
      case VIN_CLAIM_CODES.notHeld:
      case VIN_CLAIM_CODES.alreadyMine:
      case VIN_CLAIM_CODES.inReview:
        return { field: 'vin' };
      // The VIN limit (VIN_CODES.limit), a malformed body (each field was checked here first): above the button.
      default:
        return null;
    }
  });
}
