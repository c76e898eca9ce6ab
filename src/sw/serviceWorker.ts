/**
 * The service worker (Workbox). Precaches the app shell (index.html) and every chunk of this build, so a second
 * visit paints with no network and any page opens offline; a deploy installs the next build beside this one and
 * waits: the page in use keeps its own chunks until the driver taps 新版本可用 (or closes the app), so nobody is
 * stranded on a chunk that is gone. Only GETs of this build's files and page navigations are answered here;
 * every API call, read or write, goes to the network untouched (what a driver may need offline is kept by the
 * app itself, with the time it was fetched).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './reminderPush';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Paths the app shell must never answer: the services, the mock's control API, files of their own. */
const NOT_PAGES = [/^\/api\//, /^\/booking\//, /^\/__mock\//, /\/[^/?]+\.[a-z0-9]+$/i];

cleanupOutdatedCaches();
// The page that installed the first worker is looked after at once (a signal lost right after a first visit).
clientsClaim();
// Replaced at build time by the list of this build's files and their revisions (scripts/precacheManifestPlugin.js).
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_PAGES }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  // The driver tapped 新版本可用: the waiting build takes over, and the page reloads when it controls it.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
