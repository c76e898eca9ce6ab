/**
 * This device's Web Push subscription: the Push API through the service worker, with the server's VAPID
 * key. The browser's permission prompt is shown only when the driver asked for reminders here (a tap), never on
 * its own. Where push cannot be had (no service worker, a webview without the Push API, permission refused, a push
 * service out of reach as on a machine with no internet), it says which, and reminders stay in the message centre.
 */
import { serviceWorkerSupported } from './serviceWorker';

export type PushRefusal = 'unsupported' | 'denied' | 'failed';

export class PushUnavailable extends Error {
  constructor(readonly reason: PushRefusal) {
    super(reason);
  }
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The worker installs itself on a first visit (every file of the build): waited for this long, then worth a retry. */
const READY_TIMEOUT_MS = 20_000;
/** A push service out of reach can leave subscribe unanswered for minutes: past this, it counts as failed. */
const SUBSCRIBE_TIMEOUT_MS = 15_000;

export function pushSupported(): boolean {
  return serviceWorkerSupported() && 'PushManager' in window && 'Notification' in window;
}

/** 'default' until the driver answered the browser's prompt. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function keyBytes(base64url: string): ArrayBuffer {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
}

async function within<T>(work: Promise<T>, ms: number, refusal: PushRefusal): Promise<T> {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new PushUnavailable(refusal)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

const registration = () => within(navigator.serviceWorker.ready, READY_TIMEOUT_MS, 'failed');

function asDeviceSubscription(sub: PushSubscription): DeviceSubscription {
  const json = sub.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushUnavailable('failed');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/**
 * The push subscription this page's worker holds, without waiting for a worker to be installed: a subscription lives
 * on a registration, so with none (a webview without workers, or none installed yet) there is none to find. Waiting
 * for `ready` there would hang for READY_TIMEOUT_MS — a sign-out would stand still that long.
 */
async function heldSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** This device's subscription if it has one (without asking anything). */
export async function deviceSubscription(): Promise<DeviceSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const sub = await heldSubscription();
  return sub ? asDeviceSubscription(sub) : null;
}

/** Asks the browser for permission (call it from the driver's tap) and subscribes this device. */
export async function subscribeDevice(vapidPublicKey: string): Promise<DeviceSubscription> {
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  const reg = await registration();
  try {
    const sub = (await reg.pushManager.getSubscription())
      ?? (await within(reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }), SUBSCRIBE_TIMEOUT_MS, 'failed'));
    return asDeviceSubscription(sub);
  } catch (e) {
    if (e instanceof PushUnavailable) throw e;
    throw new PushUnavailable('failed');
  }
}

/**
 * Ends this device's subscription in the browser (signing out of a shared phone): the push service forgets it, so
 * nothing more reaches this phone. True when there was one. Never throws: the driver is leaving either way.
 */
export async function unsubscribeDevice(): Promise<boolean> {
  try {
    if (!pushSupported()) return false;
    const sub = await heldSubscription();
    return sub ? await sub.unsubscribe() : false;
  } catch {
    return false;
  }
}
