#!/usr/bin/env node
/**
 * `npm run bench:first-tap`: /home opened cold on a cheap phone and a weak signal (4× CPU, 150 ms RTT, 1.6 Mbps
 * down / 750 kbps up, an empty cache, no service worker yet), and a menu tile tapped. What a driver lives:
 * - visitor at first sight: 300 ms after the menu shows (on the prerendered page, before the app has taken it over)
 *   the visitor taps 充电站 (CHARGING_STATION; a visitor's tile asks for the sign-in on the way to /map?isFromHome=2);
 * - driver at first sight: driver A (a token cookie, nothing else kept) taps 账户充值 (ACCOUNT_RECHARGE) 300 ms after
 *   the menu shows. The prerendered tile is a visitor's (/login?redirect=…); the driver is meant for the page the
 *   mock's menu config names (/wallet). A landing anywhere else is a wrong landing, counted apart, and its time is
 *   not in the median;
 * - visitor once the app owns the menu: the first tile tapped once React's props are on it, the time from the tap to
 *   the next page's heading (the README's table's measure);
 * - the floor (.bench/floor: the same page without scripts): when its menu shows.
 * The first-sight taps and the floor run twice: under Playwright (DevTools' Runtime domain on, as Lighthouse and the
 * other benchmarks see the page) and on the bare phone (benchBarePhone.mjs: driven over a pipe, no domain that adds to
 * the page's work). Each run records inside the page when the menu showed, the finger's time, where the reader landed
 * (the first page heading that is not the home's, with location.pathname then) and when.
 * Medians of RUNS (default 5) fresh browsers, builds interleaved round by round. It reports; it does not fail. Build
 * first (npm run build).
 *
 * BEFORE=<folder> (a build of an earlier commit, e.g. `.bench/before`) runs that build too, every way this one is run,
 * interleaved with it round by round, for a before/after measured on one machine in one run. DETAIL=1 lists what the
 * Playwright runs loaded; BLOCK=<regex> leaves those requests of the Playwright runs unanswered; ONLY=<regex> runs
 * only the ways whose key matches (visitor, driver, app, bare visitor, bare driver).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withBarePhone } from './benchBarePhone.mjs';
import { callsWith, signIn } from './benchDriver.mjs';
import { PHONE, phoneContext, throttle, withFreshBrowser } from './benchPhone.mjs';
import { interleavedSides } from './benchPreview.mjs';
import { makeFloor } from './floorBuild.mjs';
import { median } from './lighthouseRun.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.RUNS ?? 5);
/** "At first sight": a reader who knows the menu taps about this long after it shows. */
const FIRST_SIGHT_MS = 300;
/** A menu not shown by then is a page that never came. */
const MENU_GIVE_UP_MS = 60_000;
/** A tap not answered by then is a lost tap (index.html's own fallback opens a tapped link as a plain page at 8 s). */
const GIVE_UP_MS = 15_000;
/** The tiles as the prerender and the mock's menu name them (mocks/db/content.ts). */
const VISITOR_TILE = '充电站';
const DRIVER_TILE = '账户充值';
/**
 * What each tile's page is for, as the driver sees it: the sign-in form's phone field; the wallet's (or the balance
 * page's) figure. A heading over a placeholder is not the page.
 */
const CONTENT = {
  [VISITOR_TILE]: { selector: 'input[type="tel"], input[inputmode="numeric"], input[autocomplete="tel"]', text: '' },
  [DRIVER_TILE]: { selector: 'p, div, strong, span', text: '余额\\s*[¥￥]?-?[\\d,]+\\.\\d{2}' },
};
const PLAYWRIGHT = 'Playwright (DevTools on)';
const BARE = 'bare phone';

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: run npm run build first');
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/* global document, location, requestAnimationFrame, window -- the watcher runs inside the page */

/**
 * Inside the page from its start: the frame in which `tile` of the menu first has a box (its centre and wall-clock
 * time too, for the finger outside), then from the first touch each frame looks for a page heading that is not the
 * home's. The touch's own time is the event's timeStamp (when the finger landed, however busy the page was); heardAt
 * is when the page's script got to it.
 */
