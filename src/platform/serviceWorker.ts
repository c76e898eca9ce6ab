/**
 * The service worker's side in the page: registered once the first screen is up (it must not compete with it on a
 * weak signal), told when the page is idle (it then stores what the page used and, where the connection welcomes
 * it, fetches the rest of the build), and a way for the UI to hear that a new build is ready and to switch to it.
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

/** Registers the worker after the page has loaded and the browser is idle. */
export function startServiceWorker() {
  if (!serviceWorkerSupported()) return;
  const go = () => {
    // The registration and the worker's messages are a chunk of their own (with workbox-window): none of it is on the
    // first screen's budget.
    const register = () => import(/* webpackChunkName: "sw-window" */ './swRegistration').then((m) => m.register(announce));
    whenIdle(() => void register().catch((e: unknown) => console.warn('[driver-app] service worker not registered', e)), { fallbackMs: 1000 });
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
