import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ChildProcess } from 'node:child_process';
import { freePort, startServer, stopServer } from '../support/servedBuild';
import { expect, test } from './test';
import { untilWorkerControls } from './support';

/**
 * A deploy, as a phone that already has the app sees it: the build served from a folder of its own (a copy of dist/,
 * by the same server the run tests: the preview, or nginx with E2E_SERVER=nginx), the page controlled by its worker,
 * then a new build put in its place. sw.js and index.html are revalidated on every load (no-cache), so the next load
 * finds the new worker; it waits beside the running build, 新版本可用 says so, and the driver's tap switches.
 */
const SERVER = process.env.E2E_SERVER === 'nginx' ? 'scripts/serve-nginx.ts' : 'scripts/preview-server.ts';
const BUILD = path.resolve(__dirname, '..', '..', process.env.PREVIEW_DIR || 'dist');

let folder = '';
let server: ChildProcess | undefined;
let baseURL = '';

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'new-version-'));
  cpSync(BUILD, folder, { recursive: true });
  const port = await freePort();
  server = await startServer(SERVER, folder, port);
  baseURL = `http://localhost:${port}`;
});

test.afterAll(() => {
  stopServer(server);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The next build's worker: sw.js changed, with its precompressed copies, as the build writes them. */
function deployNextWorker() {
  const file = path.join(folder, 'sw.js');
  const next = `${readFileSync(file, 'utf8')}\n// the next build\n`;
  writeFileSync(file, next);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(next)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(next)));
}

test.use({ serviceWorkers: 'allow' });

test('a new build is found on the next load, waits, and takes over when the driver taps 新版本可用', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${baseURL}/home`);
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible();
  await untilWorkerControls(page, 30_000);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toContain('/sw.js');

  deployNextWorker();
  // A load asks for sw.js again (no-cache): the next build's worker installs and waits beside this one.
  await page.reload();
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible();
  const update = page.getByRole('button', { name: '新版本可用，点击刷新' });
  await expect(update).toBeVisible({ timeout: 30_000 });
  // Still the first build's worker: nothing switched under the driver.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

  // The switch reloads the page once the next build's worker controls it.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await update.click();
  await reloaded;
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(update).toHaveCount(0);
  const after = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: Boolean(r?.waiting), controlled: Boolean(navigator.serviceWorker.controller) })));
  expect(after).toEqual({ waiting: false, controlled: true });
  // And the server answers the next build's sw.js, no stale copy in between (no-cache).
  const body = await page.evaluate(() => fetch('/sw.js', { cache: 'no-store' }).then((r) => r.text()));
  expect(body).toContain('// the next build');
});
