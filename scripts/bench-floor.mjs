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
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { interleavedSides } from './benchPreview.mjs';
import { lighthouse, median, withFreshChrome } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const RUNS = Number(process.env.RUNS ?? 5);
const dist = path.join(root, 'dist');
const floorDir = path.join(root, '.bench/floor');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

/** The same page without a line of script: inline and external scripts, and any preload of one. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

rmSync(floorDir, { recursive: true, force: true });
mkdirSync(path.dirname(floorDir), { recursive: true });
cpSync(dist, floorDir, { recursive: true });
const floorHtml = withoutScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'));
writeFileSync(path.join(floorDir, 'index.html'), floorHtml);
writeFileSync(path.join(floorDir, 'index.html.br'), zlib.brotliCompressSync(floorHtml));
writeFileSync(path.join(floorDir, 'index.html.gz'), zlib.gzipSync(floorHtml, { level: 9 }));
// No service worker in the floor: nothing would register it, and a request for it should find nothing.
for (const f of ['sw.js', 'sw.js.br', 'sw.js.gz']) rmSync(path.join(floorDir, f), { force: true });

function measure(url) {
  return withFreshChrome(async (chrome) => {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    return {
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
    };
  });
}

const runs = await interleavedSides({ app: undefined, floor: path.relative(root, floorDir) }, RUNS, (base) => measure(`${base}/home`), (side, round, r) =>
  console.log(`run ${round} ${side.padEnd(6)} LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`),
);
const sides = Object.keys(runs);

const m = (side, key) => median(runs[side].map((r) => r[key]));
const row = (side) => `${side.padEnd(6)} LCP ${String(Math.round(m(side, 'lcp'))).padStart(5)} ms  TBT ${String(Math.round(m(side, 'tbt'))).padStart(4)} ms  CLS ${m(side, 'cls').toFixed(3)}  FCP ${Math.round(m(side, 'fcp'))} ms`;
const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(`\nVisitor /home against its script-free floor: Lighthouse ${lhVersion} mobile, medians of ${RUNS} interleaved pairs`);
for (const side of sides) console.log(row(side));
if (runs.before) console.log(`LCP ratio before / floor: ${(m('before', 'lcp') / m('floor', 'lcp')).toFixed(2)}`);
console.log(`LCP ratio app / floor: ${(m('app', 'lcp') / m('floor', 'lcp')).toFixed(2)} (goal ≤ 1.15); app TBT goal ≤ 100 ms, CLS ≤ 0.02`);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/floor.json'), JSON.stringify({ lighthouse: lhVersion, runs }, null, 2));
