import { readFileSync } from 'node:fs';
import type axeCore from 'axe-core';
import { expect, test, type BrowserContext, type Page } from './test';
import { a11yRoutes } from './a11yRoutes';
import { ELDER_WIDTH, switchToElderInPlace, type DisplayMode } from './displayModes';
import { resetMock, signIn } from './support';

/**
 * WCAG 2.1 AA on every implemented page, at phone size, as the driver who sees its real content: axe-core must
 * find no serious or critical violation once the page has loaded its data, and nothing may be wider than the phone.
 * The walk is split over the run's two lanes (playwright.config.ts): a11y.spec.ts takes 1 route in 32 beside the
 * journeys, a11y-more.spec.ts the other 31 on its own server; together they are every route of a11yRoutes.ts.
 */

/** Who signs in for an entry: drivers A and B, and the demo merchant's owner and clerk. */
const PHONES = { A: '13800138000', B: '13900139000', owner: '13600136000', clerk: '13500135000' } as const;

export function inFirstLane(index: number): boolean {
  // The first lane runs every journey too: with 1 route in 32 of the walk both lanes end about together (5 in 32:
  // the journeys and their routes 1,077 s against the rest of the walk 735 s; the journeys alone were 878 s).
  return index % 32 < 1;
}

async function settled(page: Page) {
  // A page that polls (a payment being confirmed) never goes network-idle: wait a bounded time for it.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.locator('h1').first()).toBeAttached();
  // Skeletons and spinners give way to the content (or its empty or error state) before the check.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
}

/** MIIT's 适老化 rules: in 长辈模式 the text a driver reads is at least 18 dp (CSS px at the phone's scale). */
export const ELDER_MIN_TEXT = 18;

/**
 * Every visible text on the page set below `min` px (its element's computed font-size), as `path "text" size`:
 * text nodes with something in them, and what inputs show (a value, or the placeholder while empty). Not counted,
 * since no driver sees them:
 * - what is not on the screen: no box (display: none, a closed sheet, a collapsed panel's zero height), hidden by
 *   `visibility` or `opacity: 0`, or inside `[hidden]`;
 * - what only a screen reader reads: `.sr-only` and any other visually hidden box (clipped to nothing, or 1 px with
 *   its overflow hidden: the FilterChips legend);
 * - the development server's error overlay (an iframe: its text is not this document's).
 * `aria-hidden` text counts: it is hidden from screen readers, not from the eye (the Countdown's clock digits beside
 * their spoken form, SwitchRow's 已开启). A QR code is an image (no text to measure); the plate badge's characters
 * are real text a driver reads, so they fall under the rule with the rest.
 */
export async function textBelow(page: Page, min: number): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    const unseen = (el: Element): boolean => {
      if (el.closest('.sr-only, [hidden], #webpack-dev-server-client-overlay')) return true;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
        if (s.overflow !== 'visible') {
          const box = a.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true;
        }
      }
      return false;
    };
    const where = (el: Element): string => {
      const parts: string[] = [];
      for (let a: Element | null = el; a && a !== document.body && parts.length < 4; a = a.parentElement) {
        const cls = typeof a.className === 'string' ? a.className.trim().split(/\s+/)[0] : '';
        parts.unshift(a.tagName.toLowerCase() + (cls ? `.${cls}` : ''));
      }
      return parts.join(' > ');
    };
    const check = (el: Element, text: string, size: number) => {
      if (size < least) found.push(`${where(el)} "${text.slice(0, 40)}" ${size}px`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some((r) => r.width > 0 && r.height > 0)) continue;
      if (unseen(el)) continue;
      check(el, text, parseFloat(getComputedStyle(el).fontSize));
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (field instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio', 'file', 'range', 'color'].includes(field.type)) continue;
      const box = field.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || unseen(field)) continue;
      if (field.value) check(field, field.value, parseFloat(getComputedStyle(field).fontSize));
      else if (field.placeholder) {
        const own = parseFloat(getComputedStyle(field, '::placeholder').fontSize);
        check(field, `placeholder: ${field.placeholder}`, Number.isNaN(own) ? parseFloat(getComputedStyle(field).fontSize) : own);
      }
    }
    return found;
  }, min);
}

