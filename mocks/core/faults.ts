import { pathMatches } from './router';

/** A failure the control API arms: the next `times` matching calls fail this way. */
export interface Fault {
  method?: string;
  path: string;
  code?: string;
  msg?: string;
  httpStatus?: number;
  delayMs?: number;
  networkError?: boolean;
  times: number;
}

export class FaultTable {
  private faults: Fault[] = [];

  add(input: Partial<Fault> & { path: string }) {
    this.faults.push({ ...input, times: input.times ?? 1 });
  }

  clear() {
    this.faults = [];
  }

  /** Takes one use of the first fault matching this call, or null. */
  take(method: string, path: string): Fault | null {
    const f = this.faults.find((x) => (!x.method || x.method.toUpperCase() === method) && pathMatches(x.path, path));
    if (!f) return null;
    f.times -= 1;
    if (f.times <= 0) this.faults = this.faults.filter((x) => x !== f);
    return f;
  }
}
