/**
 * `npm run test:webkit`: each domain's main journey in WebKit, the engine of WeChat, Alipay and Safari on iPhones.
 * Debian's WebKitWebDriver (package webkit2gtk-driver) drives MiniBrowser (WebKitGTK) under Xvfb through W3C WebDriver
 * (./webdriver.ts), against `npm run preview` (dist/ and the mock backend) started here on a free port. After each
 * step the amounts and states on screen are compared with the server's answers (./journeys.ts).
 *
 * Needs: dist/ (`npm run build`), `apt-get install webkit2gtk-driver xvfb`. With no DISPLAY it runs itself again
 * under `xvfb-run -a`. Environment: WEBKIT_BASE_URL uses a server already running instead of starting preview;
 * WEBKIT_ONLY=<regexp> runs the journeys whose names match; PREVIEW_DIR serves another build; CI=true retries a failed
 * journey once (reported as flaky); WEBKIT_DEBUG=1 shows WebKitWebDriver's and MiniBrowser's output. On failure a
 * screenshot and the page's text go to test-results/webkit/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Journey } from './journey';
import { JOURNEYS } from './journeys';
import { Journal } from './journal';
import { Screen } from './screen';
import { Server } from './server';
import { Session, waitForDriver } from './webdriver';

const root = path.resolve(__dirname, '../..');

/** What Safari on an iPhone says it is: the app chooses its plain-browser paths (no WeChat or Alipay bridge). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** A phone's viewport; MiniBrowser's window is at least about 447 CSS px wide (its header bar), so that is what a page gets. */
const WINDOW = { width: 390, height: 844 };

function onPath(bin: string) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).status === 0;
}

// No display: run again under a virtual one (Xvfb's default 640x480 screen is shorter than a phone).
if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  if (!onPath('xvfb-run')) {
    console.error('test:webkit: no DISPLAY and no xvfb-run: apt-get install -y xvfb');
    process.exit(1);
  }
  const r = spawnSync('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: process.env,
  });
  process.exit(r.status ?? 1);
}

const DRIVER_BIN = process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver';
if (!onPath(DRIVER_BIN)) {
  console.error(`test:webkit: ${DRIVER_BIN} not found: apt-get install -y webkit2gtk-driver`);
  process.exit(1);
}

function freePort(): Promise<number> {
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
function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
process.on('exit', () => children.forEach(stop));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

let baseUrl = process.env.WEBKIT_BASE_URL ?? '';
let driverUrl = '';
// Declared before the hook: with WEBKIT_BASE_URL the hook reaches startDriver before the module's later lines ran.
let driverProcess: ChildProcess | null = null;

before(async () => {
  if (!baseUrl) {
    const dir = process.env.PREVIEW_DIR || 'dist';
    if (!existsSync(path.resolve(root, dir, 'index.html'))) throw new Error(`test:webkit: ${dir}/ is empty: run \`npm run build\` first`);
    const port = await freePort();
    const preview = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/preview-server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), PREVIEW_DIR: dir },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(preview);
    baseUrl = `http://localhost:${port}`;
    await waitForHttp(`${baseUrl}/home`, preview);
  }
  await startDriver();
  console.warn(`test:webkit: ${baseUrl} (preview and mock), WebKitWebDriver ${driverUrl}, DISPLAY ${process.env.DISPLAY}`);
});

after(() => children.forEach(stop));

/** A WebKitWebDriver of its own on a free port (again before a retry: a browser that died can take its driver along). */
async function startDriver() {
  if (driverProcess) stop(driverProcess);
  const dport = await freePort();
  // Beijing time. (navigator.language follows the system locale: 'C' where no zh_CN locale is installed; the app's
  // texts and formats do not depend on it.)
  driverProcess = spawn(DRIVER_BIN, [`--port=${dport}`], {
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    stdio: process.env.WEBKIT_DEBUG ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    detached: true,
  });
  children.push(driverProcess);
  driverUrl = `http://127.0.0.1:${dport}`;
  await waitForDriver(driverUrl);
}

let engineShown = false;

async function openSession() {
  const session = await Session.create({
    driverUrl,
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        // --automation must stay: WebKitWebDriver replaces its default args with these.
        args: ['--automation', `--user-agent=${IPHONE_UA}`, '--time-zone=Asia/Shanghai'],
      },
      pageLoadStrategy: 'normal',
      timeouts: { script: 20_000, pageLoad: 30_000, implicit: 0 },
    },
  });
  await session.setWindowRect(WINDOW);
  if (!engineShown) {
    engineShown = true;
    await session.navigate(`${baseUrl}/404`);
    const [ua, w, h, lang] = await session.execute<[string, number, number, string]>('return [navigator.userAgent, innerWidth, innerHeight, navigator.language]');
    console.warn(`test:webkit: ${String(session.capabilities.browserName)} ${String(session.capabilities.browserVersion)} (WebKitGTK), viewport ${w}x${h}, ${lang}, UA ${ua}`);
  }
  return session;
}

const slug = (s: string) => s.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 80);

async function runOnce(j: Journey, attempt: number) {
  const session = await openSession();
  const journal = new Journal();
  const screen = new Screen(session, baseUrl);
  const server = new Server(baseUrl);
  try {
    await server.reset();
    await j.run({ screen, server, session, journal });
  } catch (e) {
    const out = path.join(root, 'test-results', 'webkit');
    mkdirSync(out, { recursive: true });
    const name = `${slug(j.name)}${attempt ? `-retry${attempt}` : ''}`;
    try {
      writeFileSync(path.join(out, `${name}.png`), await session.screenshot());
      const text = await session.execute<string>('return location.href + "\\n\\n" + document.body.innerText');
      writeFileSync(path.join(out, `${name}.txt`), text);
    } catch {
      // the browser is gone: the error says why
    }
    throw journal.wrap(e);
  } finally {
    await session.quit().catch(() => undefined);
  }
}

const only = process.env.WEBKIT_ONLY ? new RegExp(process.env.WEBKIT_ONLY) : null;
for (const j of JOURNEYS) {
  test(j.name, { skip: only ? !only.test(j.name) : false, timeout: j.timeoutMs ?? 90_000 }, async (t) => {
    try {
      await runOnce(j, 0);
    } catch (e) {
      if (!process.env.CI) throw e;
      t.diagnostic(`failed once, retrying (flaky if it passes): ${(e as Error).message}`);
      console.warn(`test:webkit: "${j.name}" failed once, retrying: ${(e as Error).message}`);
      await startDriver();
      await runOnce(j, 1);
    }
  });
}
