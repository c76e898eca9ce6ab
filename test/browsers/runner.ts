/**
 * What `npm run test:webkit` and `npm run test:firefox` share: the preview started and stopped, one node:test test per
 * journey (./journeys.ts) with a fresh browser each, a retry under CI, and a screenshot and the page's text on failure.
 * Each engine's run.ts says how to start its browser (an Engine); the journeys see only the Browser interface.
 *
 * Environment, with the engine's prefix (WEBKIT_, FIREFOX_): <P>_BASE_URL uses a server already running instead of
 * starting the preview; E2E_SERVER=nginx starts `npm run serve:nginx` (the build's nginx.conf in Debian's nginx) instead;
 * <P>_ONLY=<regexp> runs the journeys whose names match; PREVIEW_DIR serves another build; CI=true
 * tries a failed journey once more (reported as flaky if it passes). On failure a screenshot and the page's text go to
 * test-results/<engine>/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from './driver';
import type { Journey } from './journey';
import { JOURNEYS } from './journeys';
import { Journal } from './journal';
import { Screen } from './screen';
import { Server } from './server';

export const root = path.resolve(__dirname, '../..');

/** A phone's viewport (what each engine gets as near as it can). */
export const WINDOW = { width: 390, height: 844 };

export function onPath(bin: string) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).status === 0;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess | null, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const children: ChildProcess[] = [];
/** Ends a child this run started, and what it started (its process group). */
export function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
/** Starts a child in its own process group, ended with the run (or by `stop`). */
export function spawnChild(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  children.push(child);
  return child;
}
process.on('exit', () => children.forEach(stop));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

/** A browser opened for one journey, and how to end it. */
export interface Opened {
  browser: Browser;
  close(): Promise<void>;
  /** The page's console errors and warnings so far, where the engine reports them (a failure names them). */
  log?(): string[];
}

export interface Engine {
  /** 'webkit' → `test:webkit`, test-results/webkit/, WEBKIT_ONLY and WEBKIT_BASE_URL. */
  id: 'webkit' | 'firefox';
  /** The preview's port; a free one if not given. */
  previewPort?: number;
  /** Once the preview answers: starts what the browser needs; returns a line saying what runs. */
  start(baseUrl: string): Promise<string>;
  /** A fresh browser (no cookies, no storage) for one journey. */
  open(baseUrl: string): Promise<Opened>;
  /** Before a retry: a browser that died may have taken its driver along. */
  restart(): Promise<void>;
  /** At the end of the run. */
  end?(): Promise<void>;
}

const slug = (s: string) => s.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 80);

/** Registers every journey as a node:test test, run in the engine's browser against its own preview. */
export function runJourneys(engine: Engine) {
  const P = engine.id.toUpperCase();
  const tag = `test:${engine.id}`;
  let baseUrl = process.env[`${P}_BASE_URL`] ?? '';

  before(async () => {
    if (!baseUrl) {
      const dir = process.env.PREVIEW_DIR || 'dist';
      if (!existsSync(path.resolve(root, dir, 'index.html'))) throw new Error(`${tag}: ${dir}/ is empty: run \`npm run build\` first`);
      const port = engine.previewPort ?? (await freePort());
      // A server already there would be tested in place of this build (and this preview would die unseen).
      if (await fetch(`http://localhost:${port}/`).then(() => true, () => false)) {
        throw new Error(`${tag}: port ${port} is taken by another server: stop it, or name it with ${P}_BASE_URL`);
      }
      const server = process.env.E2E_SERVER === 'nginx' ? 'scripts/serve-nginx.ts' : 'scripts/preview-server.ts';
      const preview = spawnChild(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), server], {
        cwd: root,
        env: { ...process.env, PORT: String(port), PREVIEW_DIR: dir },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      baseUrl = `http://localhost:${port}`;
      await waitForHttp(`${baseUrl}/home`, preview);
    }
    const served = process.env[`${P}_BASE_URL`] ? 'a server already running' : process.env.E2E_SERVER === 'nginx' ? 'nginx and mock' : 'preview and mock';
    console.warn(`${tag}: ${baseUrl} (${served}), ${await engine.start(baseUrl)}`);
  });

  after(async () => {
    await engine.end?.();
    children.forEach(stop);
  });

  async function runOnce(j: Journey, attempt: number) {
    const { browser, close, log } = await engine.open(baseUrl);
    const journal = new Journal();
    const screen = new Screen(browser, baseUrl);
    const server = new Server(baseUrl);
    try {
      await server.reset();
      const mark = (await server.policyViolations()).lastSeq;
      await j.run({ screen, server, browser, journal });
      // The page's security policy refused something (the e2e tests fail on it too): the journey fails, naming it.
      const refused = (log?.() ?? []).filter((l) => /securitypolicyviolation|Content[- ]Security[- ]Policy|Trusted ?(Types?|HTML|Script)/i.test(l));
      if (refused.length) throw new Error(`the page's security policy refused ${refused.length}:\n    ${refused.join('\n    ')}`);
      // And what the browser reported to the server (WebKit's only word of it: its console is out of reach).
      const reported = await server.policyViolations(mark);
      if (reported.total) throw new Error(`the browser reported ${reported.total} security policy violations:\n    ${reported.violations.map((v) => `${v.directive} blocked ${v.blocked} on ${v.route}`).join('\n    ')}`);
    } catch (e) {
      const out = path.join(root, 'test-results', engine.id);
      mkdirSync(out, { recursive: true });
      const name = `${slug(j.name)}${attempt ? `-retry${attempt}` : ''}`;
      const pageLog = log?.() ?? [];
      try {
        writeFileSync(path.join(out, `${name}.png`), await browser.screenshot());
        const text = await browser.execute<string>('return location.href + "\\n\\n" + document.body.innerText');
        writeFileSync(path.join(out, `${name}.txt`), pageLog.length ? `${text}\n\n-- the page's console:\n${pageLog.join('\n')}\n` : text);
      } catch {
        // the browser is gone: the error says why
      }
      const err = journal.wrap(e);
      // What the page itself complained of (a policy's refusal among it) goes with the failure.
      if (!pageLog.length) throw err;
      const withLog = new Error(`${err.message}\n  the page's console (last ${Math.min(pageLog.length, 8)} of ${pageLog.length}):\n    ${pageLog.slice(-8).join('\n    ')}`);
      withLog.stack = `${withLog.message}\n${err.stack ?? ''}`;
      throw withLog;
    } finally {
      await close().catch(() => undefined);
    }
  }

  const only = process.env[`${P}_ONLY`] ? new RegExp(process.env[`${P}_ONLY`]!) : null;
  // Journeys <P>_ONLY leaves out are not registered at all: a run that samples is not a run that skips.
  const chosen = only ? JOURNEYS.filter((j) => only.test(j.name)) : JOURNEYS;
  if (!chosen.length) throw new Error(`${tag}: ${P}_ONLY matches no journey`);
  for (const j of chosen) {
    test(j.name, { timeout: j.timeoutMs ?? 90_000 }, async (t) => {
      try {
        await runOnce(j, 0);
      } catch (e) {
        if (!process.env.CI) throw e;
        t.diagnostic(`failed once, retrying (flaky if it passes): ${(e as Error).message}`);
        console.warn(`${tag}: "${j.name}" failed once, retrying: ${(e as Error).message}`);
        await engine.restart();
        await runOnce(j, 1);
      }
    });
  }
}
