#!/usr/bin/env node
/**
 * `npm run bench:long-tasks`: the visitor's /home on a cheap phone (4× CPU, 150 ms RTT, 1.6 Mbps, a cold cache, no
 * service worker), and what its main thread does: every task of 50 ms or more from the navigation on, as the page's
 * own Long Tasks observer reports them. Nothing of the measuring adds to the page's work: no trace runs (tracing
 * lengthens the tasks it records) and Chromium is driven without DevTools' Runtime domain (`benchBarePhone.mjs`: with
 * it on, as under Playwright and Lighthouse, V8 parses functions again for the stacks of the Errors a script makes).
 * Beside the floor (the same page without scripts, .bench/floor) and the same app with the Runtime domain on
 * (`devtools`, as the other benchmarks see it), interleaved round by round. Per side, medians of RUNS (default 5)
 * fresh browsers: how many such tasks, their time over 50 ms (the blocking time, counted from the navigation), the
 * longest, in the first 5 s and up to WINDOW_MS. It reports; it does not fail. Build first (npm run build).
 *
 * Lighthouse's TBT (bench:floor) is simulated from an unthrottled run, each task times four, and swings by hundreds of
 * milliseconds between runs of one build; this one is measured at the phone's speed.
 *
 * BEFORE=<folder> (a build of an earlier commit) runs that build too, interleaved with this one.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withBarePhone } from './benchBarePhone.mjs';
import { PHONE } from './benchPhone.mjs';
import { interleavedSides } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
/** How long after the navigation the tasks are counted: the app's answers are drawn by then on this phone. */
const WINDOW_MS = 8_000;
/** The goal's window. */
const FIRST_MS = 5_000;

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

/* global window -- the observer runs inside the page */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function longTasks(base, runtime) {
  return withBarePhone(
    async (phone) => {
      await phone.open(`${base}/home`, observeLongTasks.toString());
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 500));
      return (await phone.read('window.__longTasks')).filter(([start]) => start < WINDOW_MS);
    },
    { runtime },
  );
}

/** Count, time over 50 ms and longest of the tasks that start before `until`. */
function summary(tasks, until) {
  const within = tasks.filter(([start]) => start < until);
  return {
    count: within.length,
    over50: within.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    longest: within.reduce((most, [, d]) => Math.max(most, d), 0),
  };
}

const floorDir = makeFloor();
const runs = await interleavedSides(
  { app: undefined, devtools: undefined, floor: path.relative(root, floorDir) },
  RUNS,
  (base, side) => longTasks(base, side === 'devtools'),
  (side, round, tasks) =>
    console.log(`run ${round} ${side.padEnd(8)} ${tasks.length} tasks ≥ 50 ms: ${tasks.map(([s, d]) => `${Math.round(d)}@${Math.round(s)}`).join(' ') || 'none'}`),
);
const med = (xs) => Math.round(median(xs));
console.log(`\nThe visitor's /home, tasks of 50 ms or more from the navigation: 4× CPU, 150 ms RTT, 1.6 Mbps; medians of ${RUNS}`);
console.log('(app, floor: no DevTools domain that adds to the page\'s work; devtools: the app with the Runtime domain on, as Playwright and Lighthouse run it)');
for (const [side, sideRuns] of Object.entries(runs)) {
  const line = (until) => {
    const s = sideRuns.map((tasks) => summary(tasks, until));
    return `${med(s.map((x) => x.count))} tasks, ${med(s.map((x) => x.over50))} ms over 50, longest ${med(s.map((x) => x.longest))} ms`;
  };
  console.log(`${side.padEnd(8)} first ${FIRST_MS / 1000} s: ${line(FIRST_MS)} | first ${WINDOW_MS / 1000} s: ${line(WINDOW_MS)}`);
}
console.log('goal: no task over 50 ms in the first 5 s (the floor\'s own parse and first layout are tasks too)');
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/long-tasks.json'), JSON.stringify({ phone: PHONE, windowMs: WINDOW_MS, runs }, null, 2));
