#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 12, mobile defaults (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU),
 * performance only, 3 cold runs (a fresh Chromium each) of each first-screen page against `npm run preview`, and the
 * medians of score, LCP, TBT and CLS beside the goals; then the LCP of /home reopened offline from the service
 * worker's cache (Playwright, 4× CPU). It reports; it does not fail.
 *
 * The preview: BENCH_URL if given; else one already serving the production build on PORT (default 8080); else it
 * starts its own on a free port (building dist/ first if it is missing) and stops it at the end.
 * RUNS=n changes the number of runs; PAGES=1,3 measures only those pages (5 is the offline reopening); DETAIL=1 prints each run's long tasks,
 * each script's cost and the main thread's breakdown. The runs themselves are kept in .bench/lighthouse.json.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { callsWith, signIn } from './benchDriver.mjs';
import { freePort } from './freePort.mjs';
import { CHROME, lighthouse, median, puppeteer, withFreshChrome } from './lighthouseRun.mjs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const RUNS = Number(process.env.RUNS ?? 3);

/** The first screen's pages and goals (TBT and CLS have a goal on the visitor's home only). */
const PAGES = [
  { label: '/home, visitor', path: '/home', driver: false, goal: { score: 0.95, lcp: 2000, tbt: 150, cls: 0.02 } },
  { label: '/home, driver A', path: '/home', driver: true, goal: { score: 0.9, lcp: 2500 } },
  { label: '/payPage, driver A', path: '/payPage?uniqueId=U20001&parkId=P1001', driver: true, goal: { score: 0.9, lcp: 2500 } },
  // Back on the phone, the cards drawn from the answers kept on the last visit. A return visit: the
  // storage (the kept answers, the service worker and its cache) is the last visit's, not reset.
  { label: '/home, driver A back', path: '/home', driver: true, kept: true, goal: { score: 0.9, lcp: 2500, cls: 0.02 } },
];

/** Measured by offlineSecondVisit, not by Lighthouse (PAGES=5 alone). */
const OFFLINE = { label: '/home, second visit offline', path: '/home', driver: false, goal: { lcp: 1000 } };

/** A production build serves hashed entry scripts; the dev server does not. */
async function servesPreview(base) {
  try {
    const html = await (await fetch(`${base}/home`, { signal: AbortSignal.timeout(3000) })).text();
    return /assets\/main\.[0-9a-f]{8}\.js/.test(html);
  } catch {
    return false;
  }
}

async function startPreview() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} };
  const running = `http://localhost:${process.env.PORT ?? 8080}`;
  if (await servesPreview(running)) return { base: running, stop: () => {} };
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.log('dist/ is missing: building it first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'scripts/preview-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PREVIEW_DIR: 'dist' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120 && !(await servesPreview(base)); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await servesPreview(base))) throw new Error('the preview server did not start');
  console.log(`started npm run preview on ${base}`);
  return { base, stop: () => process.kill(-child.pid) };
}

/**
 * The last goal, which Lighthouse cannot take: /home opened again with no network, painted from the service
 * worker's cache. A fresh Chromium (phone size, 4× CPU as Lighthouse's mobile profile) visits /home, waits for the
 * worker to take the page, goes offline and reloads; the LCP of that reload is the figure.
 */
async function offlineSecondVisit(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/home`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    await page.reload();
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) last = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 3000);
        }),
    );
  } finally {
    await browser.close();
  }
}

const shortUrl = (u) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '');

async function runOnce(base, page) {
  return withFreshChrome(async (chrome) => {
    let tokens = null;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    if (page.driver) {
      tokens = await signIn(base);
      // The Cookie header reaches the server, but the app reads its tokens from document.cookie: the cookie jar
      // needs them too. Lighthouse's storage reset leaves cookies alone (its clearStorageTypes has none).
      flags.extraHeaders = { Cookie: `token=${tokens.token}; refreshToken=${tokens.refreshToken}` };
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const [tab] = await browser.pages();
      await tab.setCookie({ name: 'token', value: tokens.token, url: base }, { name: 'refreshToken', value: tokens.refreshToken, url: base });
      if (page.kept) {
        // The last visit: the page keeps its answers, and Lighthouse is told not to clear them.
        await tab.goto(`${base}${page.path}`);
        await tab.waitForFunction(() => localStorage.getItem('offline:homeAnswers') !== null, { timeout: 30_000 });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await tab.goto('about:blank');
        flags.disableStorageReset = true;
      }
      await browser.disconnect();
    }
    const before = tokens ? await callsWith(base, tokens.token) : 0;
    const { lhr } = await lighthouse(`${base}${page.path}`, flags);
    if (lhr.runtimeError) throw new Error(`${page.label}: ${lhr.runtimeError.message}`);
    if (process.env.DETAIL) {
      mkdirSync(path.join(root, '.bench'), { recursive: true });
      writeFileSync(path.join(root, '.bench/last-report.json'), JSON.stringify(lhr));
    }
    const signedIn = tokens ? (await callsWith(base, tokens.token)) > before : false;
    const a = lhr.audits;
    return {
      score: lhr.categories.performance.score,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      signedIn,
      warnings: lhr.runWarnings,
      // Where the blocking time comes from (simulated, 4× CPU): each long task and each script's cost.
      longTasks: (a['long-tasks'].details?.items ?? []).map((t) => ({ url: shortUrl(t.url), start: Math.round(t.startTime), duration: Math.round(t.duration) })),
      bootup: (a['bootup-time'].details?.items ?? []).map((t) => ({ url: shortUrl(t.url), total: Math.round(t.total), scripting: Math.round(t.scripting), parse: Math.round(t.scriptParseCompile) })),
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases: (a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`),
      renderBlocking: (a['render-blocking-resources']?.details?.items ?? []).map((t) => `${shortUrl(t.url)} ${Math.round(t.wastedMs)} ms`),
      mainThread: (a['mainthread-work-breakdown'].details?.items ?? []).map((t) => ({ group: t.group, ms: Math.round(t.duration) })),
    };
  });
}

