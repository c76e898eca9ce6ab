import { installShell, SHELL_RETRY_WAITS_MS, ShellInstallError, shellFailure, type ShellFile } from '@/sw/installShell';
import { RetriesExhausted, withRetries } from '@/sw/withRetries';

/**
 * The shell's install on a weak signal (src/sw/installShell.ts): a file whose download fails is asked for again with
 * growing waits before the install gives up; a 404 is the build having changed and is not asked again. The worker's
 * fetch-and-store of one file is a fake here, failing as the test says, and the waits are recorded, not waited.
 */

const files = (n: number): ShellFile[] => Array.from({ length: n }, (_, i) => ({ url: `/assets/f${i}.js`, cacheKey: `/assets/f${i}.js` }));

/** What Workbox's PrecacheStrategy throws when an answer cannot be stored. */
const badResponse = (url: string, status: number) => Object.assign(new Error(`bad-precaching-response: ${url} ${status}`), { name: 'bad-precaching-response', details: { url, status } });
const dropped = () => new TypeError('Failed to fetch');

/** A store whose answers per URL are the given outcomes in turn (then success); counts each URL's tries. */
function scriptedStore(outcomes: Record<string, (() => Error)[]>) {
  const tries = new Map<string, number>();
  const store = jest.fn(async (file: ShellFile) => {
    const n = tries.get(file.url) ?? 0;
    tries.set(file.url, n + 1);
    const fail = outcomes[file.url]?.[n];
    if (fail) throw fail();
  });
  return { store, tries: (url: string) => tries.get(url) ?? 0 };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: jest.fn(async (ms: number) => void waits.push(ms)) };
}

test('a file that fails twice (a dropped connection, then a 503) and then arrives is stored: the install succeeds', async () => {
  const shell = files(6);
  const { store, tries } = scriptedStore({ '/assets/f2.js': [dropped, () => badResponse('/assets/f2.js', 503)] });
  const { sleep, waits } = recordingSleep();
  await expect(installShell({ files: shell, lanes: 4, store, sleep })).resolves.toBeUndefined();
  expect(tries('/assets/f2.js')).toBe(3);
  for (const f of shell.filter((f) => f.url !== '/assets/f2.js')) expect(tries(f.url)).toBe(1);
  expect(waits).toEqual([500, 1500]);
});

test('a file that fails every time is given up after four tries, naming the file and the last failure', async () => {
  const always = Array.from({ length: 10 }, () => dropped);
  const { store, tries } = scriptedStore({ '/assets/f1.js': always });
  const { sleep, waits } = recordingSleep();
  const install = installShell({ files: files(3), lanes: 4, store, sleep });
  await expect(install).rejects.toThrow(ShellInstallError);
  await expect(install).rejects.toThrow("the shell's /assets/f1.js could not be downloaded: failed 4 times; the last: TypeError: Failed to fetch");
  const error = (await install.catch((e: unknown) => e)) as ShellInstallError;
  expect(error.failure).toBe('gave up');
  expect(error.cause).toBeInstanceOf(RetriesExhausted);
  expect(tries('/assets/f1.js')).toBe(SHELL_RETRY_WAITS_MS.length + 1);
  expect(waits).toEqual([500, 1500, 4000]);
});

test('the waits between tries grow, and together stay well under a browser’s patience with an install', async () => {
  const { store } = scriptedStore({ '/assets/f0.js': Array.from({ length: 10 }, () => dropped) });
  const { sleep, waits } = recordingSleep();
  await expect(installShell({ files: files(1), lanes: 4, store, sleep })).rejects.toThrow(ShellInstallError);
  expect(waits.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] ?? Infinity);
  expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
  expect(waits).toEqual([...SHELL_RETRY_WAITS_MS]);
});

test('no retry waits past a minute from the install’s start: a signal that bad fails the install sooner', async () => {
  // Each try takes 29 s of the test's clock: the third try ends 89 s in, and a 4 s wait would end past 60 s.
  let clock = 0;
  let tries = 0;
  const store = async () => {
    tries += 1;
    clock += 29_000;
    throw dropped();
  };
  const sleep = async (ms: number) => void (clock += ms);
  await expect(installShell({ files: files(1), lanes: 4, store, sleep, now: () => clock })).rejects.toThrow("the shell's /assets/f0.js could not be downloaded: failed 3 times");
  expect(tries).toBe(3);
});

test('a 5xx answer every time is retried as a dropped connection is, then given up', async () => {
  const { store, tries } = scriptedStore({ '/assets/f0.js': Array.from({ length: 10 }, () => () => badResponse('/assets/f0.js', 502)) });
  const { sleep, waits } = recordingSleep();
  await expect(installShell({ files: files(1), lanes: 4, store, sleep })).rejects.toThrow(/f0\.js could not be downloaded: failed 4 times.*502/);
  expect(tries('/assets/f0.js')).toBe(4);
  expect(waits).toEqual([500, 1500, 4000]);
});

test('a 404 is not asked again: the build changed, the install fails at once and starts no other file', async () => {
  const { store, tries } = scriptedStore({ '/assets/f0.js': [() => badResponse('/assets/f0.js', 404)] });
  const { sleep } = recordingSleep();
  const install = installShell({ files: files(8), lanes: 1, store, sleep });
  await expect(install).rejects.toThrow("the shell's /assets/f0.js is gone from the server (404): the build changed; not asked again");
  expect(((await install.catch((e: unknown) => e)) as ShellInstallError).failure).toBe('gone');
  expect(tries('/assets/f0.js')).toBe(1);
  expect(sleep).not.toHaveBeenCalled();
  // One lane: nothing after the gone file was fetched for an install that has failed.
  expect(store).toHaveBeenCalledTimes(1);
});

