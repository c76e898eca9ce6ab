import { test } from '@playwright/test';
import { a11yRoutes } from '../e2e/a11yRoutes';
import { displayModes, openIn } from '../e2e/displayModes';
import { resetMock, signIn } from '../e2e/support';

/**
 * `npm run screens`: every page of the axe walk, as its driver sees it, in each display mode, written to
 * .screens/<mode>/<nn>-<route>.png (full page, at phone size). Not a check: it is how a person looks at every page
 * in every mode after a change to the kit or the tokens. SCREENS_MATCH=<substrings of routes, comma-separated> narrows the walk.
 */
const PHONES = { A: '13800138000', B: '13900139000', owner: '13600136000', clerk: '13500135000' } as const;
const only = process.env.SCREENS_MATCH?.split(',');
const modes = (process.env.SCREENS_MODES?.split(',') ?? displayModes) as typeof displayModes[number][];

for (const mode of modes) {
  a11yRoutes.forEach((r, i) => {
    const url = r.url ?? r.route;
    if (only && !only.some((m) => url.includes(m))) return;
    test(`${mode} ${url} (${r.as})`, async ({ page, request }) => {
      await resetMock(request);
      if (r.as !== 'visitor') await signIn(page, PHONES[r.as]);
      await openIn(page, mode);
      await page.goto(url);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      // The page's own heading, not the loading screen's: its lazy chunk has come (slow under load).
      await page.locator('h1').first().waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
      // Blocks below the fold load when they near the viewport (the home's later blocks): scrolled through once, as a
      // driver would. They are also painted only near it (content-visibility: auto), which a full-page picture never
      // is: painted for the picture.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const name = `${String(i).padStart(3, '0')}-${r.route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${r.as}`;
      await page.screenshot({ path: `.screens/${mode}/${name}.png`, fullPage: true });
    });
  });
}
