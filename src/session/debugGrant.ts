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
  /**
   * The driver asked for live remote debugging (远程实时调试): from the next load the store connects to operations' relay,
   * on the channel the server names when it confirms the code in that load (never one stored here).
   */
  live?: boolean;
}

export const DEBUG_GRANT_KEY = 'driverAppDebugGrant';

/** The grant in force now, or undefined (none, expired, malformed, or storage refused). Never throws. */
export function readDebugGrant(now = Date.now()): DebugGrant | undefined {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(DEBUG_GRANT_KEY) || 'null') as Partial<DebugGrant> | null;
    return v && typeof v.code === 'string' && typeof v.requestNo === 'string' && typeof v.expiresAt === 'number' && v.expiresAt > now
      ? { code: v.code, requestNo: v.requestNo, expiresAt: v.expiresAt, ...(v.live === true ? { live: true } : {}) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The grant whose code the server confirmed in this page load; memory only, so every load must ask again. */
let confirmed: (DebugGrant & { liveChannel?: string }) | undefined;

/**
 * The server said yes to this grant's code (the boot check, the panel's check), naming the session's channel on the
 * DevTools relay (absent from an answer that did not carry one: then nothing connects live).
 */
export function confirmDebugGrant(grant: DebugGrant, liveChannel?: string): void {
  confirmed = { code: grant.code, requestNo: grant.requestNo, expiresAt: grant.expiresAt, ...(liveChannel ? { liveChannel } : {}) };
}

/**
 * The live session this page load may connect: the driver asked for it, and the server confirmed the code in this
 * load and named its channel. Undefined otherwise (no relay is ever reached on a stored claim alone).
 */
export function readLiveSession(now = Date.now()): { channel: string; requestNo: string; expiresAt: number } | undefined {
  const grant = readConfirmedDebugGrant(now);
  const channel = confirmed?.liveChannel;
  return grant?.live && channel ? { channel, requestNo: grant.requestNo, expiresAt: grant.expiresAt } : undefined;
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
