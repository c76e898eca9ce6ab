/**
 * The operations debug panel's recorder: the last 200 actions (each with the state after it) and the last 200 API
 * calls, kept in memory as references — no copying, no masking, nothing sent anywhere. It is all of the panel in
 * the entry; showing, masking and exporting load with the panel's own chunk (src/features/supportDebug), which also
 * reads the credentials the recorded actions and states carry (src/session/secretScan.ts) to mask them by value.
 */
export const DEBUG_LOG_SIZE = 200;

export interface RecordedAction {
  /** Epoch ms when it was dispatched. */
  at: number;
  action: unknown;
  /** The store's state right after it (Redux states share structure: a reference costs almost nothing). */
  state: unknown;
}

export interface RecordedCall {
  at: number;
  method: string;
  /** The path asked for, ids filled in, no query. */
  path: string;
  /** HTTP status; 0 when no answer came (network, timeout, aborted). */
  status: number;
  /** The envelope code ('200' ok) or the transport error's. */
  code: string;
  durationMs: number;
  /** The server's message when it refused. */
  msg?: string;
}

/** A fixed-size ring: the oldest entry goes when a new one comes. */
export interface Ring<T> {
  push(item: T): T | undefined;
  /** Oldest first. */
  list(): T[];
}

export function createRing<T>(size: number): Ring<T> {
  const items: (T | undefined)[] = new Array<T | undefined>(size);
  let next = 0;
  let count = 0;
  return {
    push(item) {
      const evicted = count === size ? items[next] : undefined;
      items[next] = item;
      next = (next + 1) % size;
      if (count < size) count += 1;
      return evicted;
    },
    list() {
      const out: T[] = [];
      for (let i = 0; i < count; i += 1) out.push(items[(next - count + i + size) % size] as T);
      return out;
    },
  };
}

export interface DebugLog {
  /** An action that reached the reducers, the state before it and after it. */
  recordAction(action: unknown, before: unknown, after: unknown, at?: number): void;
  recordCall(call: RecordedCall): void;
  actions(): RecordedAction[];
  calls(): RecordedCall[];
  /** The state before the oldest recorded action (what DevTools replays from). */
  baseState(): unknown;
}

export function createDebugLog(size = DEBUG_LOG_SIZE): DebugLog {
  const actions = createRing<RecordedAction>(size);
  const calls = createRing<RecordedCall>(size);
  let base: unknown;
  let first = true;
  return {
    recordAction(action, before, after, at = Date.now()) {
      if (first) base = before;
      first = false;
      const evicted = actions.push({ at, action, state: after });
      if (evicted) base = evicted.state;
    },
    recordCall(call) {
      calls.push(call);
    },
    actions: () => actions.list(),
    calls: () => calls.list(),
    baseState: () => base,
  };
}
