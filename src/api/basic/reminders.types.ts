import type { Paged } from '../../lib/wire';
import type { ReminderGroup, ReminderKind } from './reminderKinds';

/** Types of the reminders the server sends a driver and of the driver's choices about them. */

/** The channels besides the message centre, which always lists every reminder. */
export type ReminderChannel = 'webpush' | 'wechat' | 'alipay' | 'sms';

/** One reminder as the message centre lists it. `url` is a path of this app (the page that deals with it). */
export interface ReminderItem {
  reminderId: string;
  kind: ReminderKind;
  title: string;
  body: string;
  url: string;
  sentTime: string;
  hasRead: boolean;
}

export type ReminderPage = Paged<ReminderItem>;

export interface QuietHours {
  enabled: boolean;
  /** 'HH:mm', Beijing time; a window that ends before it starts runs over midnight. */
  start: string;
  end: string;
  /** Fee warnings wait for the quiet hours' end too (by default they do not: a fee does not wait). */
  includeFees: boolean;
}

/** GET/PUT /basic/v2/api/reminderSettings. A PUT sends only what changed. */
export interface ReminderSettings {
  kinds: Record<ReminderKind, boolean>;
  quietHours: QuietHours;
  channels: Record<ReminderChannel, boolean>;
  /** Devices with a push subscription (this browser's own is known to the service worker). */
  pushDevices: number;
  /** WeChat's one-time subscriptions: how many messages of each group the driver has allowed and not yet used. */
  wechatAllowed: Record<ReminderGroup, number>;
  /** The subscribe message template of each group, for WeChat's subscribe button. */
  wechatTemplates: Record<ReminderGroup, string>;
  /** SMS: fee warnings only, at most this many a day. */
  smsDailyLimit: number;
}

export interface ReminderSettingsChange {
  kinds?: Partial<Record<ReminderKind, boolean>>;
  quietHours?: Partial<QuietHours>;
  channels?: Partial<Record<ReminderChannel, boolean>>;
}

/** POST /basic/v2/api/push/subscriptions: a browser's PushSubscription as toJSON() gives it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** POST /basic/v2/api/wechat/subscribeResult: what WeChat's subscribe button reported (template id → its answer). */
export interface WechatSubscribeResult {
  answers: Record<string, 'accept' | 'reject' | 'ban' | 'filter'>;
}
