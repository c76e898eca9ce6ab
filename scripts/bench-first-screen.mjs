#!/usr/bin/env node
/**
 * `npm run bench:first-screen`: opens /home as a visitor on an emulated cheap phone on a weak network (Lighthouse's
 * mobile settings: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown) in Debian's Chromium, against
 * `npm run preview` (build first), and reports the median of 5 cold loads: first contentful paint (the static
 * shell), the moment the home page is usable (its search box and menu are on screen), and largest contentful
 * paint. It reports; it is not a test. PORT picks the preview port (default 4300).
 */
import { chromium } from '@playwright/test';
import { startPreview } from './benchPreview.mjs';

const { base, stop } = await startPreview(Number(process.env.PORT ?? 4300));
const runs = Number(process.env.RUNS ?? 5);

async function once(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const start = Date.now();
  await page.goto(`${base}/home`, { waitUntil: 'commit' });
  await page.getByRole('region', { name: '功能菜单' }).getByRole('link').first().waitFor({ timeout: 60_000 });
  const usable = Date.now() - start;
  await page.waitForTimeout(1500);
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: globalThis.__lcp,
  }));
  await context.close();
  return { fcp, usable, lcp };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(browser));
  await browser.close();
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`First screen (/home, visitor), median of ${runs} cold loads, slow 4G + 4× CPU:`);
  console.log(`  first contentful paint (static shell)  ${ms(median(results.map((r) => r.fcp)))}`);
  console.log(`  home usable (menu on screen)            ${ms(median(results.map((r) => r.usable)))}`);
  console.log(`  largest contentful paint                ${ms(median(results.map((r) => r.lcp)))}`);
} finally {
  stop();
}
