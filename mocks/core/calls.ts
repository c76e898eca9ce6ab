import { pathMatches } from './router';

/** A call the mock received, for tests that assert what the server got. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
  time: number;
}

export class CallLog {
  private calls: RecordedCall[] = [];

  record(call: RecordedCall) {
    this.calls.push(call);
  }

  clear() {
    this.calls = [];
  }

  list(path?: string | null, method?: string | null): RecordedCall[] {
    return this.calls.filter((c) => (!path || pathMatches(path, c.path)) && (!method || c.method === method.toUpperCase()));
  }
}
