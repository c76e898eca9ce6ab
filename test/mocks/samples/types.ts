/**
 * A valid and an invalid call for one endpoint of endpoints.json, sent to the mock by test/mocks/endpoints.test.ts.
 * `as` signs in a demo driver first. `path` fills in {id} templates. `setup` may prepare state (create an order
 * to sync, say) and return values the call uses.
 */
export interface CallSample {
  as?: 'A' | 'B';
  path?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointSample {
  valid: CallSample | ((ctx: SampleContext) => Promise<CallSample> | CallSample);
  invalid: CallSample | ((ctx: SampleContext) => Promise<CallSample> | CallSample);
}

export interface SampleContext {
  /** Sends a call as a demo driver and returns the envelope (for setup steps). */
  call(method: string, path: string, sample: CallSample): Promise<{ code: string; msg: string; data: unknown }>;
}

/** 'METHOD /path' exactly as endpoints.json → its samples. */
export type ServiceSamples = Record<string, EndpointSample>;
