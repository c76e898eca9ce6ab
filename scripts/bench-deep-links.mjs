#!/usr/bin/env node
/**
 * `npm run bench:deep-links`: a reminder is tapped and its page opens on a cheap phone and a weak signal (4× CPU,
 * 150 ms RTT, 1.6 Mbps down / 750 kbps up), driver A signed in: how long until the page shows the figure the driver
 * came for (the amount, the kWh, the price: FIGURES below), from the navigation's start, taken inside the page on
 * each frame. Each page is opened twice: cold (a fresh browser, an empty cache, no service worker yet) and warm (the
 * same phone a moment later: once the service worker installed on the cold visit controls the page and the network
 * has been quiet for 2 s, at most 15 s on, the same address again in a new tab). Set beside the floor: the first
 * contentful paint of the prerendered /home with no script at all (bench:floor's floor, .bench/floor/) under the
 * same throttling. Goals: cold within 2.0× the floor, warm within 1.2×. It reports; it does not fail, and a figure
 * that never shows is reported as such. Build first (npm run build).
 *
 * Every run starts from the mock's seed (POST /__mock/reset) and signs driver A in afresh; a run whose calls carry
 * no token of A's is flagged. A page whose figure needs the mock's clock moved on (the idle fee) has it moved before
 * the run, and a page whose seed has moved on (the session ended) says so. App and floor are interleaved page by
 * page (RUNS rounds, default 3). PAGES=bill,station measures only those pages; BEFORE=<folder> (a build of an earlier
 * commit, e.g. `.bench/before`) runs that build too, in the same rounds. The runs are kept in .bench/deep-links.json.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { callsWith, signIn } from './benchDriver.mjs';
import { PHONE, phoneContext, throttle, withFreshBrowser } from './benchPhone.mjs';
import { interleavedSides } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 3);
/** A figure not shown by then is reported as never shown. */
const GIVE_UP_MS = 30_000;
/** After the cold visit: the service worker in control and this long without a request for the build's files… */
const QUIET_MS = 2_000;
/** …waited for at most this long. */
const SETTLE_CAP_MS = 15_000;
/** Each page's figure against the floor's first contentful paint. */
const GOALS = { cold: 2.0, warm: 1.2 };
const MIN = 60_000;

/**
 * The page each reminder opens (docs/rules/reminders.md; the addresses as mocks/reminders/rules/ make them), with
 * ids from the mock's seed, and its figure: the first element matching `selector` whose text (whitespace collapsed)
 * matches `text`, on screen (a box, not hidden). Each pattern asks for the data itself (digits and a unit, or the
 * reply's words), so a skeleton, a 加载中 or an empty state never matches.
 */