test('what the failures mean: a dropped connection and a server’s failure are retried; 404/410 are gone; other answers are refused', () => {
  expect(shellFailure(dropped())).toBe('retry');
  for (const status of [500, 502, 503, 504, 408, 429]) expect(shellFailure(badResponse('/x', status))).toBe('retry');
  for (const status of [404, 410]) expect(shellFailure(badResponse('/x', status))).toBe('gone');
  for (const status of [400, 401, 403]) expect(shellFailure(badResponse('/x', status))).toBe('refused');
  expect(shellFailure(new DOMException('quota', 'QuotaExceededError'))).toBe('refused');
});

test('a 403 is not asked again and fails the install, saying so', async () => {
  const { store, tries } = scriptedStore({ '/assets/f0.js': [() => badResponse('/assets/f0.js', 403)] });
  const { sleep } = recordingSleep();
  await expect(installShell({ files: files(1), lanes: 4, store, sleep })).rejects.toThrow(/f0\.js was refused: .*403.*not asked again/);
  expect(tries('/assets/f0.js')).toBe(1);
});

test('the lanes are kept while a file waits for its retry: never more files at once than lanes, and the others go on', async () => {
  const shell = files(10);
  let inFlight = 0;
  let most = 0;
  const tries = new Map<string, number>();
  const order: string[] = [];
  // Every download takes a task; f0's first try drops. Its wait is a timer of its own, so the other lanes go on.
  const store = jest.fn(async (file: ShellFile) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight -= 1;
    const n = (tries.get(file.url) ?? 0) + 1;
    tries.set(file.url, n);
    order.push(`${file.url}#${n}`);
    if (file.url === '/assets/f0.js' && n === 1) throw dropped();
  });
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms / 100));
  await installShell({ files: shell, lanes: 3, store, sleep });
  expect(most).toBe(3);
  expect(tries.get('/assets/f0.js')).toBe(2);
  for (const f of shell) expect(order).toContain(`${f.url}#1`);
  // The other lanes did not wait for f0's retry.
  expect(order.indexOf('/assets/f3.js#1')).toBeLessThan(order.indexOf('/assets/f0.js#2'));
});

test('files already stored are not fetched again when an install is tried again', async () => {
  // The worker's store answers from the cache when the file is there: a second install asks the network only for the rest.
  const cache = new Set<string>();
  const network: string[] = [];
  let down = true;
  const store = async (file: ShellFile) => {
    if (cache.has(file.cacheKey)) return;
    network.push(file.url);
    if (down && file.url === '/assets/f3.js') throw badResponse(file.url, 404);
    cache.add(file.cacheKey);
  };
  const { sleep } = recordingSleep();
  await expect(installShell({ files: files(5), lanes: 1, store, sleep })).rejects.toThrow(ShellInstallError);
  expect(network).toEqual(['/assets/f0.js', '/assets/f1.js', '/assets/f2.js', '/assets/f3.js']);
  down = false;
  network.length = 0;
  await installShell({ files: files(5), lanes: 1, store, sleep });
  expect(network).toEqual(['/assets/f3.js', '/assets/f4.js']);
});

describe('withRetries', () => {
  const always = { waitsMs: [1, 2, 3], retryable: () => true };

  test('resolves with the first try that succeeds, giving each try its number', async () => {
    const job = jest.fn(async (n: number) => {
      if (n < 3) throw new Error(`try ${n}`);
      return 'ok';
    });
    const { sleep, waits } = recordingSleep();
    await expect(withRetries(job, always, sleep)).resolves.toBe('ok');
    expect(job.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(waits).toEqual([1, 2]);
  });

  test('a failure the policy does not retry is thrown as it is, at once', async () => {
    const refusal = new Error('no');
    const job = jest.fn(async () => {
      throw refusal;
    });
    const { sleep } = recordingSleep();
    await expect(withRetries(job, { waitsMs: [1, 2], retryable: () => false }, sleep)).rejects.toBe(refusal);
    expect(job).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  test('a wait the policy has no time for gives up there, with the tries made so far', async () => {
    const { sleep, waits } = recordingSleep();
    const job = jest.fn(async () => {
      throw new Error('down');
    });
    const error = (await withRetries(job, { ...always, mayWait: (ms) => ms < 3 }, sleep).catch((e: unknown) => e)) as RetriesExhausted;
    expect(error.tries).toBe(3);
    expect(waits).toEqual([1, 2]);
  });

  test('after the last wait’s try fails, RetriesExhausted holds the number of tries and the last failure', async () => {
    let n = 0;
    const { sleep } = recordingSleep();
    const error = (await withRetries(
      async () => {
        n += 1;
        throw new Error(`try ${n}`);
      },
      always,
      sleep,
    ).catch((e: unknown) => e)) as RetriesExhausted;
    expect(error).toBeInstanceOf(RetriesExhausted);
    expect(error.tries).toBe(4);
    expect((error.cause as Error).message).toBe('try 4');
  });
});
