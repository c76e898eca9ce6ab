/** Support codes operations issued for drivers' support cases (the debug panel). */
export interface SupportCodeRecord {
  code: string;
  /** The service request (support case) it was issued for. */
  requestNo: string;
  /** The driver of that case: only they may use it (signed in). */
  driverId: string;
  issuedAt: number;
  expiresAt: number;
  /** The session's channel on the DevTools relay, named at issue and answered with every verify. */
  liveChannel: string;
}

/**
 * Wrong codes counted against one support case: the mock's-clock times of the wrong codes since the case's
 * last lockout, and when the lockout in force ends. `key` is the request number, or `driver:<driverId>` for a driver
 * who has no case with a live code (a guess then counts against the driver).
 */
export interface SupportCodeFailures {
  key: string;
  failedAt: number[];
  lockedUntil: number | null;
}

export interface SupportCodeTables {
  supportCodes: SupportCodeRecord[];
  supportCodeFailures: SupportCodeFailures[];
}

/** None at the start: a test or a demo asks for one with POST /__mock/service/{requestNo}/supportCode. */
export function seedSupportCodes(): SupportCodeTables {
  return { supportCodes: [], supportCodeFailures: [] };
}
