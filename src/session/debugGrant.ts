/**
 * The operations debug session (README, "Debug panel for operations"): after the server has verified a support
 * code, the code and its expiry live in sessionStorage — this tab only, gone when it closes, ignored once expired.
 * It is not a flag: a production start that finds one asks the server about the code again (src/main.tsx), and a
 * code the server refuses removes it and reloads without DevTools. Only the read is here (the entry needs it to
 * decide on DevTools); writing is the panel's (src/features/supportDebug/grant.ts).
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
