/**
 * The cheap phone of the Playwright benchmarks (bench:first-tap, bench:deep-links): Lighthouse's mobile profile
 * applied by DevTools throttling (4× CPU, 150 ms RTT, 1.6 Mbps down / 750 kbps up), a phone's screen and touch, and
 * a fresh Chromium per run (a cold cache).
 */
import { chromium } from 'playwright-core';
import { CHROME } from './lighthouseRun.mjs';

/** What the phone goals are stated in. */
export const PHONE = { cpu: 4, rtt: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };

/** `run(browser)` against a Chromium of its own, closed afterwards whatever happens. */
export async function withFreshBrowser(run) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** The phone's screen and language, for every way the benchmarks drive it (Playwright here, benchBarePhone.mjs). */
export const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, locale: 'zh-CN' };

/** A phone's browser context (SCREEN, touch); `options` adds to it (serviceWorkers, …). */
export function phoneContext(browser, options = {}) {
  const { width, height, deviceScaleFactor, locale } = SCREEN;
  return browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true, locale, ...options });
}

/** The phone's CPU and signal on `page` (before it navigates). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.rtt, downloadThroughput: PHONE.down, uploadThroughput: PHONE.up });
  return cdp;
}
