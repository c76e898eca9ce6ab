/**
 * Support codes for the operations debug panel (issue 16, beyond the spec) on the basic service. Operations issue a
 * code for a driver's support case (service request) from their console; the driver, or staff on the phone,
 * enters it in the app, which asks the server whether it holds before the panel opens.
 */

/** Eight characters of an alphabet without look-alikes (no 0/O, 1/I/L): easy to read out on the phone. */
export const SUPPORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SUPPORT_CODE_LENGTH = 8;
/** How long a code (and the debug session it opens) lasts from its issue. */
export const SUPPORT_CODE_TTL_MS = 2 * 3600_000;

/** Refusals with the server's own codes. */
export const SUPPORT_CODE_CODES = {
  /** No such code. */
  wrong: '0xd06520003',
  /** The code's time is over (or its case was closed). */
  expired: '0xd06520004',
  /** The code was issued for another driver's case. */
  otherDriver: '0xd06520005',
} as const;

/** POST /basic/v2/api/service/supportCodes/verify */
export interface VerifySupportCodeBody {
  supportCode: string;
}

export interface SupportCodeGrant {
  /** The support case it was issued for. */
  requestNo: string;
  /** When it ends, Beijing time 'YYYY-MM-DD HH:mm:ss'. */
  expireTime: string;
  /** Seconds left, from the server's clock: the app counts from its own now, whatever the phone's clock says. */
  remainingSeconds: number;
}
