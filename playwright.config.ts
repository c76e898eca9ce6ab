import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end in Debian's Chromium (/usr/bin/chromium; Playwright's own browser downloads are not used) with
 * phone emulation, against `npm run preview` (the production build plus the mock backend).
 */
/**
 * E2E_BUILD=embedded (`npm run test:e2e:embedded`, after `npm run build:embedded`) runs only the embedded build's
 * smoke (test/e2e/embedded.spec.ts) against `npm run preview:embedded` on its own port; the default run never
 * opens that spec, whose 404 expectations are wrong for the full app.
 */
const embedded = process.env.E2E_BUILD === 'embedded';
/**
 * E2E_BUILD=kit (`npm run test:e2e:kit`) runs only test/e2e/kit.spec.ts against the development server: the kit's
 * catalogue (/__kit) exists in development builds only.
 */
const kit = process.env.E2E_BUILD === 'kit';
const EMBEDDED_SPEC = '**/embedded.spec.ts';
const KIT_SPEC = '**/kit.spec.ts';
const port = Number(process.env.E2E_PORT ?? (embedded ? 4174 : kit ? 4176 : 4173));
/**
 * E2E_SERVER=nginx runs the specs named on the command line against the build served by Debian's nginx with the
 * build's own nginx.conf (`npm run serve:nginx`) instead of the preview: production's server, one lane.
 */
const nginx = process.env.E2E_SERVER === 'nginx';
/** E2E_DEV=1 runs the journeys against the dev server instead (no build; for working on a journey). */
const serverOn = (p: number) =>
  nginx
    ? `PORT=${p} npm run ${embedded ? 'serve:nginx:embedded' : 'serve:nginx'}`
    : embedded ? `PORT=${p} npm run preview:embedded` : process.env.E2E_DEV || kit ? `PORT=${p} npx tsx scripts/dev-server.ts` : `PORT=${p} npm run preview`;
/**
 * The full run is two lanes, each a worker with its own preview and so its own mock backend (tests reset and change
 * it, so a lane runs its tests one at a time): the journeys and part of the axe walk on one, the rest of the walk on
 * the other (test/e2e/axeWalk.ts splits it). The walk is most of the time, and CI has two cores.
 */
const split = !embedded && !kit && !nginx && !process.env.E2E_DEV;
const port2 = port + 2;
/** The second lane: the rest of the axe walk, and the sweep of every page with an id the server does not know (also a walk). */
const AXE_SECOND_LANE = ['**/a11y-more.spec.ts', '**/unknown-ids.spec.ts'];
/**
 * Journeys that time what a phone does (a throttled first visit then offline, a refresh's schedule across tabs, a
 * push shown within seconds, a reminder's page on a slow phone) run once both lanes are done, alone on the machine: beside the other lane's browser and
 * server they measured CI's two busy cores, not the app.
 */
const QUIET = ['**/offline-first-visit.spec.ts', '**/weak-refresh.spec.ts', '**/reminders.spec.ts', '**/glance.spec.ts'];
const webServer = (p: number) => ({ command: serverOn(p), url: `http://localhost:${p}/home`, reuseExistingServer: !process.env.CI, timeout: kit ? 240_000 : 120_000 });

export default defineConfig({
  testDir: 'test/e2e',
  ...(embedded ? { testMatch: EMBEDDED_SPEC } : kit ? { testMatch: KIT_SPEC } : { testIgnore: [EMBEDDED_SPEC, KIT_SPEC] }),
  ...(split
    ? {
      projects: [
        // The service worker is the offline journeys' subject (offline.spec.ts and the timed ones let it run); in a
        // fresh phone per test elsewhere it would only store the build in the background, a busy core for nothing.
        { name: 'journeys', testIgnore: [EMBEDDED_SPEC, KIT_SPEC, ...AXE_SECOND_LANE, ...QUIET], workers: 1, use: { baseURL: `http://localhost:${port}`, serviceWorkers: 'block' } },
        { name: 'axe', testMatch: AXE_SECOND_LANE, workers: 1, use: { baseURL: `http://localhost:${port2}` } },
        { name: 'timed', testMatch: QUIET, dependencies: ['journeys', 'axe'], workers: 1, use: { baseURL: `http://localhost:${port}`, serviceWorkers: 'allow' } },
      ],
    }
    : {}),
  timeout: 30_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: split ? 2 : 1,
  // One retry on CI absorbs a slow machine; Playwright still reports the test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test's trace is recorded on its retry (CI retries once; locally, `--trace on`). Tracing every test to
    // keep only the failures' traces screenshots and snapshots each step of all of them: a sixth of the walk's time.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--short-reporting-delay'],
    },
  },
  webServer: split ? [webServer(port), webServer(port2)] : webServer(port),
  // What the journeys' pages reported as drivers' phones would (npm run field-report), printed while the previews are up.
  ...(split ? { globalTeardown: './test/e2e/fieldReportTeardown.ts' } : {}),
});
