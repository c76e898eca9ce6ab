import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { a11yRoutes } from './a11yRoutes';
import { ELDER_WIDTH, switchToElderInPlace, type DisplayMode } from './displayModes';
import { resetMock, signIn } from './support';

/**
 * WCAG 2.1 AA on every implemented page, at phone size, as the driver who sees its real content: axe-core must
 * find no serious or critical violation once the page has loaded its data, and nothing may be wider than the phone.
 * The walk is split over the run's two lanes (playwright.config.ts): a11y.spec.ts takes 3 routes in 8 beside the
 * journeys, a11y-more.spec.ts the other 5 on its own server; together they are every route of a11yRoutes.ts.
 */

/** Who signs in for an entry: drivers A and B, and the demo merchant's owner and clerk (issue 15). */
const PHONES = { A: '13800138000', B: '13900139000', owner: '13600136000', clerk: '13500135000' } as const;

export function inFirstLane(index: number): boolean {
  return index % 8 < 3;
}

async function settled(page: Page) {
  // A page that polls (a payment being confirmed) never goes network-idle: wait a bounded time for it.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.locator('h1').first()).toBeAttached();
  // Skeletons and spinners give way to the content (or its empty or error state) before the check.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
}

export async function expectClean(page: Page, url: string, mode: DisplayMode) {
  const { violations } = await new AxeBuilder({ page }).exclude('#webpack-dev-server-client-overlay').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(bad, `axe on ${url} (${mode})`).toEqual([]);
  // Reflow (WCAG 1.4.10): nothing wider than the phone, or the browser zooms the whole page out to fit it (and
  // the window itself reports the wider width then: the screen is the phone's measure).
  const width = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, phone: window.screen.width }));
  expect(width.content, `page width on ${url} (${mode})`).toBeLessThanOrEqual(mode === 'elder' ? ELDER_WIDTH : width.phone);
}

export function axeWalk(lane: 'first' | 'second') {
  test.setTimeout(90_000);
  const routes = a11yRoutes.filter((_, i) => inFirstLane(i) === (lane === 'first'));
  for (const r of routes) {
    const url = r.url ?? r.route;
    test(`${url} (${r.as === 'visitor' ? 'visitor' : r.as === 'owner' || r.as === 'clerk' ? `merchant ${r.as}` : `driver ${r.as}`}) has no serious or critical axe violation, standard, dark and 长辈模式`, async ({ page, request }) => {
      await resetMock(request);
      // The session's cookies are set for localhost before the first page: no page needs opening first.
      if (r.as !== 'visitor') await signIn(page, PHONES[r.as]);
      await page.goto(url);
      await settled(page);
      await expectClean(page, url, 'standard');
      // Dark follows the system: the same page, told the system prefers dark, restyles in place.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectClean(page, url, 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await switchToElderInPlace(page);
      await expect(page.locator('html')).toHaveAttribute('data-elder', '');
      await expectClean(page, url, 'elder');
    });
  }
}
