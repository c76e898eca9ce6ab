import * as v from 'valibot';
import { int, wireTime } from '../../lib/schema';

/**
 * Support codes for the operations debug panel (beyond the spec) on the basic service. Operations issue a
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
  /**
   * Too many wrong codes for the case (SUPPORT_CODE_MAX_FAILURES within SUPPORT_CODE_FAILURE_WINDOW_MS): every code,
   * the right one too, is refused until the lockout ends (its msg says when, Beijing time) or operations issue a
   * new code for the case.
   */
  locked: '0xd06520006',
} as const;

/** The server's limit on guessing: this many wrong codes for one support case within the window lock it. */
export const SUPPORT_CODE_MAX_FAILURES = 5;
export const SUPPORT_CODE_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a lockout lasts, from the wrong code that set it. */
export const SUPPORT_CODE_LOCKOUT_MS = 15 * 60_000;

/** A live session's channel: `dbg_<requestNo>_<20 of a–z0–9>` (the relay reads it from the app's instance name). */
export const LIVE_CHANNEL_PATTERN = /^dbg_[A-Za-z0-9]+_[a-z0-9]{20}$/;

/** The verify call's path (the panel's RTK Query endpoint and the boot check before the store both ask it). */
export const SUPPORT_CODE_VERIFY_PATH = '/basic/v2/api/service/supportCodes/verify';

/** POST /basic/v2/api/service/supportCodes/verify — signed-in drivers only (a visitor is answered 401). */
export const VerifySupportCodeBody = v.object({ supportCode: v.string() });
export type VerifySupportCodeBody = v.InferOutput<typeof VerifySupportCodeBody>;

export const SupportCodeGrant = v.object({
  /** The support case it was issued for. */
  requestNo: v.string(),
  /** When it ends, Beijing time 'YYYY-MM-DD HH:mm:ss'. */
  expireTime: wireTime,
  /** Seconds left, from the server's clock: the app counts from its own now, whatever the phone's clock says. */
  remainingSeconds: int,
  /**
   * The session's own channel on operations' DevTools relay (live remote debugging, docs/rules/operations.md): named
   * by the server when the code is issued, unguessable, the same for every check of the code. Operations open the
   * relay's `/session/{liveChannel}`; the app names it when it connects, and the relay shows it to them alone.
   */
  liveChannel: v.pipe(v.string(), v.regex(LIVE_CHANNEL_PATTERN)),
});
export type SupportCodeGrant = v.InferOutput<typeof SupportCodeGrant>;