function watchFirstTap({ tile, content }) {
  const w = window;
  const seen = { menu: null, tap: null, landing: null, page: null, content: null };
  // The page's content: what the driver came for (`content`: a selector, and the text one of them must show), with
  // no placeholder left anywhere on the page (nothing aria-busy, no 正在打开…, no …加载中).
  const pattern = new RegExp(content.text);
  const said = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const contentShown = () => {
    const root = document.getElementById('root');
    if (!root || root.querySelector('[aria-busy="true"], [data-early-page]')) return null;
    if (/正在打开|加载中/.test(root.textContent ?? '')) return null;
    const el = [...root.querySelectorAll(content.selector)].find((e) => e.getBoundingClientRect().height > 0 && pattern.test(said(e)));
    return el ? said(el).slice(0, 40) || el.tagName.toLowerCase() : null;
  };
  w.__firstTap = seen;
  const heading = () => document.querySelector('[data-page-heading], main h1');
  // A tile's name without its icon's glyph (an SVG <text>: 电 of 电充电站).
  const nameOf = (el) => [...el.childNodes].filter((n) => n.nodeName.toLowerCase() !== 'svg').map((n) => n.textContent).join('').trim();
  const tileEl = () => [...document.querySelectorAll('section[aria-label="功能菜单"] a, section[aria-label="功能菜单"] button')].find((el) => nameOf(el) === tile);
  const lookForMenu = () => {
    const el = tileEl();
    const box = el?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      seen.menu = { at: performance.now(), wall: Date.now(), x: box.left + box.width / 2, y: box.top + box.height / 2, href: el.getAttribute('href') };
      return;
    }
    requestAnimationFrame(lookForMenu);
  };
  requestAnimationFrame(lookForMenu);
  document.addEventListener(
    'touchstart',
    (e) => {
      if (seen.tap) return;
      seen.tap = { at: e.timeStamp, heardAt: performance.now(), on: e.target?.closest?.('a, button') ? nameOf(e.target.closest('a, button')) : null };
      const home = heading();
      const lookForPage = () => {
        const h = heading();
        if (location.pathname !== '/home' && h && h !== home && h.textContent && h.getBoundingClientRect().height > 0) {
          const at = performance.now();
          seen.landing ??= { at, heading: h.textContent.trim(), path: location.pathname };
          // The page's frame that index.html's tap keeper opened is the landing; the app's own page comes after it.
          if (!h.closest('[data-early-page]')) {
            seen.page ??= { at, heading: h.textContent.trim(), path: location.pathname };
            const shown = contentShown();
            if (shown) {
              seen.content = { at, shown, path: location.pathname };
              return;
            }
          }
        }
        requestAnimationFrame(lookForPage);
      };
      requestAnimationFrame(lookForPage);
    },
    { capture: true, passive: true },
  );
}

/** The watcher's source with its argument, for the bare phone's script before the page. */
const watcherSource = (tile) => `() => (${watchFirstTap})(${JSON.stringify({ tile, content: CONTENT[tile] })})`;

/** `expression` asked every `everyMs` until it is truthy: its value, or null after `ms`. A page between documents answers nothing. */
async function until(read, expression, ms, everyMs) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await read(expression).catch(() => null);
    if (value) return value;
    await sleep(everyMs);
  }
  return null;
}

/**
 * Driver A signed in afresh (a long run outlives no token) and the page 账户充值 is meant to open for A: the wallet
 * when the menu config's walletPlan is 2 and supportBalance 1, else the balance (src/lib/walletPath.ts; asked of the
 * mock, not imported, so that the benchmark never follows the code it is checking).
 */
async function signedInDriver(base) {
  const tokens = await signIn(base);
  const res = await fetch(`${base}/api/basic/v2/api/menuConfigs`, { headers: { Authorization: tokens.token } });
  const config = (await res.json()).data ?? {};
  return { tokens, meant: config.walletPlan === 2 && config.supportBalance === 1 ? '/wallet' : '/accountBalance' };
}

const tokenCookies = (base, tokens) => [
  { name: 'token', value: tokens.token, url: base },
  { name: 'refreshToken', value: tokens.refreshToken, url: base },
];

/**
 * The finger at first sight, the same on both phones: waits (asking every 25 ms) for the frame the menu showed in,
 * touches the tile's centre FIRST_SIGHT_MS after it, then waits for the next page. `phone` reads and taps.
 */