const fmt = {
  score: (v) => v.toFixed(2),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const goalText = {
  score: (g) => `≥ ${g.toFixed(2)}`,
  lcp: (g) => `≤ ${(g / 1000).toFixed(1)} s`,
  tbt: (g) => `≤ ${g} ms`,
  cls: (g) => `≤ ${g}`,
};
const meets = (key, v, g) => (key === 'score' ? v >= g : v <= g);

const preview = await startPreview();
const results = [];
try {
  const only = process.env.PAGES?.split(',').map(Number);
  for (const page of PAGES.filter((_, i) => !only || only.includes(i + 1))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(preview.base, page);
      runs.push(r);
      console.log(`${page.label} run ${i + 1}/${RUNS}: score ${fmt.score(r.score)}, LCP ${fmt.lcp(r.lcp)}, TBT ${fmt.tbt(r.tbt)}, CLS ${fmt.cls(r.cls)}`);
      if (process.env.DETAIL) {
        for (const t of r.longTasks) console.log(`  long task at ${t.start} ms: ${t.duration} ms  ${t.url}`);
        for (const b of r.bootup) console.log(`  script ${b.url}: ${b.total} ms (scripting ${b.scripting}, parse ${b.parse})`);
        console.log(`  FCP ${fmt.lcp(r.fcp)}; LCP element ${r.lcpElement}: ${r.lcpPhases.join(', ')}`);
        if (r.renderBlocking.length) console.log(`  render-blocking: ${r.renderBlocking.join(', ')}`);
        console.log(`  main thread: ${r.mainThread.map((m) => `${m.group} ${m.ms}`).join(', ')}`);
      }
      if (page.driver && !r.signedIn) console.warn(`  warning: no call of this run carried driver A's token — measured as a visitor?`);
    }
    results.push({ page, runs, median: Object.fromEntries(['score', 'lcp', 'tbt', 'cls', 'fcp'].map((k) => [k, median(runs.map((r) => r[k]))])) });
  }
  if (!only || only.includes(PAGES.length + 1)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lcp = await offlineSecondVisit(preview.base);
      runs.push({ lcp });
      console.log(`/home, second visit offline run ${i + 1}/${RUNS}: LCP ${fmt.lcp(lcp)}`);
    }
    results.push({ page: OFFLINE, runs, median: { lcp: median(runs.map((r) => r.lcp)) } });
  }
} finally {
  preview.stop();
}

const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
console.log(`\nLighthouse ${lhVersion}, mobile defaults (slow 4G, 4× CPU), median of ${RUNS} cold runs, ${preview.base}`);
const header = ['page', 'score', 'LCP', 'TBT', 'CLS'];
const rows = results.map(({ page, median: m }) => [
  page.label,
  ...['score', 'lcp', 'tbt', 'cls'].map((k) => {
    if (m[k] === undefined) return '–';
    const g = page.goal[k];
    return g === undefined ? fmt[k](m[k]) : `${fmt[k](m[k])} (goal ${goalText[k](g)}: ${meets(k, m[k], g) ? 'met' : 'NOT met'})`;
  }),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));

mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench/lighthouse.json'),
  JSON.stringify(results.map(({ page, runs, median: m }) => ({ page: page.label, url: page.path, goal: page.goal, median: m, runs })), null, 2),
);
