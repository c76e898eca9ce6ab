/**
 * The cheap phone of `benchPhone.mjs` as a driver holds it: no DevTools client that changes what the page's script
 * costs. Playwright and Lighthouse turn DevTools' Runtime domain on, and then V8 records a stack with line and column
 * for every `Error` made, parsing each function on it again for its source positions (React DOM's boot step: 2 ms
 * unthrottled without a client, 8 ms with Runtime on; docs/first-screen.md). Here Chromium is driven over a pipe
 * (`--remote-debugging-pipe`) by a client of a few lines that sends only what the phone needs: the screen and touch,
 * the locale, the 4× CPU and the slow 4G, one script before the page's own, the navigation, and at the end one read
 * (`Runtime.evaluate`, which does not turn the domain on); bench:first-tap adds a driver's cookies, reads while it
 * waits for the menu and a finger's tap (`Input.dispatchTouchEvent`), none of which turns a domain on either.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE, SCREEN } from './benchPhone.mjs';
import { CHROME } from './lighthouseRun.mjs';

/** The longest any one call may take (a navigation is answered once it is sent, not loaded). */
const CALL_TIMEOUT_MS = 30_000;

/** A DevTools client over the pipe Chromium opens on file descriptors 3 (its input) and 4 (its output). */
function pipeClient(child) {
  let next = 0;
  let buffer = '';
  const waiting = new Map();
  child.stdio[4].on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const pending = waiting.get(message.id);
      if (!pending) continue;
      waiting.delete(message.id);
      if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
      else pending.resolve(message.result);
    }
  });
  // A Chromium that does not start, or dies, fails the call instead of leaving the benchmark waiting for ever.
  const failAll = (why) => {
    for (const pending of waiting.values()) pending.reject(new Error(`${pending.method}: ${why}`));
    waiting.clear();
  };
  child.once('error', (e) => failAll(`Chromium could not start (${e.message})`));
  child.once('exit', (code, signal) => failAll(`Chromium exited (${signal ?? code})`));
  for (const end of [child.stdio[3], child.stdio[4]]) end.on('error', (e) => failAll(`the pipe broke (${e.message})`));
  return (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      next += 1;
      const id = next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject), method });
      child.stdio[3].write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
}

/**
 * `run(phone)` with a fresh Chromium (a cold cache) as the cheap phone, closed afterwards whatever happens. `phone.open(url,
 * beforePage)` navigates its one tab, `beforePage` (a function's source) run in the page before any of its scripts, and
 * resolves once the navigation is sent; `phone.read(expression)` returns the expression's JSON-able value;
 * `phone.setCookies(cookies)` (Network.setCookies' list, before `open`) makes the visit a signed-in driver's;
 * `phone.tap(x, y)` is a finger's tap at that point of the screen. `runtime` turns the Runtime domain on, as
 * Playwright and Lighthouse do: the same phone as the other benchmarks see it.
 */
export async function withBarePhone(run, { runtime = false } = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bare-phone-'));
  const child = spawn(
    CHROME,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'],
    // Detached: a process group of its own, so that its helpers go with it.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  const send = pipeClient(child);
  try {
    const { targetInfos } = await send('Target.getTargets');
    const tab = targetInfos.find((t) => t.type === 'page');
    const { sessionId } = await send('Target.attachToTarget', { targetId: tab.targetId, flatten: true });
    const page = (method, params) => send(method, params, sessionId);
    if (runtime) await page('Runtime.enable');
    await page('Emulation.setDeviceMetricsOverride', { width: SCREEN.width, height: SCREEN.height, deviceScaleFactor: SCREEN.deviceScaleFactor, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Emulation.setLocaleOverride', { locale: SCREEN.locale });
    await page('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    // The slow 4G's emulation is the Network domain's.
    await page('Network.enable');
    await page('Network.emulateNetworkConditions', { offline: false, latency: PHONE.rtt, downloadThroughput: PHONE.down, uploadThroughput: PHONE.up });
    await page('Page.enable');
    const phone = {
      async open(url, beforePage) {
        // As Playwright's serviceWorkers: 'block': the measured visit is a first one with no worker.
        const noWorker = 'if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = async () => undefined;';
        await page('Page.addScriptToEvaluateOnNewDocument', { source: `${noWorker}\n(${beforePage})();` });
        await page('Page.navigate', { url });
      },
      async setCookies(cookies) {
        await page('Network.setCookies', { cookies });
      },
      // A touch down and up at once, as Playwright's tap sends it: the phone turns it into a tap and its click.
      async tap(x, y) {
        await page('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        await page('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      },
      async read(expression) {
        const { result, exceptionDetails } = await page('Runtime.evaluate', { expression: `JSON.stringify(${expression})`, returnByValue: true });
        if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
        return JSON.parse(result.value);
      },
    };
    return await run(phone);
  } finally {
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) resolve();
      else child.once('exit', resolve);
    });
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
