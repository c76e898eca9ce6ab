/** Support codes operations issued for drivers' support cases (the debug panel of issue 16). */
export interface SupportCodeRecord {
  code: string;
  /** The service request (support case) it was issued for. */
  requestNo: string;
  /** The driver of that case: only they (or someone not signed in) may use it. */
  driverId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface SupportCodeTables {
  supportCodes: SupportCodeRecord[];
}

/** None at the start: a test or a demo asks for one with POST /__mock/service/{requestNo}/supportCode. */
export function seedSupportCodes(): SupportCodeTables {
  return { supportCodes: [] };
}
