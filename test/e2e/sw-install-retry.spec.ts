import { expect, test, type Request } from './test';
import { resetMock, signIn, untilWorkerControls } from './support';

test.beforeEach(async ({ request }) => resetMock(request));
// The worker is this journey's subject (the journeys' lane blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A first visit on a weak signal: the worker's first download of two shell files drops (index.html, which every
 * page opened offline is answered with, and the shell's last lazy chunk as sw.js lists it). The worker asks
 * for each again within its install (src/sw/installShell.ts), installs, and /home and /billRecord open offline.
 * Playwright sees the worker's own requests in Chromium when the context allows service workers.
 */
test('a shell file dropped on its first download is asked again: the worker installs and /home opens offline', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  // The shell as this build's sw.js lists it (scripts/precacheManifestPlugin.js): its chunks are named by number.
  const sw = await (await request.get('/sw.js')).text();
  const chunks = [...sw.matchAll(/"url":"(\/assets\/\d+\.[0-9a-f]+\.js)"/g)].map((m) => m[1] ?? '');
  const chunk = chunks.at(-1);
  if (!chunk) throw new Error('no lazy chunk in the shell of sw.js');
  const DROPPED = [/\/index\.html$/, new RegExp(`^${chunk.replace(/\./g, '\\.')}$`)];
  const fromWorker = new Map<RegExp, number>();
  const workerAsked = (r: Request, pattern: RegExp) => r.serviceWorker() !== null && pattern.test(new URL(r.url()).pathname);
  await context.route(
    (url) => DROPPED.some((p) => p.test(url.pathname)),
    async (route) => {
      const pattern = DROPPED.find((p) => workerAsked(route.request(), p));
      if (!pattern) return route.continue();
      const tries = (fromWorker.get(pattern) ?? 0) + 1;
      fromWorker.set(pattern, tries);
      // The first try loses its connection; the next get through.
      return tries === 1 ? route.abort('connectionreset') : route.continue();
    },
  );

  // Driver A (so that /billRecord is theirs to open), signed in before the one visit: a second page load would
  // register the worker again, and a failed install would be made good by that, not by the retry.
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^京A·12345/ })).toBeVisible();
  await untilWorkerControls(page, 30_000);
  // Each dropped file was asked for again by the worker, not fetched by the page instead.
  for (const pattern of DROPPED) expect(fromWorker.get(pattern), `the worker's tries of ${pattern}`).toBe(2);

  // In the basement: no network, and the HTTP cache is no help either (the worker's cache answers).
  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '车主服务', level: 1 })).toBeVisible();
  await page.goto('/billRecord');
  await expect(page).toHaveURL(/\/billRecord$/);
  await expect(page.getByRole('heading', { name: '缴费记录' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(false);
});