const FIGURES = [
  {
    name: 'bill',
    about: 'parking bill: the fee to pay',
    url: '/payPage?uniqueId=U20001&parkId=P1001',
    // The bill's 停车费 row. Not the pay bar's 实付: it shows the fee first, and the fee less the coupon once the coupons are in.
    selector: 'section[aria-label="停车账单"] .adm-list-item-content',
    text: /^(待缴)?停车费 ?\d+\.\d{2}元$/,
  },
  {
    name: 'charging',
    about: 'live charging session: 已充电量',
    url: '/chargingResults?orderNo=C30001',
    selector: 'section[aria-label="充电数据"] dl > div',
    text: /^已充电量 ?\d+\.\d{2} 度$/,
    seed: (s) => (['charging', 'suspendedEV'].includes(s.state) ? null : `C30001 is ${s.state}, not charging`),
  },
  {
    name: 'idle',
    about: 'idle fee running (the live page after the session)',
    url: '/chargingResults?orderNo=C30001',
    selector: 'section[aria-label="占位费"] p',
    text: /(已产生|已达封顶) ?\d+\.\d{2}元/,
    // Nothing in the seed runs an idle fee: the clock is moved on until C30001 is full and ended, and 5 minutes past its grace.
    setup: idleFeeRunning,
    seed: (s) => {
      if (s.state !== 'finished') return `C30001 is ${s.state}, not finished`;
      if (!s.idleFee) return 'C30001 has no idle fee';
      if (s.idleFee.carLeft) return 'the car has left C30001\'s space';
      return wireMs(s.serverTime) < wireMs(s.idleFee.graceEndsAt) ? 'C30001\'s idle fee has not started' : null;
    },
  },
  {
    name: 'station',
    about: 'charging station: the price now',
    url: '/chargeStationDetail?stationId=S2001',
    // The price row of the station's 当前电价 block (its heading and the figure).
    selector: 'section[aria-labelledby="chg-price-now"] > div',
    text: /^当前电价 ?\d+\.\d{2}元\/度$/,
  },
  {
    name: 'booking',
    about: 'booking: its time',
    url: '/bookRecordDetail?bookOrderId=BO090003',
    selector: 'section[aria-label="预约详情"] dl > div',
    text: /^预约时段 ?\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  },
  {
    name: 'renewal',
    about: 'pass renewal: the price',
    url: '/mounthlyRenew?bagId=BG9001',
    selector: 'section[aria-label="续费时长"] p',
    text: /^费用 ?\d+\.\d{2}元\/.+= \d+\.\d{2}元$/,
  },
  {
    name: 'balance',
    about: '账户余额',
    url: '/accountBalance',
    selector: 'section[aria-labelledby="bl-title"] > p',
    text: /^\d+\.\d{2}元$/,
  },
  {
    name: 'invoice',
    about: 'invoice: 开票金额',
    url: '/invoiceRecordDetail?invoiceNo=FP24110001',
    selector: 'section[aria-label="开票状态"] > p',
    text: /^开票金额 ?\d+\.\d{2}元$/,
  },
  {
    name: 'reply',
    about: 'customer service: the reply',
    url: '/customerService/feedDetail?requestNo=SR000001',
    selector: 'section[aria-label="客服回复"] li > p',
    text: /^客服回复： ?\S/,
  },
];

const SESSION = '/api/cps/v2/api/chargingOrders/C30001';

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}
const only = process.env.PAGES?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((name) => !FIGURES.some((f) => f.name === name)) ?? [];
if (unknown.length) {
  console.error(`PAGES: no page ${unknown.join(', ')}; the pages are ${FIGURES.map((f) => f.name).join(', ')}`);
  process.exit(1);
}
const pages = only ? FIGURES.filter((f) => only.includes(f.name)) : FIGURES;

