/**
 * The operations debug session (docs/rules/operations.md): after the server has verified a support
 * code, the code and its expiry live in sessionStorage — this tab only, gone when it closes, ignored once expired.
 * It is not a flag: what sessionStorage holds is only a claim anyone can write by hand. A production start that
 * finds one asks the server about the code before the store is made (src/app/devtools.ts prepareDevTools), and
 * DevTools connect only if the server said yes in this page load (the confirmation below: memory, never stored);
 * a code the server refuses is removed. Reading and the confirmation are here (the entry needs them to decide on
 * DevTools); writing is the panel's (src/features/supportDebug/grant.ts).
 */
export interface DebugGrant {
  /** The support code the server verified. */
  code: string;
  /** The support case (service request) it was issued for. */
  requestNo: string;
  /** Epoch ms, on this device's clock, when the session ends (the code's expiry). */
  expiresAt: number;
}

export const DEBUG_GRANT_KEY = 'driverAppDebugGrant';

/** The grant in force now, or undefined (none, expired, malformed, or storage refused). Never throws. */
export function readDebugGrant(now = Date.now()): DebugGrant | undefined {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(DEBUG_GRANT_KEY) || 'null') as Partial<DebugGrant> | null;
    return v && typeof v.code === 'string' && typeof v.requestNo === 'string' && typeof v.expiresAt === 'number' && v.expiresAt > now
      ? { code: v.code, requestNo: v.requestNo, expiresAt: v.expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The grant whose code the server confirmed in this page load; memory only, so every load must ask again. */
let confirmed: DebugGrant | undefined;

/** The server said yes to this grant's code (the boot check, the panel's check). */
export function confirmDebugGrant(grant: DebugGrant): void {
  confirmed = { code: grant.code, requestNo: grant.requestNo, expiresAt: grant.expiresAt };
}

/** The session ended, or the server refused it: nothing stays confirmed. */
export function forgetDebugGrantConfirmation(): void {
  confirmed = undefined;
}

/**
 * The grant in force now only if the server confirmed its code in this page load: what turns DevTools on in a
 * production build. A grant written by hand (or carried over a reload) is undefined here until the server says yes.
 */
export function readConfirmedDebugGrant(now = Date.now()): DebugGrant | undefined {
  const grant = readDebugGrant(now);
  return grant && confirmed && confirmed.code === grant.code && confirmed.requestNo === grant.requestNo ? grant : undefined;
}
