/**
 * The shell's install (src/sw/serviceWorker.ts), a few files at a time, each file that fails on the way asked for
 * again before the install is given up: a driver who opens the app once in a car park on a weak signal must not be
 * left with no offline app because one file of seventy lost its connection.
 *
 * The rule (docs/offline.md#when-a-shell-file-fails-to-download):
 * - a file whose download fails (the connection dropped, no answer) or whose answer is a server's failure (5xx, 408,
 *   429) is asked for again after 0.5 s, 1.5 s and 4 s: four tries, at most 6 s of waiting, inside the install event;
 *   no wait begins once it would end more than 60 s after the install began (a signal that bad fails the install
 *   rather than keep it going towards the browser's limit of an event, five minutes in Chromium);
 * - a 404 or 410 is not asked again: the file is gone from the server, so the build this worker belongs to has been
 *   replaced (a deploy between the page loading `sw.js` and the worker fetching its files). The install fails at
 *   once, the page keeps the worker it had (or none), and the next start of the app installs the build the server
 *   has now;
 * - any other answer (403, 401…) or failure (the storage full) is not asked again either, and fails the install;
 * - once a file has given up, no lane starts another file (the install has failed); the files already stored stay
 *   in the cache, and the next install of the same build takes them from there without fetching them again.
 *
 * Kept free of Workbox and the worker's globals (serviceWorker.ts hands in the files, the fetch-and-store of one file
 * and the clock), so it is tested in jest (test/sw/installShell.test.ts).
 */
import { describe, RetriesExhausted, withRetries, type RetryPolicy } from './withRetries';

/** The waits before a shell file's second, third and fourth try. */
export const SHELL_RETRY_WAITS_MS: readonly number[] = [500, 1500, 4000];
/** No wait for a retry ends later than this after the install began. */
export const SHELL_RETRY_WINDOW_MS = 60_000;

export interface ShellFile {
  url: string;
  /** The precache's key (the URL with its revision, or the URL itself for a hashed file). */
  cacheKey: string;
}

export interface InstallShellDeps {
  files: readonly ShellFile[];
  /** How many files are on their way at once. */
  lanes: number;
  /**
   * Stores one file: answered from the cache when it is there already, else fetched and stored. Rejects when the
   * download fails or its answer cannot be stored (Workbox's `bad-precaching-response`, with the answer's status).
   */
  store(file: ShellFile): Promise<void>;
  sleep(ms: number): Promise<void>;
  /** Defaults to SHELL_RETRY_WAITS_MS. */
  waitsMs?: readonly number[];
  /** Defaults to SHELL_RETRY_WINDOW_MS. */
  retryWindowMs?: number;
  /** Defaults to Date.now. */
  now?: () => number;
}

/**
 * What a failed shell file means: `retry` (the signal or the server's bad moment: ask again), `gone` (404/410: the
 * build changed) or `refused` (anything else the server or the storage said: asking again would get the same).
 */
export type ShellFailure = 'retry' | 'gone' | 'refused';

/** The status of an answer Workbox would not store (`bad-precaching-response`), if this is that error. */
function refusedStatus(error: unknown): number | undefined {
  const e = error as { name?: unknown; details?: { status?: unknown } } | null;
  return e?.name === 'bad-precaching-response' && typeof e.details?.status === 'number' ? e.details.status : undefined;
}

export function shellFailure(error: unknown): ShellFailure {
  const status = refusedStatus(error);
  if (status === undefined) {
    // fetch() rejects with a TypeError when the request never got an answer (a dropped connection, no network).
    return error instanceof TypeError ? 'retry' : 'refused';
  }
  if (status === 404 || status === 410) return 'gone';
  return status >= 500 || status === 408 || status === 429 ? 'retry' : 'refused';
}

/** Why the install failed: the file, and what happened to it. */
export class ShellInstallError extends Error {
  constructor(
    readonly file: ShellFile,
    readonly failure: ShellFailure | 'gave up',
    override readonly cause: unknown,
  ) {
    const why =
      failure === 'gone'
        ? `is gone from the server (${refusedStatus(cause) ?? '?'}): the build changed; not asked again`
        : failure === 'gave up'
          ? `could not be downloaded: ${cause instanceof RetriesExhausted ? cause.message : describe(cause)}`
          : `was refused: ${describe(cause)}; not asked again`;
    super(`the shell's ${file.url} ${why}`);
    this.name = 'ShellInstallError';
  }
}

/**
 * Stores every shell file, `lanes` at a time, each file retried by the rule above. Resolves once all are stored;
 * rejects with a ShellInstallError naming the first file that gave up, once the files then on their way have settled.
 */
export async function installShell({
  files,
  lanes,
  store,
  sleep,
  waitsMs = SHELL_RETRY_WAITS_MS,
  retryWindowMs = SHELL_RETRY_WINDOW_MS,
  now = Date.now,
}: InstallShellDeps): Promise<void> {
  const queue = [...files];
  const began = now();
  const policy: RetryPolicy = {
    waitsMs,
    retryable: (error) => shellFailure(error) === 'retry',
    mayWait: (ms) => now() + ms - began <= retryWindowMs,
  };
  // The first file that gave up (an object: the lanes write it, and the install reads it once they have settled).
  const outcome: { failed: ShellInstallError | null } = { failed: null };
  const lane = async () => {
    for (let file = queue.shift(); file && !outcome.failed; file = queue.shift()) {
      const current = file;
      try {
        await withRetries(() => store(current), policy, sleep);
      } catch (error) {
        outcome.failed ??=
          error instanceof RetriesExhausted ? new ShellInstallError(current, 'gave up', error) : new ShellInstallError(current, shellFailure(error), error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (outcome.failed) throw outcome.failed;
}