async function tapAtFirstSight(phone) {
  const menu = await until(phone.read, 'window.__firstTap && window.__firstTap.menu', MENU_GIVE_UP_MS, 25);
  if (!menu) return { menu: null };
  await sleep(menu.wall + FIRST_SIGHT_MS - Date.now());
  await phone.tap(menu.x, menu.y);
  await until(phone.read, 'window.__firstTap && window.__firstTap.content', GIVE_UP_MS, 100);
  // A page that left the document (a plain load) has a watcher of its own that saw no tap: the path still says where.
  const seen = (await phone.read('window.__firstTap').catch(() => null)) ?? {};
  if (process.env.DETAIL) await printTimeline(phone, seen);
  return { ...seen, menu: seen.menu ?? menu, endPath: await phone.read('location.pathname').catch(() => null) };
}

/** DETAIL=1: what the page asked for and when it had it, its marks, and the tap, page and content, on the page's clock. */
async function printTimeline(phone, seen) {
  const entries = await phone
    .read(`performance.getEntries().filter((e) => e.entryType === 'resource' || e.entryType === 'mark' || e.entryType === 'paint').map((e) => [e.entryType, e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd ?? e.startTime), e.transferSize ?? 0])`)
    .catch(() => []);
  const lines = entries.map(([type, name, start, end, size]) => ({ at: end, text: type === 'resource' ? `${start}→${end} ms ${name} (${size} B)` : `${start} ms ${type} ${name}` }));
  for (const [what, at] of [['TAP', seen.tap?.at], ['page', seen.page?.at], ['CONTENT', seen.content?.at]]) if (at != null) lines.push({ at, text: `${Math.round(at)} ms ${what}` });
  console.log(lines.sort((a, b) => a.at - b.at).map((l) => `    ${l.text}`).join('\n'));
}

/** What one first-sight run says: when, where the reader landed, and whether that is where the tile leads them. */
function firstSightResult(seen, tile, meantFor) {
  if (!seen.menu) return { menuAt: null, outcome: 'no menu' };
  const meant = meantFor(seen.menu);
  const result = { menuAt: seen.menu.at, tile, meant, tapAfterMenu: null, tappedOn: null, landedOn: null, heading: null, tapToPage: null, pageAt: null, endPath: seen.endPath ?? null };
  if (!seen.tap) return { ...result, outcome: 'lost' };
  result.tapAfterMenu = seen.tap.at - seen.menu.at;
  // How long the touch waited for the page's script: the busier the page at the tap, the longer.
  result.heardAfter = seen.tap.heardAt - seen.tap.at;
  result.tappedOn = seen.tap.on;
  if (seen.tap.on !== tile) return { ...result, outcome: 'missed' };
  if (!seen.landing) return { ...result, outcome: 'lost' };
  Object.assign(result, { landedOn: seen.landing.path, heading: seen.landing.heading, pageAt: seen.landing.at, tapToPage: seen.landing.at - seen.tap.at });
  // The app's own page: the same as the landing unless a frame was opened before the app came.
  if (seen.page) Object.assign(result, { tapToAppPage: seen.page.at - seen.tap.at, appPageOn: seen.page.path });
  // The page itself: its content on screen, no placeholder left.
  if (seen.content) Object.assign(result, { tapToContent: seen.content.at - seen.tap.at, contentShown: seen.content.shown });
  return { ...result, outcome: seen.landing.path === meant ? 'right' : 'wrong' };
}

/** The visitor's tile is a visitor's as drawn: where its link points is where it is meant to lead. */
const visitorMeant = (base) => (menu) => new URL(menu.href ?? '/home', base).pathname;

/**
 * A Playwright page on the phone (service workers blocked: a first visit), `tile` watched from the start, driver A's
 * cookies if `tokens`. DETAIL and BLOCK act here.
 */