/** Epoch ms of the wire's `YYYY-MM-DD HH:mm:ss`, Beijing time. */
function wireMs(text) {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** One call to the mock (the API or its control calls); answers `data`, throws on a refusal. */
async function call(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== '200') throw new Error(`${method} ${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Driver A's session C30001 as the mock has it now (signed in afresh: the clock may have outlived a token). */
async function session(base) {
  return call(base, 'GET', SESSION, { token: (await signIn(base)).token });
}

/** The seed's session in progress run on until full and ended, then to 5 minutes into its idle fee. */
async function idleFeeRunning(base) {
  let s = await session(base);
  if (s.state !== 'finished' && s.estimatedEndTime) {
    // The estimate is when the car is full; the pile ends the session after a rest of 2 minutes.
    await call(base, 'POST', '/__mock/clock', { body: { advanceMs: Math.max(0, wireMs(s.estimatedEndTime) - wireMs(s.serverTime)) + 3 * MIN } });
    s = await session(base);
  }
  if (s.idleFee && !s.idleFee.carLeft) {
    await call(base, 'POST', '/__mock/clock', { body: { advanceMs: Math.max(0, wireMs(s.idleFee.graceEndsAt) - wireMs(s.serverTime)) + 5 * MIN } });
  }
}

/* global document, getComputedStyle, requestAnimationFrame, window -- the watcher and the waits run inside the page */

/** From the document's start, each frame looks for the figure; the first frame that has it is the time. */
function watchFigure({ selector, source, flags }) {
  const text = new RegExp(source, flags);
  const w = window;
  // shownAt: the figure first on screen, the glance's (src/app/glance: drawn from the early answers before the app
  // has started) or the page's own; appAt: the page's own, once the app has drawn it.
  w.__figure = { shownAt: null, appAt: null, text: null };
  // A box on screen; a row of display: contents (a <dl>'s label and value in a grid) has its children's.
  const onScreen = (el) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      ? el.getBoundingClientRect().height > 0
      : getComputedStyle(el).display === 'contents' && [...el.children].some(onScreen);
  const found = (query) => {
    for (const el of document.querySelectorAll(query)) {
      const said = el.textContent.replace(/\s+/g, ' ').trim();
      if (text.test(said) && onScreen(el)) return said;
    }
    return null;
  };
  const look = () => {
    const now = performance.now();
    if (w.__figure.shownAt == null) {
      const said = found('[data-glance] [data-figure]');
      if (said) w.__figure = { ...w.__figure, shownAt: now, text: said };
    }
    const own = found(selector);
    if (own) {
      w.__figure = { shownAt: w.__figure.shownAt ?? now, appAt: now, text: w.__figure.text ?? own };
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * Whether the page's own figure showed within GIVE_UP_MS, asked every 250 ms through the DevTools protocol itself:
 * Playwright's waitForFunction first injects its own script into the page, 200–300 ms of main thread at 4× CPU in the
 * middle of the page's start, which the stopwatch would have counted against the page (the floor is not asked so).
 */
async function figureShown(cdp) {
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__figure != null && window.__figure.appAt != null', returnByValue: true }).catch(() => ({ result: {} }));
    if (result.value === true) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** A new tab of `context` on the phone's CPU and signal opens `url`: when its figure showed, or what it showed instead. */
async function open(context, url) {
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await figureShown(cdp);
  const seen = await page.evaluate(() => ({
    figure: window.__figure,
    controlled: navigator.serviceWorker?.controller != null,
    screen: document.querySelector('main')?.innerText ?? document.body.innerText,
  }));
  return {
    page,
    result: {
      shown,
      ms: shown ? seen.figure.shownAt : null,
      appMs: shown ? seen.figure.appAt : null,
      text: seen.figure?.text ?? null,
      // Whether the service worker answered this page (the warm visit should be its).
      controlled: seen.controlled,
      instead: shown ? null : seen.screen.replace(/\s+/g, ' ').trim().slice(0, 120).trim(),
    },
  };
}

/**
 * After the cold visit: the service worker installed (ready: its precache done) and in control of the page, and no
 * request for the build's files (the worker's and the page's; the API's polling not counted) for QUIET_MS; at most
 * SETTLE_CAP_MS. Answers how long it took and what was reached.
 */
async function settle(context, page) {
  const start = Date.now();
  const deadline = start + SETTLE_CAP_MS;
  let pending = 0;
  let lastAt = start;
  const ofBuild = (request) => !/^\/(api|booking|__mock)\//.test(new URL(request.url()).pathname);
  const began = (request) => {
    if (!ofBuild(request)) return;
    pending += 1;
    lastAt = Date.now();
  };
  const ended = (request) => {
    if (!ofBuild(request)) return;
    pending = Math.max(0, pending - 1);
    lastAt = Date.now();
  };
  context.on('request', began);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  try {
    // In control only once installed (its precache done) and active: it claims the page that installed it.
    const ready = await page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: SETTLE_CAP_MS, polling: 100 })
      .then(() => true, () => false);
    let quiet = false;
    while (Date.now() < deadline) {
      if (pending === 0 && Date.now() - lastAt >= QUIET_MS) {
        quiet = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return { ready, quiet, ms: Date.now() - start };
  } finally {
    context.off('request', began);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}

/** One page of one side: the mock back to its seed, the page's setup, A signed in; cold, then warm. */
async function deepLink(base, figure) {
  await call(base, 'POST', '/__mock/reset');
  if (figure.setup) await figure.setup(base);
  const seedMovedOn = figure.seed ? figure.seed(await session(base)) : null;
  // Signed in after the setup: a clock moved on hours would have let an earlier token expire.
  const tokens = await signIn(base);
  return withFreshBrowser(async (browser) => {
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    await context.addCookies([
      { name: 'token', value: tokens.token, url: base },
      { name: 'refreshToken', value: tokens.refreshToken, url: base },
    ]);
    await context.addInitScript(watchFigure, { selector: figure.selector, source: figure.text.source, flags: figure.text.flags });
    const url = `${base}${figure.url}`;
    let calls = await callsWith(base, tokens.token);
    const cold = await open(context, url);
    const coldCalls = (await callsWith(base, tokens.token)) - calls;
    const settled = await settle(context, cold.page);
    await cold.page.close();
    calls = await callsWith(base, tokens.token);
    const warm = await open(context, url);
    const warmCalls = (await callsWith(base, tokens.token)) - calls;
    // The figure shown proves little on a page a visitor sees too (the bill): the calls carrying A's token do.
    const signedIn = { cold: coldCalls > 0, warm: warmCalls > 0 };
    // A figure missing: the seed may have moved on during the run (the mock's clock runs on).
    const movedSince = !seedMovedOn && figure.seed && !(cold.result.shown && warm.result.shown) ? figure.seed(await session(base)) : null;
    return {
      page: figure.name,
      seedMovedOn: seedMovedOn ?? (movedSince && `${movedSince} (during the run)`),
      cold: cold.result,
      settle: settled,
      warm: warm.result,
      signedIn,
    };
  });
}

/** The floor's /home: its first contentful paint, on the same phone. */
async function floorPaint(base) {
  return withFreshBrowser(async (browser) => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    // Asked as the app's side is (figureShown): nothing of Playwright's is put into the page.
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) resolve(e.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), ${GIVE_UP_MS});
      })`,
      awaitPromise: true,
      returnByValue: true,
    });
    return { fcp: result.value ?? null };
  });
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');

