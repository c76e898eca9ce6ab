/**
 * What the Lighthouse benchmarks (bench:lighthouse, bench:floor) share: Lighthouse 12 with the chrome-launcher and
 * puppeteer-core it was built against, a fresh headless Chromium per run, and the median of the runs.
 */
import { createRequire } from 'node:module';

const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
export const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));
export const { default: puppeteer } = await import(fromLighthouse.resolve('puppeteer-core'));

export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `run(chrome)` against a Chromium of its own (a cold cache each run), killed afterwards whatever happens. */
export async function withFreshChrome(run) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await run(chrome);
  } finally {
    await chrome.kill();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