/**
 * axe-core's own script, put into the page once per document and run there three times (standard, dark, 长辈模式).
 * @axe-core/playwright's analyze() injects it again on every call and then opens a blank page to finish the run: about
 * 3.5 s a check against 0.5 s run in place, most of the walk's time. The app has no iframes (a frame would need the
 * script too: the helper's way), so the in-place run sees everything the helper would.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: axeCore.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

export async function axeViolations(page: Page): Promise<axeCore.AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const overlay = '#webpack-dev-server-client-overlay';
    const context = document.querySelector(overlay) ? { exclude: [[overlay]] } : document;
    return (await axe.run(context, options)).violations;
  }, AXE_OPTIONS);
}

export async function expectClean(page: Page, url: string, mode: DisplayMode) {
  const violations = await axeViolations(page);
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(bad, `axe on ${url} (${mode})`).toEqual([]);
  // Reflow (WCAG 1.4.10): nothing wider than the phone, or the browser zooms the whole page out to fit it (and
  // the window itself reports the wider width then: the screen is the phone's measure).
  const width = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, phone: window.screen.width }));
  expect(width.content, `page width on ${url} (${mode})`).toBeLessThanOrEqual(mode === 'elder' ? ELDER_WIDTH : width.phone);
  // 长辈模式's type: every text a driver reads at 18 px or more (the exceptions: textBelow).
  if (mode === 'elder') expect(await textBelow(page, ELDER_MIN_TEXT), `text below ${ELDER_MIN_TEXT} px on ${url} (长辈模式)`).toEqual([]);
}

/**
 * A page reached by a journey (content no seeded route shows: a family member's view, a session waiting for its
 * start) checked where it stands in standard, dark and 长辈模式; the page stays in 长辈模式 afterwards.
 */
export async function expectCleanInEveryMode(page: Page, what: string) {
  await expectClean(page, what, 'standard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectClean(page, what, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await switchToElderInPlace(page);
  await expect(page.locator('html')).toHaveAttribute('data-elder', '');
  await expectClean(page, what, 'elder');
}

/**
 * One phone for a lane's walk: a browser context kept across its routes, with its cookies and the origin's storage
 * (local storage, IndexedDB, caches) cleared before each route and a new tab for each, so every route meets a phone
 * with nothing of the one before. Its HTTP cache stays: the build's hashed files are fetched and compiled once a lane
 * instead of once a route (a new context per route spent about half a second of each route's four on them). Its
 * service worker is blocked: in the walk it would only store the build in the
 * background while axe reads the page (the worker's own journeys, offline*.spec.ts and reminders.spec.ts, run with it).
 */
const walkTest = test.extend<object, { walkPhone: BrowserContext }>({
  walkPhone: [
    async ({ browser }, lend, workerInfo) => {
      // The lane's phone as playwright.config.ts describes it (its device, locale, time zone and server).
      const { viewport, screen, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, timezoneId, baseURL } = workerInfo.project.use;
      const phone = { viewport, screen, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, timezoneId, baseURL };
      const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
      await lend(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ walkPhone, baseURL }, lend) => {
    await walkPhone.clearCookies();
    const page = await walkPhone.newPage();
    const cdp = await walkPhone.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL ?? 'http://localhost').origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
    await cdp.detach();
    await lend(page);
    await page.close();
  },
});

export function axeWalk(lane: 'first' | 'second') {
  walkTest.setTimeout(90_000);
  const routes = a11yRoutes.filter((_, i) => inFirstLane(i) === (lane === 'first'));
  for (const r of routes) {
    const url = r.url ?? r.route;
    walkTest(`${url} (${r.as === 'visitor' ? 'visitor' : r.as === 'owner' || r.as === 'clerk' ? `merchant ${r.as}` : `driver ${r.as}`}) has no serious or critical axe violation, standard, dark and 长辈模式`, async ({ page, request }) => {
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
