/**
 * Reminders by Web Push: a push from the server becomes a notification, and its click opens the page
 * that deals with it. While the driver has the app in front, the page shows its own banner instead of a second,
 * system one. Only paths of this app are opened: a payload naming anything else opens the message centre.
 */
import { REMINDERS_CENTRE } from '../api/basic/reminderKinds';
import { safeRedirect } from '../lib/safeRedirect';

declare const self: ServiceWorkerGlobalScope;

interface ReminderPush {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** A path of this app (as `?redirect=` is followed), else the message centre. */
const appPath = (url: unknown) => safeRedirect(typeof url === 'string' ? url : null, REMINDERS_CENTRE);

function readPush(event: PushEvent): ReminderPush {
  try {
    const data = event.data?.json() as Partial<ReminderPush> | undefined;
    if (data && typeof data.title === 'string' && typeof data.body === 'string') {
      return { title: data.title, body: data.body, url: appPath(data.url), tag: typeof data.tag === 'string' ? data.tag : undefined };
    }
  } catch {
    // Not JSON: said plainly below rather than dropped.
  }
  return { title: '您有一条新提醒', body: '打开消息中心查看', url: REMINDERS_CENTRE };
}

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event: PushEvent) => {
  const push = readPush(event);
  event.waitUntil((async () => {
    const open = await windows();
    // Every open page brings its message centre up to date; the one in front shows the banner.
    for (const c of open) c.postMessage({ type: 'REMINDER', ...push });
    if (open.some((c) => c.visibilityState === 'visible' && c.focused)) return;
    await self.registration.showNotification(push.title, { body: push.body, tag: push.tag, data: { url: push.url } });
  })());
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = appPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil((async () => {
    const [client] = await windows();
    if (client) {
      // The app already open goes to the page itself (no reload, nothing typed lost).
      client.postMessage({ type: 'OPEN_REMINDER', url });
      await client.focus().catch(() => undefined);
      return;
    }
    await self.clients.openWindow(url);
  })());
});
