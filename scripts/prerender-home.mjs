#!/usr/bin/env node
/**
 * Part of `npm run build`: puts the visitor's /home, as the app itself draws it before any answer of the server
 * (search box, the default banner, menu and list placeholders, plate query, login prompt), into dist/index.html,
 * with the first screen's stylesheets inlined, and the app's code asked for after the first paint. A driver on a weak signal sees the real first screen
 * at the first paint instead of a grey skeleton; the app then takes it over as it is (hydration, see
 * src/app/prerenderedHome.ts), so nothing is drawn twice.
 *
 * index.html is served for every route, so a small inline script right after #root keeps the markup only on /home
 * (and /). When a token cookie says a driver is here, a class set in <head> swaps the visitor-only login prompt for
 * the bill cards' placeholder. The page's class names are the build's own (CSS Modules, hashed), so this step finds
 * what it needs by role, label and id, and marks it with data attributes of its own.
 * The service worker's precache revision of index.html and the compressed copies are brought up to date.
 *
 * Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Without it the build goes on with the plain skeleton and
 * says so: the app is the same, only its first paint is plainer.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { storeInShell, writeCompressed } from './builtPage.mjs';
import { freePort } from './freePort.mjs';
import { integrityMap } from './subresourceIntegrity.mjs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { inlineScript } = createRequire(import.meta.url)('./inlineScript.cjs');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, process.argv[2] ?? 'dist');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// html-webpack-plugin minifies: the attribute may come without quotes.
const MARK = /<div id="?root"?><\/div>/;
/** The id of the <template> that holds the prerendered home (scripts/floorBuild.mjs unwraps it for the floor). */
const TEMPLATE_ID = 'home-prerendered';

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The prerendered page is a <template> just before #root: inert while the HTML is parsed (no layout, no image decoded).
 * On /home and / the script right after #root (src/page/homeTapKeeper.js) puts it in #root at once, before the first
 * paint; on any other page it is dropped unseen. While it stands before an empty #root the static shell's skeleton is
 * not drawn (index.html's `#home-prerendered + #root:empty`): a frame painted before the script ran would show it,
 * then move the page up. Parsed into #root directly, every other page drew the whole home first and threw it away: at
 * 4× CPU its icons and banner (SVG images, a document each) and its layout held the main thread for over a second
 * before the page's own scripts and early reads could run.
 * The same script answers a tap that lands before the app has taken the page over: it opens the tapped tile's page
 * at once where it knows where that leads for this reader, else keeps the tap for the app (its own comment says how).
 */
const KEEPER = 'src/page/homeTapKeeper.js';
if (!readFileSync(path.join(root, KEEPER), 'utf8').includes(`'${TEMPLATE_ID}'`)) throw new Error(`prerender: ${KEEPER} does not name #${TEMPLATE_ID}`);
const GUARD = `<script>${inlineScript(KEEPER)}</script>`;
/** What an early tap looks like until the app answers it, and the frame of a page opened before the app (home only: early.html drops it). */
const EARLY_TAP_STYLE = `<style data-home-tap>${readFileSync(path.join(root, 'src/page/homeTapKeeper.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim()}</style>`;

/**
 * A driver (a token cookie) does not see the visitor's login prompt, and sees the bill cards' loading placeholder
 * above the banner where the app draws it first, so nothing moves when the app takes over. The rooms the answers
 * the phone kept will need (the `homeRooms` offline copy: src/features/home/rooms.ts) are held the same way.
 * Decided in <head>, before any of the markup can paint: a script after it may run after the first paint.
 */
// Only the prerendered markup is touched (main[data-prerendered]): the class stays on <html> after the app has
// taken over, and the live page's own login prompt must show when the driver signs out. The attributes are set by
// capture() on its copy of the page, never by the app.
const DRIVER_HEAD = '<style>[data-prerender-driver]{display:none}.app-driver [data-prerender-driver]{display:block}.app-driver [data-prerendered] [data-home-login]{display:none}'
  // The rooms: the arrears notice's (its margin and height) above the cards; the add-vehicle prompt's size (measured at
  // 360 px, standard and 长辈模式) for their placeholder.
  + '.home-arrears [data-home-cards]{margin-top:calc(var(--app-space-m)*2 + 48px)}.home-add-car [data-home-cards][aria-busy]{height:90px;margin-bottom:var(--app-space-m);overflow:hidden}[data-elder].home-add-car [data-home-cards][aria-busy]{height:108px}</style>'
  + `<script>if(/(^|;\\s*)token=/.test(document.cookie)){var c=document.documentElement;c.className+=' app-driver';try{JSON.parse(localStorage.getItem('offline:homeRooms')).data.forEach(function(r){if(/^home-[a-z-]+$/.test(r))c.classList.add(r)})}catch(e){}}</script>`;
/** Where the driver's placeholder cards go: before the banner, where the app draws the cards first. */
const CARDS_MARK = '<!--prerender-driver-cards-->';

/** The captured page with the driver's placeholder cards (the app's own, as a driver's /home draws them) above the banner. */
function prerendered(html, driverCards) {
  if (!html.includes(CARDS_MARK)) throw new Error('prerender: /home has no banner');
  return html.replace(CARDS_MARK, () => driverCards);
}

/** The entry's stylesheet link as html-webpack-plugin writes it (minified: attributes may be unquoted). */
const ENTRY_STYLESHEET = /<link href="?(\/assets\/main\.[0-9a-f]+\.css)"? rel="?stylesheet"?>/;

/**
 * The first screen's stylesheets go into index.html itself: on a slow network the first paint then waits for one
 * response, not three. data-href names the file, so the chunk loader sees the home chunk's styles as loaded and
 * does not ask for them again.
 */
function inlineStyle(href) {
  const css = readFileSync(path.join(dir, href), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be inlined`);
  return `<style data-href="${href}">${css}</style>`;
}

const entryConfig = JSON.parse(readFileSync(path.join(root, 'config/entryRoutes.json'), 'utf8'));
const entryRoutes = entryConfig.routes;

/** The entry's scripts as html-webpack-plugin writes them into <head> (minified: attributes may be unquoted). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?(\/assets\/[^"\s>]+\.js)"?><\/script>/g;

/**
 * The page a reader on the home most likely opens next (config/entryRoutes.json `likelyNext`), whose code is fetched
 * as soon as the entry's has arrived: the network is idle then while the entry runs, and the first tap (the login
 * prompt, or any menu entry that needs a driver; a driver's bill) does not wait for the download. A low-priority
 * preload: the page's own scripts, asked for while it is still coming, get the same download. On the home these
 * preloads (and the one-tag-a-task queue) are posted as user-blocking tasks where the browser has scheduler.postTask:
 * a zero timeout waited behind every step of the boot (each a scheduler.yield, which goes ahead of timers), so the
 * files were asked for only as the app took over, and a tap on the menu then waited 0.3–0.5 s for their download.
 * Elsewhere (a page a reminder opened) they wait for the boot, as the page itself comes first. The app runs that
 * code when it is first idle, within 200 ms of mounting (src/app/warmRoutes.ts).
 *
 * On /home the scripts (the route's own and the likely-next page's) are added as async scripts, not preloads: a
 * chunk's script only hands its modules to webpack's runtime, and nothing of them runs until the page is imported.
 * Each is compiled whole in a task of its own as it arrives (the compile hint, scripts/compileHintsPlugin.js), and
 * the router's first step and the warm-up find their chunks installed and add no script tag: the likely-next page's
 * seven tags were most of the warm-up's 36–68 ms task at 4× CPU. A script that fails is taken out of the page, so that
 * webpack's loader (which waits on a tag already there with the same address) adds its own and retries.
 */
const LIKELY_NEXT = entryConfig.likelyNext;

/**
 * On a page a reminder opens, the early script's glance (src/app/glance) is drawn from the early answers while the
 * app's code is on its way. On a returning phone that code is there at once and would take the main thread for a
 * second or two just as the answers come: so the entry's scripts are fetched at once but run only once the glance
 * has been painted (or there is to be none: \`window.__driverGlance\` settles), and never later than this. When a service
 * worker answers the page (the code is on the phone, each file there at once) they are not even asked for until then:
 * asking for the page's twenty files is 100–200 ms of main thread at 4× CPU, which held the glance back.
 */
const GLANCE_WAIT_MS = 1000;

/**
 * On /home the app's code is asked for after the first paint, not during it (anywhere else, where the page is the
 * app's alone, at once): at the end of <body>, once the browser reports
 * the first contentful paint (where it cannot, two frames on; at once in a tab opened in the background, which
 * paints nothing; after 1 s at the latest). Asked for in <head>, it arrived on a fast network while the page still
 * parsed and ran before anything was painted: the prerendered page waited behind the entry's work, and Lighthouse's
 * simulation (which keeps every script fetched before the paint in its path) put the home's largest paint 2.5× past
 * the same page without scripts. On a weak network the cost is the time from parse to paint, a frame or two.
 * The entry's scripts (async off: they run in the order added, as deferred ones did) and, after them, the code of
 * the route being opened when it is an entry route (the chunk loader then finds it in the cache). On the home, the
 * home's own files wait until the entry has arrived: every file shares a slow 4G line, the router needs them only
 * after the boot's first steps, and a tile tapped before the app came opens a page that never needs them (the
 * visitor's sign-in came 0.1–0.2 s sooner). After them, from the home only, the code of the page likely next
 * (LIKELY_NEXT), at low priority, in a task after the entry's own (its thirteen preload links took 16 ms at 4× CPU in
 * the entry's longest task) — unless a tile tapped before the app came has already opened another page: the driver
 * has chosen, and the guess's 60 KB would only slow that page. On any other page the page opened is what the phone
 * works for (and the route tables below, taken by opening each route, hold its own files only). On /home, where this comes after the first
 * paint, each script and link is added in a task of its own: starting a request is a few milliseconds of main
 * thread at 4× CPU, and the eight at once were a 120 ms task just after the paint. Elsewhere nothing is painted yet
 * and they go at once. A page the home's tap keeper opened before the app (src/page/homeTapKeeper.js) asks for its code
 * through `window.__routeFiles` as it opens, beside the entry (asked for only once the entry had arrived, they came
 * too late: the page's own came 0.2–0.3 s later on the bare phone, docs/first-screen-measured.md).
 */
function startAfterPaint(entry, map, integrity) {
  return `<script>(function(e,m,I){var d=0,f=0,s=0,g=window.__driverGlance,h=document.head,P=window.PerformanceObserver,q=[],S=window.scheduler,T=S&&S.postTask?function(f){S.postTask(f,{priority:'user-blocking'})}:function(f){setTimeout(f)},H=/^\\/(home)?$/,home=H.test(location.pathname);function add(n){if(!home)return h.appendChild(n);q.push(n);if(q.length===1)T(next)}function next(){h.appendChild(q.shift());if(q.length)T(next)}function pre(r,low){var a=m[r]||[],i,n,c;for(i=0;i<a.length;i++){if(document.querySelector('[href="'+a[i]+'"],[src="'+a[i]+'"]'))continue;c=/\\.css$/.test(a[i]);if(home&&!c){n=document.createElement('script');n.async=true;n.onerror=drop;n.src=a[i]}else{n=document.createElement('link');n.rel='preload';n.as=c?'style':'script';n.href=a[i]}if(low)n.setAttribute('fetchpriority','low');add(n)}}function drop(){this.parentNode&&this.parentNode.removeChild(this)}window.__routeFiles=function(r){pre(r)};function run(){if(s)return;s=1;for(var i=0,n;i<e.length;i++){n=document.createElement('script');n.src=e[i];n.integrity=I[e[i]]||'';n.async=false;add(n)}n.onload=function(){home&&T(function(){if(!H.test(location.pathname))return;pre('/home');pre(/(^|;\\s*)token=/.test(document.cookie)?${JSON.stringify(LIKELY_NEXT.driver)}:${JSON.stringify(LIKELY_NEXT.visitor)},1)})}}function go(){if(d)return;d=1;var w=navigator.serviceWorker;if(g&&w&&w.controller){g.then(load,load);setTimeout(function(){load();run()},${GLANCE_WAIT_MS})}else load()}function load(){if(f)return;f=1;var i,n;if(!g)run();if(!home)pre(location.pathname);if(!g)return;for(i=0;i<e.length;i++){n=document.createElement('link');n.rel='preload';n.as='script';n.href=e[i];n.integrity=I[e[i]]||'';add(n)}g.then(run,run);setTimeout(run,${GLANCE_WAIT_MS})}function later(){setTimeout(go)}if(document.visibilityState==='hidden'||!home)return go();setTimeout(go,1000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(later)})})(${JSON.stringify(entry)},${JSON.stringify(map).replace(/</g, '\\u003c')},${JSON.stringify(integrity)})</script>`;
}

/**
 * The files a route loads beyond the entry's (its page chunk, the screen kit, its feature, the later routes' table
 * when it is one of them), in load order: what is asked for from the router's making (the boot's mark
 * `boot:react-dom`) until the page is first drawn (`boot:mounted`). What the boot asks for on every page (the
 * reconnect loop at the store's start; 长辈模式's follower and the reminder banner once the page is drawn) is no
 * part of it: asked for beside the entry, it only slowed the entry's download.
 */
async function routeAssets(context, base, route, entryFiles) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('load');
    await page.waitForFunction(() => performance.getEntriesByName('boot:mounted').length > 0, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const files = await page.evaluate(() => {
      const [from] = performance.getEntriesByName('boot:react-dom');
      const [to] = performance.getEntriesByName('boot:mounted');
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= from.startTime && e.startTime <= to.startTime)
        .map((e) => new URL(e.name).pathname);
    });
    return [...new Set(files)].filter((f) => /^\/assets\/.+\.(js|css)$/.test(f) && !entryFiles.has(f));
  } finally {
    await page.close();
  }
}

/* global document, Node, NodeFilter, window -- the capture runs inside the page */
async function capture(base, entryFiles) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, locale: 'zh-CN', serviceWorkers: 'block' });
    // What the app does once a page is idle (loading the code of the pages likely next) is no part of any page's
    // own code: idle never comes here, so each route's list names only what it draws with.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      // For the copies taken of the page, as React's server renderer writes markup: adjacent text nodes (`{n} 个`)
      // would be parsed back as one, and hydration would find one text where the app renders two.
      window.separateTexts = (node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const texts = [];
        while (walker.nextNode()) texts.push(walker.currentNode);
        for (const t of texts) if (t.nextSibling?.nodeType === Node.TEXT_NODE) t.after(document.createComment(' '));
      };
    });
    const page = await context.newPage();
    // No server answers: every block shows what it shows before its data (the page any driver sees first).
    await context.route(/\/(api|booking)\//, () => undefined);
    await page.goto(`${base}/home`);
    await page.waitForSelector('#root main #plate-query-title', { timeout: 30_000 });
    await page.waitForTimeout(300);
    const home = await page.evaluate((mark) => {
      const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
      // A copy, marked for the driver's swap (the live page is left as the app drew it).
      const root = document.getElementById('root')?.cloneNode(true);
      const main = root?.querySelector('main');
      const login = main?.querySelector('section[aria-label="登录提示"]');
      const banner = main?.querySelector('img[alt="默认广告图"]')?.parentElement;
      if (!root || !main || !login || !banner) throw new Error(`prerender: /home has no ${!main ? 'main' : !login ? 'login prompt' : 'default banner'}`);
      window.separateTexts(root);
      main.setAttribute('data-prerendered', '');
      login.setAttribute('data-home-login', '');
      banner.before(document.createComment(mark.slice(4, -3)));
      return { html: root.innerHTML, styles, scripts };
    }, CARDS_MARK);
    const driverCards = await capturedDriverCards(context, base);
    // The other entry routes as a driver opens them: signed in (no page sends them to login first), but the
    // sign-in pages as a visitor (a driver is sent on from there).
    const preloads = {};
    for (const route of entryRoutes.filter((r) => r !== '/home')) {
      await context.clearCookies();
      if (!route.startsWith('/login')) await context.addCookies([{ name: 'token', value: 'prerender', url: base }]);
      preloads[route] = await routeAssets(context, base, route, entryFiles);
    }
    return { ...home, driverCards, preloads };
  } finally {
    await browser.close();
  }
}

/**
 * The bill cards' placeholder as a driver's /home draws it while the bills load (every call held back): the app's own
 * markup and classes, marked to show only for a driver.
 */
async function capturedDriverCards(context, base) {
  await context.addCookies([{ name: 'token', value: 'prerender', url: base }]);
  const page = await context.newPage();
  try {
    await page.goto(`${base}/home`);
    const cards = page.locator('section[data-home-cards][aria-busy="true"]');
    await cards.waitFor({ timeout: 30_000 });
    return await cards.evaluate((el) => {
      const copy = el.cloneNode(true);
      window.separateTexts(copy);
      copy.setAttribute('data-prerender-driver', '');
      return copy.outerHTML;
    });
  } finally {
    await page.close();
    await context.clearCookies();
  }
}

async function main() {
  const indexFile = path.join(dir, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!MARK.test(index) || index.includes(`id="${TEMPLATE_ID}"`)) {
    console.log('prerender: index.html has no empty #root (already prerendered?); left as it is');
    return;
  }
  if (!existsSync(CHROME)) {
    console.warn(`prerender: no Chromium at ${CHROME}; index.html keeps the plain skeleton`);
    return;
  }
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/preview-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PREVIEW_DIR: path.relative(root, dir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor(`${base}/home`);
    // What the page names itself: its links and scripts, and the files its loaders name in their code (the early scripts).
    const inHead = new Set([...index.matchAll(/(?:href|src)="?([^"\s>]+)/g), ...index.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]));
    const { html, driverCards, styles, scripts, preloads: routeCode } = await capture(base, inHead);
    if (!html.includes('plate-query-title')) throw new Error('prerender: /home did not draw');
    // The template ends at the first </template>: the page must hold none of its own.
    if (/<\/?template\b/i.test(html)) throw new Error('prerender: /home draws a <template>, which would end the prerendered one early');
    // What loads once the page is idle (the worker's helper among it) never loads in the capture: see capture().
    routeCode['/home'] = scripts.filter((h) => !inHead.has(h));
    const homeStyles = styles.filter((h) => h && !inHead.has(h)).map(inlineStyle).join('');
    const entry = [...index.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
    if (!entry.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src))) throw new Error('prerender: index.html names no entry script');
    const next = index
      .replace(ENTRY_SCRIPT, '')
      .replace(ENTRY_STYLESHEET, (_, href) => inlineStyle(href))
      .replace('</head>', `${homeStyles}${DRIVER_HEAD}${EARLY_TAP_STYLE}</head>`)
      .replace(MARK, () => `<template id="${TEMPLATE_ID}">${prerendered(html, driverCards)}</template><div id="root"></div>${GUARD}${startAfterPaint(entry, routeCode, integrityMap(dir, entry))}`);
    writeCompressed(indexFile, next);

    // The worker must see the new index.html as a new revision.
    storeInShell(dir, '/index.html', next);
    console.log(`prerender: /home in index.html (${(html.length / 1024).toFixed(1)} KB markup); code named for ${Object.entries(routeCode).map(([r, a]) => `${r} (${a.length})`).join(', ')}`);
  } finally {
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
