/**
 * `npm run test:webkit`: each domain's main journey in WebKit, the engine of WeChat, Alipay and Safari on iPhones.
 * Debian's WebKitWebDriver (package webkit2gtk-driver) drives MiniBrowser (WebKitGTK) under Xvfb through W3C WebDriver
 * (./webdriver.ts), against `npm run preview` (dist/ and the mock backend) started here on a free port. After each
 * step the amounts and states on screen are compared with the server's answers (test/browsers/journeys.ts, shared with
 * `npm run test:firefox`; the run itself: test/browsers/runner.ts).
 *
 * Needs: dist/ (`npm run build`), `apt-get install webkit2gtk-driver xvfb`. With no DISPLAY it runs itself again
 * under `xvfb-run -a`. Environment: WEBKIT_BASE_URL uses a server already running instead of starting preview;
 * WEBKIT_ONLY=<regexp> runs the journeys whose names match; PREVIEW_DIR serves another build; CI=true retries a failed
 * journey once (reported as flaky); WEBKIT_DEBUG=1 shows WebKitWebDriver's and MiniBrowser's output. On failure a
 * screenshot and the page's text go to test-results/webkit/.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, onPath, runJourneys, spawnChild, stop, WINDOW } from '../browsers/runner';
import { Session, waitForDriver } from './webdriver';

/** What Safari on an iPhone says it is: the app chooses its plain-browser paths (no WeChat or Alipay bridge). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// WINDOW is a phone's viewport; MiniBrowser's window is at least about 447 CSS px wide (its header bar), so that is
// what a page gets.

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

let driverUrl = '';
let driverProcess: ChildProcess | null = null;

/** A WebKitWebDriver of its own on a free port (again before a retry: a browser that died can take its driver along). */
async function startDriver() {
  if (driverProcess) stop(driverProcess);
  const dport = await freePort();
  // Beijing time. (navigator.language follows the system locale: 'C' where no zh_CN locale is installed; the app's
  // texts and formats do not depend on it.)
  driverProcess = spawnChild(DRIVER_BIN, [`--port=${dport}`], {
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    stdio: process.env.WEBKIT_DEBUG ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    detached: true,
  });
  driverUrl = `http://127.0.0.1:${dport}`;
  await waitForDriver(driverUrl);
}

let engineShown = false;

runJourneys({
  id: 'webkit',
  async start() {
    await startDriver();
    return `WebKitWebDriver ${driverUrl}, DISPLAY ${process.env.DISPLAY}`;
  },
  restart: startDriver,
  async open(baseUrl) {
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
    return { browser: session, close: () => session.quit() };
  },
});
