#!/usr/bin/env node
/**
 * `npm run bench:trace-cost`: how much of what Lighthouse counts on the visitor's /home is its own trace's doing.
 * Lighthouse (bench:floor) traces the page with two categories that record a JS stack with events a script causes:
 * `devtools.timeline.stack` (a stack with each timer set or cleared, each request, each rendering invalidation) and
 * `devtools.timeline.invalidationTracking` (an event for each style or layout invalidation, one per layout object a
 * removal detaches). Capturing a stack 90-odd frames deep in a React commit takes the main thread's time, and
 * Lighthouse's simulation then multiplies that task by 4.
 *
 * Here the page is loaded as Lighthouse records it (unthrottled, a cold cache, no service worker), traced with
 * Lighthouse's own categories and with the same categories less those two, interleaved round by round, app and
 * floor (the same page without scripts, whose tasks run no script and so capture no stack). Per side, medians of
 * RUNS (default 5) fresh browsers: the main thread's tasks from the first paint to 3 s (the page has settled), those
 * that ran script apart from the others (the parse, style, layout, paint), their time and how many took 12.5 ms or
 * more (50 ms at Lighthouse's 4×). It reports; it does not fail. Build first (npm run build).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { phoneContext, withFreshBrowser } from './benchPhone.mjs';
import { interleavedSides } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { mainThreadOf, stacksOf } from './lighthouseTaskNames.mjs';
import { median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const WINDOW_MS = 3_000;
/** A task Lighthouse's 4× turns into 50 ms or more. */
const LONG_MS = 12.5;
const { default: Trace } = await import('lighthouse/core/gather/gatherers/trace.js');
const LIGHTHOUSE = Trace.getDefaultTraceCategories();
const STACKS = ['disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking'];
/** A task that ran the page's script (the only kind that can capture a JS stack). */
const SCRIPT = /^(EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|v8\.evaluateModule)$/;
const TRACES = { lighthouse: LIGHTHOUSE, 'no stacks': LIGHTHOUSE.filter((c) => !STACKS.includes(c)) };

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

async function tasksOf(base, categories) {
  return withFreshBrowser(async (browser) => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: categories.join(','), options: 'sampling-frequency=10000' });
    await page.goto(`${base}/home`);
    await page.waitForTimeout(WINDOW_MS + 500);
    await cdp.send('Tracing.end');
    await complete;
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
    // From the first paint on: before it, both pages' parse and first layout, which no script of the app's runs in.
    const painted = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? nav;
    const main = mainThreadOf(events);
    const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid);
    const mine = onMain.filter((e) => e.ph === 'X');
    return mine
      .filter((e) => e.name === 'RunTask' && e.ts >= painted && e.ts - nav < WINDOW_MS * 1000)
      .map((task) => {
        const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
        return { ms: task.dur / 1000, script: inside.some((e) => e.ph === 'X' && SCRIPT.test(e.name)), stacks: stacksOf(task, inside).count };
      });
  });
}

const fmt = (xs) => `${xs.reduce((sum, t) => sum + t.ms, 0).toFixed(0)} ms, ≥ ${LONG_MS}: ${xs.filter((t) => t.ms >= LONG_MS).map((t) => t.ms.toFixed(1)).join(' ') || 'none'}`;
// Each visit of a side is a pair, one trace each, the pair's order swapped from one round to the next.
const pairs = await interleavedSides(
  { app: undefined, floor: path.relative(root, makeFloor()) },
  RUNS,
  async (base, page, round) => {
    const order = round % 2 ? Object.keys(TRACES) : Object.keys(TRACES).reverse();
    const pair = {};
    for (const trace of order) pair[trace] = await tasksOf(base, TRACES[trace]);
    return pair;
  },
  (page, round, pair) => {
    for (const [trace, tasks] of Object.entries(pair)) {
      console.log(`run ${round} ${`${page}, ${trace}`.padEnd(16)} tasks running script ${fmt(tasks.filter((t) => t.script))} | others ${fmt(tasks.filter((t) => !t.script))}`);
    }
  },
);
const runs = {};
for (const [page, pagePairs] of Object.entries(pairs)) {
  for (const trace of Object.keys(TRACES)) runs[`${page}, ${trace}`] = pagePairs.map((pair) => pair[trace]);
}

console.log(`\nThe visitor's /home traced as Lighthouse traces it, with and without its stacks; unthrottled, medians of ${RUNS}`);
const line = (sideRuns, script) => {
  const kind = sideRuns.map((tasks) => tasks.filter((t) => t.script === script));
  const total = median(kind.map((tasks) => tasks.reduce((sum, t) => sum + t.ms, 0)));
  const long = kind.map((tasks) => tasks.filter((t) => t.ms >= LONG_MS).length);
  const stacks = median(kind.map((tasks) => tasks.reduce((sum, t) => sum + t.stacks, 0)));
  return `${total.toFixed(0)} ms, ≥ ${LONG_MS} ms: ${long.join(',')} (${long.reduce((sum, n) => sum + n, 0)})${script ? `, ${stacks} stacks` : ''}`;
};
console.log(`tasks from the first paint to ${WINDOW_MS / 1000} s: their time, how many took ${LONG_MS} ms or more (50 at Lighthouse's 4×) a run (in all), and the events in them that carried a JS stack`);
for (const [side, sideRuns] of Object.entries(runs)) {
  console.log(`${side.padEnd(16)} running script ${line(sideRuns, true)} | others ${line(sideRuns, false)}`);
}
