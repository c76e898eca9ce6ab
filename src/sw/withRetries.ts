/**
 * Asking again for what a weak signal dropped: one job tried, and tried again after each wait of a policy while its
 * failure is one that may pass (a connection lost, a server's bad moment), then given up with the last failure.
 * Pure: the wait is handed in (the worker's setTimeout; a test's own clock), so the rule is tested in jest
 * (test/sw/withRetries.test.ts).
 */

export interface RetryPolicy {
  /** The waits before the second, third… try; a failure after the last wait gives up. Tries: `waitsMs.length + 1`. */
  waitsMs: readonly number[];
  /** Whether a failure may pass if asked again; one that may not gives up at once. */
  retryable(error: unknown): boolean;
  /** Whether there is still time for a wait of `ms` and one more try (a deadline of the caller's); else it gives up. */
  mayWait?(ms: number): boolean;
}

/** Thrown when every try of a policy failed with a failure worth retrying: how many tries, and the last failure. */
export class RetriesExhausted extends Error {
  constructor(
    readonly tries: number,
    override readonly cause: unknown,
  ) {
    super(`failed ${tries} times; the last: ${describe(cause)}`);
    this.name = 'RetriesExhausted';
  }
}

/** A failure in a few words, for an error message: its name and message, or what it is. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  return String(error);
}

/**
 * Runs `job` (given the try's number, from 1) until it resolves. A failure `policy.retryable` refuses is thrown as it
 * is, at once; one it accepts is tried again after the policy's next wait, and after the last wait's try fails (or
 * when `policy.mayWait` refuses the next wait), `RetriesExhausted` is thrown. The waits add up to at most `sum(policy.waitsMs)` beside the tries themselves.
 */
export async function withRetries<T>(job: (tryNumber: number) => Promise<T>, policy: RetryPolicy, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      return await job(tryNumber);
    } catch (error) {
      if (!policy.retryable(error)) throw error;
      const wait = policy.waitsMs[tryNumber - 1];
      if (wait === undefined || policy.mayWait?.(wait) === false) throw new RetriesExhausted(tryNumber, error);
      await sleep(wait);
    }
  }
}
