/**
 * The service worker (Workbox). What a first visit on a weak signal can afford is stored when it installs: the
 * shell (index.html, the entry, what /home loads, the pages a reminder opens; config/precacheShell.json), so /home
 * and those pages open with no network within seconds. Every other file of the build is stored the first time a
 * page uses it, and fetched ahead, one at a time, once a page says it is idle (warmLater.ts): never on Save-Data or
 * 2G, and never while the driver's own page is loading. A deploy installs the next build beside this one and waits:
 * the page in use keeps its own chunks until the driver taps 新版本可用 (or closes the app), so nobody is stranded on
 * a chunk that is gone. Only GETs of this build's files and page navigations are answered here; every API call,
 * read or write, goes to the network untouched (what a driver may need offline is kept by the app itself, with the
 * time it was fetched).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { earlyReads } from '@config/entryRoutes.json';
import { connectionOf, prefetchWelcome } from '../lib/connectionHints';
import { installShell } from './installShell';
import './reminderPush';
import { createWarmer, isPageIdleMessage } from './warmLater';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[]; __WB_LATER: string[] };

/** Paths the app shell must never answer: the services, the mock's control API, files of their own. */
const NOT_PAGES = [/^\/api\//, /^\/booking\//, /^\/__mock\//, /\/[^/?]+\.[a-z0-9]+$/i];

/** Where the build's other files are kept once used or fetched ahead; one name for every build (see `buildFiles`). */
const BUILD_FILES_CACHE = 'build-files';

/** The shell's files fetched at once at install: one at a time, a weak signal's round trips add up to seconds. */
const INSTALL_LANES = 4;

// Replaced at build time (scripts/precacheManifestPlugin.js): the shell, with revisions, and the rest of the build.
const SHELL = self.__WB_MANIFEST;
const LATER = self.__WB_LATER;

cleanupOutdatedCaches();
// The page that installed the first worker is looked after at once (a signal lost right after a first visit).
clientsClaim();

const shell = new PrecacheController();
shell.addToCacheList(SHELL);

/**
 * The shell, a few files at a time: Workbox's own install fetches one after another, and 70 files at a 150 ms round
 * trip each would keep /home from opening offline for ten seconds more. Hashed files come from the browser's HTTP
 * cache when the page has just loaded them; index.html is asked of the server (its revision is its content). A file
 * already in the precache (an earlier install of this build that failed) is taken from there, not fetched; a file
 * whose download fails is asked again a few times before the install gives up (installShell.ts: the rule).
 */
function storeShell(event: ExtendableEvent) {
  return installShell({
    files: [...shell.getURLsToCacheKeys()].map(([url, cacheKey]) => ({ url, cacheKey })),
    lanes: INSTALL_LANES,
    store: async ({ url, cacheKey }) => {
      const request = new Request(url, {
        integrity: shell.getIntegrityForCacheKey(cacheKey),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
        priority: 'low',
      });
      await Promise.all(shell.strategy.handleAll({ params: { cacheKey }, request, event, url: new URL(url) }));
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}

self.addEventListener('install', (event) => event.waitUntil(storeShell(event)));
// What the previous build stored in the shell and this one does not name goes; the page that used it has reloaded.
self.addEventListener('activate', (event) => void shell.activate(event));
registerRoute(new PrecacheRoute(shell));
// The pages a reminder opens have an HTML of their own that sends their reads at once (scripts/early-html.mjs); a
// build without it (the embedded one) answers them with index.html like every other page.
if (shell.getCacheKeyForURL('/early.html')) {
  const earlyPages = new Set(earlyReads);
  registerRoute(({ request, url }) => request.mode === 'navigate' && earlyPages.has(url.pathname), shell.createHandlerBoundToURL('/early.html'));
}
registerRoute(new NavigationRoute(shell.createHandlerBoundToURL('/index.html'), { denylist: NOT_PAGES }));

/** The idle page's message whose run is under way: the run's fetches and cache writes extend it. */
let warmEvent: ExtendableMessageEvent | null = null;

/**
 * A page's fetch of a file not stored yet is the page loading: the warm-up steps aside until it has arrived.
 * The warm-up's own fetches come with the idle message's event, a page's with a fetch event.
 */
const pageLoads: WorkboxPlugin = {
  requestWillFetch: async ({ request, event, state }) => {
    if (event.type === 'fetch' && state) {
      state.counted = true;
      warmer.pageFetchStarted();
    }
    return request;
  },
  handlerDidComplete: async ({ state }) => {
    if (state?.counted) warmer.pageFetchEnded();
  },
};

/**
 * The build's other files, cache first: hashed names never change content. One cache for every build, kept to about
 * two builds' files, the least recently used going first: the page in use (whose worker fetches only its own build's
 * files) never loses a chunk to the next build, and old builds do not pile up. No age limit: a page left open for
 * days must still find its chunks after a deploy has removed them from the server.
 */
const buildFiles = new CacheFirst({
  cacheName: BUILD_FILES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: Math.max(2 * LATER.length, 100), purgeOnQuotaError: true }), pageLoads],
});

const warmer = createWarmer(LATER, {
  stored: async () => new Set((await (await caches.open(BUILD_FILES_CACHE)).keys()).map((r) => new URL(r.url).pathname)),
  store: async (path, signal) => {
    if (!warmEvent) throw new Error('no idle page asked for the warm-up');
    const request = new Request(path, { credentials: 'same-origin', priority: 'low', signal });
    await Promise.all(buildFiles.handleAll({ request, event: warmEvent }));
  },
  welcome: () => prefetchWelcome(connectionOf(self.navigator)),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), buildFiles);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // A page opened waits for its idle word; a call is the page loading (its files are counted by `pageLoads`, and
  // only when not stored).
  if (event.request.mode === 'navigate') warmer.pageOpened();
  else if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) warmer.pageActive();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  // The driver tapped 新版本可用: the waiting build takes over, and the page reloads when it controls it.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isPageIdleMessage(data)) {
    warmEvent = event;
    event.waitUntil(warmer.pageIdle(data).catch(() => undefined));
  }
});
