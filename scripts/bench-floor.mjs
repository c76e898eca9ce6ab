#!/usr/bin/env node
/**
 * `npm run bench:floor`: how far the visitor's /home is from the physical limit of that screen on that
 * network. The floor is dist/index.html with every script removed: the same prerendered HTML, CSS, banner and icons,
 * served with dist/'s other files (a copy of dist/ in .bench/floor/, its index.html's brotli and gzip copies made
 * again) by a second preview server. Lighthouse 12's mobile run (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU),
 * performance only, a fresh Chromium per run, app and floor interleaved (RUNS pairs, default 5) so that the machine's
 * swings fall on both alike; it reports the medians of LCP, TBT, CLS and FCP of each and the ratio of the LCPs. It
 * reports; it does not fail. Build first (npm run build).
 *
 * BEFORE=<folder> (a build of an earlier commit, e.g. `.bench/before`) runs that build as a third side in the same
 * interleaved rounds, for a before/after measured on one machine in one run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { interleavedSides, isBefore } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { nameLongTasks } from './lighthouseTaskNames.mjs';
import { lighthouse, median, withFreshChrome } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const RUNS = Number(process.env.RUNS ?? 5);
if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

const floorDir = makeFloor();

function measure(url) {
  return withFreshChrome(async (chrome) => {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    // Tasks of 50 ms or more in the first 5 s (Lighthouse's long-tasks audit, at its 4× CPU). A task of the script
    // Lighthouse itself puts into the page to gather its figures (`_lighthouse-eval.js`) is not the page's.
    const all = (a['long-tasks']?.details?.items ?? []).filter((t) => t.startTime < 5000);
    const lighthouseOwnTask = (t) => /_lighthouse-eval\.js$/.test(t.url ?? '');
    const tasks = all.filter((t) => !lighthouseOwnTask(t));
    // DETAIL=1: each of them, with the script Lighthouse blames and what ran in the traced task it was simulated from.
    if (process.env.DETAIL) {
      const names = nameLongTasks(all, artifacts.Trace.traceEvents);
      all.forEach((t, i) => console.log(`    ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url ?? ''} (${names[i]})${lighthouseOwnTask(t) ? ': Lighthouse\'s own, not counted' : ''}`));
    }
    const long = tasks.map((t) => t.duration);
    return {
      longest: long.length ? Math.max(...long) : 0,
      longTasks: long.length,
      lighthouseOwn: all.length - tasks.length,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
    };
  });
}

const runs = await interleavedSides({ app: undefined, floor: path.relative(root, floorDir) }, RUNS, (base) => measure(`${base}/home`), (side, round, r) =>
  console.log(`run ${round} ${side.padEnd(6)} LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  tasks ≥ 50 ms in 5 s: ${r.longTasks} (longest ${Math.round(r.longest)} ms)${r.lighthouseOwn ? `; ${r.lighthouseOwn} more of Lighthouse's own script, not counted` : ''}`),
);
const sides = Object.keys(runs);

const m = (side, key) => median(runs[side].map((r) => r[key]));
const row = (side) => `${side.padEnd(6)} LCP ${String(Math.round(m(side, 'lcp'))).padStart(5)} ms  TBT ${String(Math.round(m(side, 'tbt'))).padStart(4)} ms  CLS ${m(side, 'cls').toFixed(3)}  FCP ${Math.round(m(side, 'fcp'))} ms  longest task in 5 s ${Math.round(m(side, 'longest'))} ms`;
const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(`\nVisitor /home against its script-free floor: Lighthouse ${lhVersion} mobile, medians of ${RUNS} interleaved pairs`);
for (const side of sides) console.log(row(side));
for (const side of sides.filter(isBefore)) console.log(`LCP ratio ${side} / floor: ${(m(side, 'lcp') / m('floor', 'lcp')).toFixed(2)}`);
console.log(`LCP ratio app / floor: ${(m('app', 'lcp') / m('floor', 'lcp')).toFixed(2)} (goal ≤ 1.15); app TBT goal ≤ 100 ms with no task over 50 ms, CLS ≤ 0.02`);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/floor.json'), JSON.stringify({ lighthouse: lhVersion, runs }, null, 2));
