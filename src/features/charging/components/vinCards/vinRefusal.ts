import { errorMessage, isApiError } from '@/api/apiError';
import { VIN_CODES } from '@/api/cps/vins.types';

/** Where a refused save is shown: under the VIN, under the plate, or above the button. */
export interface VinRefusal {
  field: 'vin' | 'plateNo' | null;
  msg: string;
}

/**
 * The server's refusal of a new VIN, placed next to what it is about. Nothing when it was already dealt with
 * (a refresh that signed the driver out).
 */
export function vinRefusal(e: unknown): VinRefusal | null {
  if (isApiError(e) && e.handled) return null;
  if (!isApiError(e)) return { field: null, msg: errorMessage(e) };
  switch (e.code) {
    case VIN_CODES.plateRefused:
      return { field: 'plateNo', msg: e.msg };
    // The server's own VIN check (a 400) speaks of the VIN too: it is the only free text the form sends.
    case VIN_CODES.alreadyMine:
    case VIN_CODES.boundByOther:
    case VIN_CODES.checkDigit:
    case '400':
      return { field: 'vin', msg: e.msg };
    default:
      return { field: null, msg: e.msg };
  }
}