function visitText(visit) {
  const page = visit.appMs != null && visit.appMs - visit.ms > 1 ? ` (page ${ms(visit.appMs)})` : '';
  return visit.shown ? `${ms(visit.ms)}${page}${visit.controlled ? ' (worker)' : ''}` : 'NEVER SHOWN';
}

/** One line per run as it goes, and a line under it for what went wrong. */
function report(side, round, r) {
  const head = `run ${Math.ceil(round / pages.length)} ${side.padEnd(6)}`;
  if (side === 'floor') {
    console.log(`${head} ${'/home'.padEnd(8)} first contentful paint ${r.fcp == null ? 'NONE' : ms(r.fcp)}`);
    return;
  }
  const worker = r.settle.ready ? `worker ready${r.settle.quiet ? ', quiet' : ', never quiet'} after ${(r.settle.ms / 1000).toFixed(1)} s` : `NO WORKER after ${(r.settle.ms / 1000).toFixed(1)} s`;
  const figure = r.cold.text ?? r.warm.text ?? '';
  console.log(`${head} ${r.page.padEnd(8)} cold ${visitText(r.cold).padEnd(24)} warm ${visitText(r.warm).padEnd(20)} ${worker}; ${figure.length > 40 ? `${figure.slice(0, 39)}…` : figure}`);
  if (r.seedMovedOn) console.warn(`  the seed moved on: ${r.seedMovedOn}; this page's figure cannot show`);
  for (const visit of ['cold', 'warm']) {
    if (!r[visit].shown) console.warn(`  ${visit}: no figure in ${GIVE_UP_MS / 1000} s; the page showed: ${r[visit].instead || '(nothing)'}`);
    if (!r.signedIn[visit]) console.warn(`  warning: no call of the ${visit} visit carried driver A's token — measured as a visitor?`);
  }
  if (!r.warm.controlled) console.warn('  warning: the warm visit was not answered by the service worker');
}

const floorDir = makeFloor();
const done = {};
const runs = await interleavedSides(
  { app: undefined, floor: path.relative(root, floorDir) },
  RUNS * pages.length,
  (base, side) => {
    // Round by round: each page in turn, each side once, the floor beside every page.
    const k = done[side] ?? 0;
    done[side] = k + 1;
    return side === 'floor' ? floorPaint(base) : deepLink(base, pages[k % pages.length]);
  },
  report,
);
const sides = Object.keys(runs).filter((side) => side !== 'floor');

