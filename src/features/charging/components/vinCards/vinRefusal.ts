import { VIN_CODES } from '@/api/cps/vins.types';
import { isApiError } from '@/api/apiError';
import { placeRefusal, type Refusal } from '@/api/refusal';

/** Where a refused save is shown: under the VIN, under the plate, or above the button. */
export type VinRefusal = Refusal<'vin' | 'plateNo'>;

/**
 * The server's refusal of a new VIN, placed next to what it is about. Nothing when it was already dealt with
 * (a refresh that signed the driver out).
 */
export function vinRefusal(e: unknown): VinRefusal | null {
  return placeRefusal<'vin' | 'plateNo'>(e, ({ code }) => {
    switch (code) {
      case VIN_CODES.plateRefused:
        return { field: 'plateNo' };
      // The server's own VIN check (a 400) speaks of the VIN too: it is the only free text the form sends.
      case VIN_CODES.alreadyMine:
      case VIN_CODES.boundByOther:
      case VIN_CODES.checkDigit:
      case '400':
        return { field: 'vin' };
      default:
        return null;
    }
  });
}

/** Another account holds the VIN: the driver who has the car may claim it with its licence (/vinClaim). */
export function heldByOther(e: unknown): boolean {
  return isApiError(e) && !e.handled && e.code === VIN_CODES.boundByOther;
}
