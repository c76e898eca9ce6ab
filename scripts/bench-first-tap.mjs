#!/usr/bin/env node
/**
 * `npm run bench:first-tap`: a visitor opens /home on a cheap phone and a weak signal (4× CPU, 150 ms
 * RTT, 1.6 Mbps down / 750 kbps up, a cold cache, no service worker yet). Three sides, interleaved:
 * - early: taps the first menu entry the moment the menu shows (on the prerendered page, before the app has taken
 *   it over): when the menu could be tapped, whether the tap was answered and when the next page showed;
 * - app: waits until the app owns the entry (React's props on it), then taps: how long from the tap to the next
 *   page's heading on screen;
 * - floor: the same page without scripts (.bench/floor): when its menu shows.
 * Medians of RUNS (default 5) fresh browsers. The tap is a touch, as a phone's. It reports; it does not fail. Build
 * first (npm run build).
 *
 * BEFORE=<folder> (a build of an earlier commit, e.g. `.bench/before`) runs that build too, interleaved with this
 * one round by round, for a before/after measured on one machine in one run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE, phoneContext, throttle, withFreshBrowser } from './benchPhone.mjs';
import { interleavedSides, isBefore } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
/** A tap not answered by then is a lost tap. */
const GIVE_UP_MS = 15_000;

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

/* global document, location, requestAnimationFrame, window -- the watcher runs inside the page */
async function firstTap(browser, base, side) {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await throttle(context, page);
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
    if (side === 'floor') return { entry: null, menuAt, answered: null, tapToPage: null, pageAt: null, heading: null };
    // The app's side waits until the entry is the app's own (React has taken the page over) before tapping.
    if (side !== 'early') await page.waitForFunction((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')), await entry.elementHandle(), { timeout: 60_000, polling: 50 });
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
    return { entry: name, menuAt, answered: done, tapToPage: done ? tap.shownAt - tap.at : null, pageAt: done ? tap.shownAt : null, heading: tap?.heading ?? null };
  } finally {
    await context.close();
  }
}

const floorDir = makeFloor();
const runs = await interleavedSides(
  { early: undefined, app: undefined, floor: path.relative(root, floorDir) },
  RUNS,
  async (base, side) => {
    // A fresh browser each run: a cold cache, as a first visit.
    return withFreshBrowser((browser) => firstTap(browser, base, isBefore(side) ? 'app' : side));
  },
  (side, round, r) =>
    console.log(
      `run ${round} ${side.padEnd(6)} menu at ${Math.round(r.menuAt)} ms` +
        (side === 'floor' ? '' : `; tap on ${r.entry}: ${r.answered ? `${r.heading} in ${Math.round(r.tapToPage)} ms (at ${Math.round(r.pageAt)} ms)` : 'LOST'}`),
    ),
);
const med = (xs) => (xs.length ? Math.round(median(xs)) : NaN);
const floorMenu = med(runs.floor.map((r) => r.menuAt));
console.log(`\nThe first menu entry on a cold visit: 4× CPU, 150 ms RTT, 1.6 Mbps; medians of ${RUNS}`);
console.log(`floor  menu shown at ${floorMenu} ms (the page without scripts)`);
for (const side of Object.keys(runs).filter((s) => s !== 'floor')) {
  const answered = runs[side].filter((r) => r.answered);
  const menuAt = med(runs[side].map((r) => r.menuAt));
  const what = side === 'early' ? 'tapped the moment it showed' : 'tapped once the app owned it';
  console.log(
    `${side.padEnd(6)} menu tappable at ${menuAt} ms (${(menuAt / floorMenu).toFixed(2)}× the floor); ${what}: answered ${answered.length} of ${runs[side].length}, ` +
      `tap to next page ${med(answered.map((r) => r.tapToPage))} ms, next page at ${med(answered.map((r) => r.pageAt))} ms`,
  );
}
console.log('goal: the menu tappable within 1.2× the floor, every tap answered, a tap on the app\'s menu to the next page ≤ 300 ms');
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/first-tap.json'), JSON.stringify({ phone: PHONE, runs }, null, 2));
