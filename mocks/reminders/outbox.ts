import { wireTime } from '../core/wireTime';
import type { OutboxRecord } from '../db/reminders';

/**
 * An outbox row as GET /__mock/outbox shows it. A push carries what a push service would hand the service worker
 * (`payload`, the JSON text `showNotification` is made from); the time is the server's, in Beijing time.
 */
export function outboxEntry(o: OutboxRecord) {
  const payload = o.channel === 'webpush' ? JSON.stringify({ title: o.title, body: o.body, url: o.url, tag: o.reminderId }) : undefined;
  return { ...o, sentTime: wireTime(o.sentAt), ...(payload ? { payload } : {}) };
}
