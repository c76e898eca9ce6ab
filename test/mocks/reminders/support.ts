import type { ReminderSettingsChange } from '@/api/basic/reminders.types';
import { issueTokenPair } from '@mocks/db/tokens';
import { backend } from '../../support/mockServer';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const BEIJING = 8 * 60 * MIN;

/** Moves the mock's clock on to the next `hh:mm` in Beijing (quiet hours are read there, whatever the CI's hour). */
export function advanceToBeijing(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const now = backend.clock.now();
  const minuteOfDay = Math.floor(((now + BEIJING) % DAY) / MIN);
  const ahead = ((h * 60 + m - minuteOfDay) + 24 * 60) % (24 * 60);
  backend.clock.advance(ahead * MIN - ((now + BEIJING) % MIN));
}

async function call<T>(method: string, url: string, driverId?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ClientType: '2' };
  if (driverId) headers.Authorization = issueTokenPair(backend.db, driverId, backend.clock.now()).token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: T };
  if (json.code !== '200') throw new Error(`${json.code} ${json.msg}`);
  return json.data;
}

export interface OutboxRow { channel: string; kind: string; driverId: string; to: string; title: string; body: string; url: string; sentTime: string; key: string; payload?: string; templateId?: string }

/** What the mock would have sent, as GET /__mock/outbox lists it. */
export const outbox = (driverId?: string) => call<OutboxRow[]>('GET', `/__mock/outbox${driverId ? `?driverId=${driverId}` : ''}`);

/** The driver's message centre (every reminder sent, newest first). */
export const reminders = (driverId: string) =>
  call<{ results: { kind: string; title: string; body: string; url: string; hasRead: boolean; sentTime: string }[] }>('GET', '/api/basic/v2/api/reminders?pageSize=100', driverId).then((p) => p.results);

export const changeSettings = (driverId: string, change: ReminderSettingsChange) => call('PUT', '/api/basic/v2/api/reminderSettings', driverId, change);

/** A browser's push subscription, as the app posts it after pushManager.subscribe. */
export const subscribePush = (driverId: string, endpoint = 'https://push.example.com/sub/1') =>
  call('POST', '/api/basic/v2/api/push/subscriptions', driverId, { endpoint, keys: { p256dh: 'BPk', auth: 'au' } });