const floorPaints = runs.floor.map((r) => r.fcp).filter((v) => v != null);
const floor = floorPaints.length ? median(floorPaints) : NaN;
const ratio = (v) => (Number.isFinite(v) && Number.isFinite(floor) ? v / floor : NaN);
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');
const met = (r, goal) => (Number.isFinite(r) ? (r <= goal ? 'met' : 'NOT met') : 'NOT met');

/** Per side and page: the medians of the runs whose figure showed, and how many did not. */
function summary(side, figure) {
  const mine = runs[side].filter((r) => r.page === figure.name);
  const of = (visit) => {
    const shown = mine.filter((r) => r[visit].shown).map((r) => r[visit].ms);
    const m = shown.length ? median(shown) : NaN;
    const own = mine.filter((r) => r[visit].shown).map((r) => r[visit].appMs ?? r[visit].ms);
    return { median: m, ratio: ratio(m), shown: shown.length, runs: mine.length, pageMedian: own.length ? median(own) : NaN };
  };
  return { page: figure.name, url: figure.url, cold: of('cold'), warm: of('warm'), seedMovedOn: mine.filter((r) => r.seedMovedOn).length };
}

console.log(`\nA reminder's page until its figure shows, driver A: 4× CPU, 150 ms RTT, 1.6 Mbps; medians of ${RUNS}`);
console.log(`floor (prerendered /home, no script) first contentful paint ${ms(floor)} (${floorPaints.length} of ${runs.floor.length} runs painted)`);
// The figure's first showing (the glance's or the page's own), and in brackets when the app's page itself showed it.
const header = ['side', 'page', 'cold', '/floor', `goal ≤ ${GOALS.cold.toFixed(1)}×`, '(page)', 'warm', '/floor', `goal ≤ ${GOALS.warm.toFixed(1)}×`, '(page)'];
const results = Object.fromEntries(sides.map((side) => [side, pages.map((figure) => summary(side, figure))]));
const shownText = (v) => {
  if (v.shown === v.runs) return ms(v.median);
  return v.shown ? `${ms(v.median)} (${v.runs - v.shown} of ${v.runs} never)` : `never (${v.runs} of ${v.runs})`;
};
const rows = sides.flatMap((side) =>
  results[side].map((s) => [
    side, s.page,
    shownText(s.cold), x(s.cold.ratio), met(s.cold.ratio, GOALS.cold), `(${ms(s.cold.pageMedian)})`,
    shownText(s.warm), x(s.warm.ratio), met(s.warm.ratio, GOALS.warm), `(${ms(s.warm.pageMedian)})`,
  ]),
);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
for (const side of sides) {
  const all = results[side];
  const count = (visit, goal) => all.filter((s) => met(s[visit].ratio, goal) === 'met').length;
  const never = all.flatMap((s) => ['cold', 'warm'].filter((v) => s[v].shown < s[v].runs).map((v) => `${s.page} ${v}`));
  const moved = all.filter((s) => s.seedMovedOn).map((s) => s.page);
  const unsigned = runs[side].filter((r) => !r.signedIn.cold || !r.signedIn.warm).length;
  console.log(
    `${side}: cold goal met on ${count('cold', GOALS.cold)} of ${all.length} pages, warm goal on ${count('warm', GOALS.warm)} of ${all.length}; ` +
      `${never.length ? `figure never shown: ${never.join(', ')}` : 'every figure shown'}` +
      `${moved.length ? `; seed moved on: ${moved.join(', ')}` : ''}${unsigned ? `; ${unsigned} runs not signed in` : ''}`,
  );
}
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench/deep-links.json'),
  JSON.stringify(
    {
      phone: PHONE,
      goals: GOALS,
      figures: pages.map(({ name, about, url, selector, text }) => ({ name, about, url, selector, text: text.source })),
      floor: { median: floor, runs: runs.floor },
      results,
      runs: Object.fromEntries(sides.map((side) => [side, runs[side]])),
    },
    null,
    2,
  ),
);
