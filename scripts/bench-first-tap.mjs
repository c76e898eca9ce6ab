#!/usr/bin/env node
/**
 * `npm run bench:first-tap`: a visitor opens /home on a cheap phone and a weak signal (4× CPU, 150 ms
 * RTT, 1.6 Mbps down / 750 kbps up, a cold cache, no service worker yet), and taps the first menu entry the moment
 * the menu shows its entries. It reports whether the tap was answered (the next page opened) and how long from the
 * tap to the next page's heading on screen; medians of RUNS (default 5) fresh browsers. The tap is a touch, as a
 * phone's. It reports; it does not fail. Build first (npm run build).
 *
 * BEFORE=<folder> (a build of an earlier commit, e.g. `.bench/before`) runs that build too, interleaved with this
 * one round by round, for a before/after measured on one machine in one run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { interleavedSides } from './benchPreview.mjs';
import { CHROME, median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
/** Lighthouse's mobile profile, applied by DevTools throttling: what the first-tap goal is stated in. */
const PHONE = { cpu: 4, rtt: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
/** A tap not answered by then is a lost tap. */
const GIVE_UP_MS = 15_000;

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

/* global document, location, requestAnimationFrame, window -- the watcher runs inside the page */
async function firstTap(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.rtt, downloadThroughput: PHONE.down, uploadThroughput: PHONE.up });
    // From the tap (the first touch the page sees), each frame looks for a page heading that is not the home's.
    await page.addInitScript(() => {
      const w = window;
      document.addEventListener(
        'touchstart',
        () => {
          if (w.__tap) return;
          w.__tap = { at: performance.now(), shownAt: null, heading: null };
          const home = document.querySelector('[data-page-heading], main h1');
          const look = () => {
            const h = document.querySelector('[data-page-heading], main h1');
            if (location.pathname !== '/home' && h && h !== home && h.textContent && h.getBoundingClientRect().height > 0) {
              w.__tap.shownAt = performance.now();
              w.__tap.heading = h.textContent;
              return;
            }
            requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, passive: true },
      );
    });
    // DETAIL=1: what the page asked the network for from the tap on, and when each answer was in.
    const asked = [];
    let tappedAt = 0;
    if (process.env.DETAIL) page.on('requestfinished', (r) => tappedAt && asked.push(`${Math.round(Date.now() - tappedAt)} ms ${new URL(r.url()).pathname}`));
    // BLOCK=<regex>: requests to leave unanswered, to see what one part of the page's loading costs.
    if (process.env.BLOCK) await page.route(new RegExp(process.env.BLOCK), (route) => route.abort());
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    const entry = page.getByRole('region', { name: '功能菜单' }).getByRole('link').first();
    await entry.waitFor({ state: 'visible', timeout: 60_000 });
    const menuAt = await page.evaluate(() => performance.now());
    if (process.env.DETAIL) {
      const loads = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${new URL(e.name).pathname}`));
      console.log(`    before the menu showed:\n${loads.map((l) => `      ${l}`).join('\n')}`);
    }
    const name = (await entry.textContent())?.trim();
    tappedAt = Date.now();
    await entry.tap();
    const done = await page
      .waitForFunction(() => window.__tap?.shownAt != null, undefined, { timeout: GIVE_UP_MS, polling: 100 })
      .then(() => true, () => false);
    const tap = await page.evaluate(() => window.__tap);
    if (asked.length) console.log(asked.map((line) => `    ${line}`).join('\n'));
    return { entry: name, menuAt, answered: done, tapToPage: done ? tap.shownAt - tap.at : null, heading: tap?.heading ?? null };
  } finally {
    await context.close();
  }
}

const runs = await interleavedSides(
  { app: undefined },
  RUNS,
  async (base) => {
    // A fresh browser each run: a cold cache, as a first visit.
    const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      return await firstTap(browser, base);
    } finally {
      await browser.close();
    }
  },
  (side, round, r) =>
    console.log(`run ${round} ${side.padEnd(6)} menu at ${Math.round(r.menuAt)} ms; tap on ${r.entry}: ${r.answered ? `${r.heading} in ${Math.round(r.tapToPage)} ms` : 'LOST'}`),
);
const sides = Object.keys(runs);

console.log(`\nA tap on the first menu entry the moment it shows: 4× CPU, 150 ms RTT, 1.6 Mbps; medians of ${RUNS}`);
for (const side of sides) {
  const answered = runs[side].filter((r) => r.answered);
  const tapMs = answered.length ? Math.round(median(answered.map((r) => r.tapToPage))) : NaN;
  console.log(`${side.padEnd(6)} answered ${answered.length} of ${runs[side].length}; tap to next page ${tapMs} ms; menu shown at ${Math.round(median(runs[side].map((r) => r.menuAt)))} ms`);
}
console.log('goal: every tap answered, the next page within 500 ms');
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/first-tap.json'), JSON.stringify({ phone: PHONE, runs }, null, 2));