async function playwrightPage(browser, base, tile, tokens) {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  if (tokens) await context.addCookies(tokenCookies(base, tokens));
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  await page.addInitScript(watchFirstTap, { tile, content: CONTENT[tile] });
  const asked = [];
  if (process.env.DETAIL) {
    const start = Date.now();
    page.on('requestfinished', (r) => asked.push(`${Math.round(Date.now() - start)} ms ${new URL(r.url()).pathname}`));
  }
  if (process.env.BLOCK) await page.route(new RegExp(process.env.BLOCK), (route) => route.abort());
  await page.goto(`${base}/home`, { waitUntil: 'commit' });
  // Read through DevTools itself: Playwright's own waits put its script into the page, main-thread work at 4× CPU.
  const read = async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: `JSON.stringify(${expression})`, returnByValue: true });
    if (exceptionDetails || result.value === undefined) throw new Error(`${expression}: ${exceptionDetails?.text ?? 'no value'}`);
    return JSON.parse(result.value);
  };
  const tap = async (x, y) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const detail = () => asked.length && console.log(asked.map((line) => `    ${line}`).join('\n'));
  return { page, read, tap, detail };
}

/** The visitor (tile 充电站) or driver A (tile 账户充值) taps at first sight, on either phone. */
async function firstSight(base, who, phoneKind) {
  const driver = who === 'driver' ? await signedInDriver(base) : null;
  const tile = driver ? DRIVER_TILE : VISITOR_TILE;
  const meantFor = driver ? () => driver.meant : visitorMeant(base);
  const seen =
    phoneKind === BARE
      ? await withBarePhone(async (phone) => {
          if (driver) await phone.setCookies(tokenCookies(base, driver.tokens));
          await phone.open(`${base}/home`, watcherSource(tile));
          return tapAtFirstSight(phone);
        })
      : await withFreshBrowser(async (browser) => {
          const phone = await playwrightPage(browser, base, tile, driver?.tokens);
          const out = await tapAtFirstSight(phone);
          phone.detail();
          return out;
        });
  const result = firstSightResult(seen, tile, meantFor);
  // Without a call carrying A's token the run was a visitor's whatever the cookie: said, not hidden.
  if (driver) result.signedIn = (await callsWith(base, driver.tokens.token)) > 0;
  return result;
}

