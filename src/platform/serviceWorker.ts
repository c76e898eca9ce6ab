/**
 * The service worker's side in the page: registered once the first screen is up (it must not compete with it on a
 * weak signal), and a way for the UI to hear that a new build is ready and to switch to it.
 * Where service workers are unavailable (some webviews, plain http, development builds) none of this runs and the
 * app works the same, from the network.
 */
import { whenIdle } from '@/lib/whenIdle';
declare const __SERVICE_WORKER__: boolean | undefined;

type UpdateListener = (activate: () => void) => void;

const listeners = new Set<UpdateListener>();
let pending: (() => void) | null = null;

/** Calls `listener` with a function that switches to the new build, when one is waiting (now, if one already is). */
export function onUpdateReady(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (pending) listener(pending);
  return () => listeners.delete(listener);
}

function announce(activate: () => void) {
  pending = activate;
  for (const listener of listeners) listener(activate);
}

export function serviceWorkerSupported(): boolean {
  return typeof __SERVICE_WORKER__ === 'boolean' && __SERVICE_WORKER__ && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

async function register() {
  const { Workbox } = await import(/* webpackChunkName: "sw-window" */ 'workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new build installed beside the running one: ask the driver, never swap it under the page in use.
  wb.addEventListener('waiting', () => {
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
}

/** Registers the worker after the page has loaded and the browser is idle. */
export function startServiceWorker() {
  if (!serviceWorkerSupported()) return;
  const go = () => {
    whenIdle(() => void register().catch((e: unknown) => console.warn('[driver-app] service worker not registered', e)), { fallbackMs: 1000 });
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
