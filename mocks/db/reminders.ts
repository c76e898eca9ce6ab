import type { ReminderGroup, ReminderKind } from '../../src/api/basic/reminderKinds';
import type { QuietHours, ReminderChannel } from '../../src/api/basic/reminders.types';

/** A reminder as the message centre keeps it (one per thing warned of: its key is never sent twice). */
export interface ReminderRecord {
  reminderId: string;
  driverId: string;
  key: string;
  kind: ReminderKind;
  title: string;
  body: string;
  url: string;
  sentAt: number;
  readAt: number | null;
}

/** What would have left the server by another channel: GET /__mock/outbox lists these. */
export interface OutboxRecord {
  outboxId: string;
  driverId: string;
  reminderId: string;
  key: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  /** The push endpoint, the WeChat or Alipay openid, or the masked phone number. */
  to: string;
  title: string;
  body: string;
  url: string;
  sentAt: number;
  /** WeChat's template, for a subscribe message. */
  templateId?: string;
}

/** A push kept back by quiet hours: sent at their end if the thing is still true then, else dropped. */
export interface HeldReminderRecord {
  reminderId: string;
  key: string;
  driverId: string;
  releaseAt: number;
}

export interface ReminderPrefsRecord {
  driverId: string;
  kindsOff: ReminderKind[];
  quietHours: QuietHours;
  channels: Record<ReminderChannel, boolean>;
}

export interface PushSubscriptionRecord {
  driverId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

export interface ReminderTables {
  reminders: ReminderRecord[];
  /** Keys of reminders already dealt with by the engine: sent, or due before the demo began. */
  reminderKeysDone: Set<string>;
  heldReminders: HeldReminderRecord[];
  outbox: OutboxRecord[];
  reminderPrefs: ReminderPrefsRecord[];
  pushSubscriptions: PushSubscriptionRecord[];
  /** WeChat's one-time subscriptions not yet used, per driver and group. */
  wechatAllowed: { driverId: string; group: ReminderGroup; count: number }[];
  /** The clock's time when the engine last looked: a reminder falling due since is sent as of its own time. */
  remindersCheckedAt: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: '22:00', end: '07:00', includeFees: false };
/** Push and WeChat still need this device's subscription or WeChat's allowance; Alipay and SMS are asked for first. */
export const DEFAULT_CHANNELS: Record<ReminderChannel, boolean> = { webpush: true, wechat: true, alipay: false, sms: false };

export function seedReminders(now: number): ReminderTables {
  return {
    reminders: [],
    reminderKeysDone: new Set(),
    heldReminders: [],
    outbox: [],
    reminderPrefs: [],
    pushSubscriptions: [],
    wechatAllowed: [],
    remindersCheckedAt: now,
  };
}