/** The visitor waits until the app owns the first tile (React's props on it), then taps it. */
async function onceTheAppOwnsIt(base) {
  return withFreshBrowser(async (browser) => {
    const { page, read, detail } = await playwrightPage(browser, base, VISITOR_TILE);
    const menu = await until(read, 'window.__firstTap && window.__firstTap.menu', MENU_GIVE_UP_MS, 50);
    if (!menu) return { menuAt: null, outcome: 'no menu' };
    const entry = page.getByRole('region', { name: '功能菜单' }).getByRole('link').first();
    await page.waitForFunction((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')), await entry.elementHandle(), { timeout: 60_000, polling: 50 });
    const tile = (await entry.locator('span').last().textContent())?.trim();
    await entry.tap();
    const landing = await until(read, 'window.__firstTap && window.__firstTap.landing', GIVE_UP_MS, 100);
    const seen = await read('window.__firstTap');
    detail();
    // From when the page heard the touch, as this side has always been measured (the README's table): the app owns
    // the page by then, so the finger waits little for it.
    return landing
      ? { menuAt: menu.at, tile, outcome: 'right', landedOn: landing.path, heading: landing.heading, tapToPage: landing.at - seen.tap.heardAt, pageAt: landing.at }
      : { menuAt: menu.at, tile, outcome: 'lost' };
  });
}

/** The floor: when its menu shows, on either phone. */
async function floorMenu(base, phoneKind) {
  const menu =
    phoneKind === BARE
      ? await withBarePhone(async (phone) => {
          await phone.open(`${base}/home`, watcherSource(VISITOR_TILE));
          return until(phone.read, 'window.__firstTap && window.__firstTap.menu', MENU_GIVE_UP_MS, 25);
        })
      : await withFreshBrowser(async (browser) => {
          const { read } = await playwrightPage(browser, base, VISITOR_TILE);
          return until(read, 'window.__firstTap && window.__firstTap.menu', MENU_GIVE_UP_MS, 25);
        });
  return { menuAt: menu?.at ?? null, outcome: menu ? 'menu' : 'no menu' };
}

/** ONLY=<regex> runs the ways whose key matches (e.g. `^bare` for the bare phone's); the floor always runs. */
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
/** Each way a build is run; the floor has its menu only. */
const WAYS = [
  { key: 'visitor', phone: PLAYWRIGHT, label: `visitor ${VISITOR_TILE} at first sight`, run: (base) => firstSight(base, 'visitor', PLAYWRIGHT) },
  { key: 'driver', phone: PLAYWRIGHT, label: `driver ${DRIVER_TILE} at first sight`, run: (base) => firstSight(base, 'driver', PLAYWRIGHT) },
  { key: 'app', phone: PLAYWRIGHT, label: 'visitor once the app owns it', run: onceTheAppOwnsIt },
  { key: 'bare visitor', phone: BARE, label: `visitor ${VISITOR_TILE} at first sight`, run: (base) => firstSight(base, 'visitor', BARE) },
  { key: 'bare driver', phone: BARE, label: `driver ${DRIVER_TILE} at first sight`, run: (base) => firstSight(base, 'driver', BARE) },
].filter((w) => !only || only.test(w.key));
const FLOOR_WAYS = [
  { key: 'floor', phone: PLAYWRIGHT, label: 'floor', run: (base) => floorMenu(base, PLAYWRIGHT) },
  { key: 'bare floor', phone: BARE, label: 'floor', run: (base) => floorMenu(base, BARE) },
];

/** `text` padded to `columns` as a terminal shows it: a Chinese character takes two. */
const padTo = (text, columns) => text + ' '.repeat(Math.max(0, columns - [...text].reduce((n, c) => n + (c.codePointAt(0) >= 0x2e80 ? 2 : 1), 0)));
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const phoneTag = (phone) => (phone === BARE ? 'bare' : 'Playwright');

/** One run's line: when the menu showed, the tap, and where it led. */
function runLine(way, r) {
  if (r.outcome === 'no menu') return 'NO MENU';
  if (r.outcome === 'menu') return `menu ${ms(r.menuAt)}`;
  const tap = r.tapAfterMenu == null ? `tap on ${r.tile}` : `tap at +${Math.round(r.tapAfterMenu)} ms`;
  const head = `menu ${ms(r.menuAt)}, ${tap}`;
  const unsigned = r.signedIn === false ? '; NO CALL CARRIED A\'S TOKEN (measured as a visitor?)' : '';
  if (r.outcome === 'missed') return `${head}: MISSED the tile (touched ${r.tappedOn ?? 'nothing'})${unsigned}`;
  if (r.outcome === 'lost') return `${head}: LOST (no next page in ${GIVE_UP_MS / 1000} s${r.endPath ? `; on ${r.endPath} at the end` : ''})${unsigned}`;
  const appPage = r.tapToAppPage === undefined || r.tapToAppPage === r.tapToPage ? '' : `, the app's page in ${ms(r.tapToAppPage)}${r.appPageOn !== r.landedOn ? ` on ${r.appPageOn}` : ''}`;
  const itself = r.tapToContent === undefined ? ', ITS CONTENT NEVER SHOWN' : `, the page itself (${r.contentShown}) in ${ms(r.tapToContent)}`;
  const landed = `→ ${r.landedOn} ${r.heading} in ${ms(r.tapToPage)} (at ${ms(r.pageAt)}${appPage}${way.key === 'app' ? '' : itself})`;
  return `${head} ${landed}${r.outcome === 'wrong' ? `: landed on ${r.landedOn} (wrong: meant ${r.meant})` : ''}${unsigned}`;
}

const floorDir = makeFloor();
const runs = await interleavedSides(
  { now: undefined, floor: path.relative(root, floorDir) },
  RUNS,
  async (base, side, round) => {
    const ways = side === 'floor' ? FLOOR_WAYS : WAYS;
    const results = {};
    // The ways turn each round too: no way always runs first on a cooler machine.
    for (const way of ways.map((_, k) => ways[(k + round) % ways.length])) {
      results[way.key] = await way.run(base);
      console.log(`run ${round} ${side.padEnd(7)} ${phoneTag(way.phone).padEnd(10)} ${way.label}: ${runLine(way, results[way.key])}`);
    }
    return results;
  },
  () => {},
);

const med = (xs) => {
  const known = xs.filter(Number.isFinite);
  return known.length ? median(known) : NaN;
};
const times = (n, what) => `${n} ${what}`;

/** A side's line: its medians over the runs that landed where they were meant, and how many did not. */
function summaryLine(way, sideRuns, floorAt) {
  const menuAt = med(sideRuns.map((r) => r.menuAt));
  const ratio = Number.isFinite(menuAt) && Number.isFinite(floorAt) ? ` (${(menuAt / floorAt).toFixed(2)}× the floor)` : '';
  const right = sideRuns.filter((r) => r.outcome === 'right');
  const wrong = sideRuns.filter((r) => r.outcome === 'wrong');
  const count = (outcome) => sideRuns.filter((r) => r.outcome === outcome).length;
  const landings = new Map();
  for (const r of wrong) landings.set(r.landedOn, (landings.get(r.landedOn) ?? 0) + 1);
  const wherever = [...landings].map(([where, n]) => `${where} ×${n}`).join(', ');
  const wrongText = wrong.length ? `WRONG ${wrong.length} (landed on ${wherever}; meant ${wrong[0].meant})` : 'wrong 0';
  const others = [count('lost') && times(count('lost'), 'lost'), count('missed') && times(count('missed'), 'missed the tile'), count('no menu') && times(count('no menu'), 'no menu')]
    .filter(Boolean)
    .join(', ');
  const unsigned = sideRuns.filter((r) => r.signedIn === false).length;
  const tap = way.key === 'app' ? `tap on ${sideRuns[0]?.tile ?? '?'}` : `tap at +${Math.round(med(sideRuns.map((r) => r.tapAfterMenu)))} ms`;
  const appPage = right.some((r) => Number.isFinite(r.tapToAppPage) && r.tapToAppPage !== r.tapToPage) ? `; the app's page in ${ms(med(right.map((r) => r.tapToAppPage)))}` : '';
  // The page itself counts only where its content came: a run whose content never showed is said, not averaged.
  const shown = right.filter((r) => Number.isFinite(r.tapToContent));
  const itself = way.key === 'app' ? '' : `; THE PAGE ITSELF in ${ms(med(shown.map((r) => r.tapToContent)))}${shown.length < right.length ? ` (${right.length - shown.length} never showed it)` : ''}`;
  const timing = right.length ? `to ${right[0].landedOn} in ${ms(med(right.map((r) => r.tapToPage)))} (at ${ms(med(right.map((r) => r.pageAt)))})${appPage}${itself}` : 'no time';
  return (
    `menu ${ms(menuAt)}${ratio}, ${tap}; right ${right.length} of ${sideRuns.length}: ${timing}; ` +
    `${wrongText}${others ? `, ${others}` : ''}${unsigned ? `, ${unsigned} NOT SIGNED IN` : ''}`
  );
}

const builds = Object.keys(runs).filter((side) => side !== 'floor');
console.log(`\nA cold visit to /home: 4× CPU, 150 ms RTT, 1.6 Mbps; medians of ${RUNS}; at first sight = ${FIRST_SIGHT_MS} ms after the menu shows; a time is the tap's to the next page's heading (the page's frame where index.html opened it before the app), over the right landings only; the app's page after it; the page itself when its content is on screen with no placeholder left (the sign-in form's phone field; the wallet's 余额 figure)`);
for (const phone of [PLAYWRIGHT, BARE]) {
  const floorWay = FLOOR_WAYS.find((w) => w.phone === phone);
  const floorAt = med(runs.floor.map((r) => r[floorWay.key].menuAt));
  console.log(phone);
  console.log(`  ${'floor'.padEnd(7)} menu ${ms(floorAt)} (the page without scripts)`);
  for (const side of builds) {
    for (const way of WAYS.filter((w) => w.phone === phone)) {
      console.log(`  ${side.padEnd(7)} ${padTo(way.label, 32)} ${summaryLine(way, runs[side].map((r) => r[way.key]), floorAt)}`);
    }
  }
}
console.log('goal: the menu tappable within 1.2× the floor; every tap lands where its tile leads the reader; the page itself within 1.5 s of a tap at first sight on the bare phone; a tap on the app\'s menu to the next page ≤ 300 ms');
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/first-tap.json'), JSON.stringify({ phone: PHONE, firstSightMs: FIRST_SIGHT_MS, runs }, null, 2));
