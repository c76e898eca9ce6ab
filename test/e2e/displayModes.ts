import type { Page } from '@playwright/test';

/**
 * The three ways a driver can see the app, for the axe walk and the screenshots: standard, 长辈模式 (elder) and
 * dark. Elder is the driver's choice on /mine, so it is set the way the switch stores it, before the page opens
 * (as a phone that had chosen it opens the app); dark follows the system, so the browser is told to prefer it.
 */
export const displayModes = ['standard', 'elder', 'dark'] as const;
export type DisplayMode = (typeof displayModes)[number];

/** 长辈模式 is checked at the narrowest phone the issue names: 390 CSS px. */
export const ELDER_WIDTH = 390;

/** Where the /mine switch stores the choice (src/session/elderMode.ts); index.html applies it before the first paint. */
const ELDER_KEY = 'elderMode';

/** 长辈模式 on for every page this tab opens from now on, at 390 px. */
export async function chooseElder(page: Page): Promise<void> {
  await page.setViewportSize({ width: ELDER_WIDTH, height: 844 });
  await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), ELDER_KEY);
}

/**
 * 长辈模式 on in the page already open, at 390 px: the way another tab's switch reaches this one (the stored choice
 * and its storage event), so the page restyles in place as a driver would see it, without opening it again.
 */
export async function switchToElderInPlace(page: Page): Promise<void> {
  await page.setViewportSize({ width: ELDER_WIDTH, height: 844 });
  await page.evaluate((key) => {
    window.localStorage.setItem(key, 'on');
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }, ELDER_KEY);
}

export async function openIn(page: Page, mode: DisplayMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode === 'dark' ? 'dark' : 'light' });
  if (mode === 'elder') await chooseElder(page);
}
