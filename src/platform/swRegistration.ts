import { Workbox } from 'workbox-window';
import { connectionOf, prefetchWelcome } from '@/lib/connectionHints';
import { knownScriptUrl } from '@/lib/trustedTypes';
import { whenIdle } from '@/lib/whenIdle';
import type { PageIdleMessage } from '@/sw/warmLater';

/*
 * The worker's registration (platform/serviceWorker loads it once the first screen is up and the page is idle): a
 * new build waiting is announced, never swapped under the page in use; the worker hears when the page is idle.
 */

/** Registers /sw.js; `announce` hears of a new build waiting, with the switch to it. */
export async function register(announce: (activate: () => void) => void) {
  const wb = new Workbox(knownScriptUrl('/sw.js'), { scope: '/' });
  // A new build installed beside the running one: ask the driver, never swap it under the page in use. Only when a
  // worker already controls this page: on a first visit, a worker an earlier page began installing also comes here as
  // "waiting", and there is no older version to replace (the banner would move the page under a tap, for nothing).
  wb.addEventListener('waiting', () => {
    if (!navigator.serviceWorker.controller) return;
    announce(() => {
      // Reload once the new build controls the page; only a reload made for that reason.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  // A driver who keeps the app open for hours still hears of a deploy: look again when they come back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  // On a first visit the worker is active only once it has stored the shell; then the page waits to be idle again.
  const registration = await navigator.serviceWorker.ready;
  whenIdle(() => registration.active?.postMessage(idleMessage()), { fallbackMs: 1000 });
}

/**
 * This build's files the page has fetched (`/assets/…`, as resource timing lists them): on a first visit they came
 * before the worker looked after the page, and it stores them from the HTTP cache so this page opens offline too.
 */
function usedFiles(): string[] {
  if (typeof performance.getEntriesByType !== 'function') return [];
  const files = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) files.add(url.pathname);
  }
  return [...files];
}

/** The page's word to the worker that it has loaded and is idle; the rest of the build only where data is not dear. */
function idleMessage(): PageIdleMessage {
  return { type: 'PAGE_IDLE', used: usedFiles(), warmRest: prefetchWelcome(connectionOf(navigator)) };
}

