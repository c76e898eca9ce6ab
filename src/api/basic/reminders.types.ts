import * as v from 'valibot';
import { int, known, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';
import { REMINDER_GROUPS, REMINDER_KINDS, type ReminderKind } from './reminderKinds';

/** Schemas of the reminders the server sends a driver and of the driver's choices about them. */

const REMINDER_KIND_LIST = Object.keys(REMINDER_KINDS) as ReminderKind[];

/** An object with one `value` per key (a key the app does not know yet passes and is dropped). */
function each<K extends string, S extends v.GenericSchema>(keys: readonly K[], value: S) {
  return v.object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, S>);
}

/** The channels besides the message centre, which always lists every reminder. */
export const REMINDER_CHANNELS = ['webpush', 'wechat', 'alipay', 'sms'] as const;
export const ReminderChannel = v.picklist(REMINDER_CHANNELS);
export type ReminderChannel = v.InferOutput<typeof ReminderChannel>;

/** One reminder as the message centre lists it. `url` is a path of this app (the page that deals with it). */
export const ReminderItem = v.object({
  reminderId: v.string(),
  /** A kind the app does not know yet reads as UNKNOWN: its title and body are the server's anyway. */
  kind: known(REMINDER_KIND_LIST),
  title: v.string(),
  body: v.string(),
  url: v.string(),
  sentTime: wireTime,
  hasRead: v.boolean(),
});
export type ReminderItem = v.InferOutput<typeof ReminderItem>;

export const ReminderPage = paged(ReminderItem);
export type ReminderPage = v.InferOutput<typeof ReminderPage>;

export const QuietHours = v.object({
  enabled: v.boolean(),
  /** 'HH:mm', Beijing time; a window that ends before it starts runs over midnight. */
  start: v.string(),
  end: v.string(),
  /** Fee warnings wait for the quiet hours' end too (by default they do not: a fee does not wait). */
  includeFees: v.boolean(),
});
export type QuietHours = v.InferOutput<typeof QuietHours>;

const ReminderKindSwitches = each(REMINDER_KIND_LIST, v.boolean());
const ReminderChannelSwitches = each(REMINDER_CHANNELS, v.boolean());

/** GET/PUT /basic/v2/api/reminderSettings. A PUT sends only what changed. */
export const ReminderSettings = v.object({
  kinds: ReminderKindSwitches,
  quietHours: QuietHours,
  channels: ReminderChannelSwitches,
  /** Devices with a push subscription (this browser's own is known to the service worker). */
  pushDevices: int,
  /** WeChat's one-time subscriptions: how many messages of each group the driver has allowed and not yet used. */
  wechatAllowed: each(REMINDER_GROUPS, int),
  /** The subscribe message template of each group, for WeChat's subscribe button. */
  wechatTemplates: each(REMINDER_GROUPS, v.string()),
  /** SMS: fee warnings only, at most this many a day. */
  smsDailyLimit: int,
});
export type ReminderSettings = v.InferOutput<typeof ReminderSettings>;

export const ReminderSettingsChange = v.object({
  kinds: v.optional(v.partial(ReminderKindSwitches)),
  quietHours: v.optional(v.partial(QuietHours)),
  channels: v.optional(v.partial(ReminderChannelSwitches)),
});
export type ReminderSettingsChange = v.InferOutput<typeof ReminderSettingsChange>;

/** POST /basic/v2/api/push/subscriptions: a browser's PushSubscription as toJSON() gives it. */
export const PushSubscriptionBody = v.object({
  endpoint: v.string(),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

/** DELETE /basic/v2/api/push/subscriptions?endpoint: forgets a browser's subscription (answers the settings). */
export const PushUnsubscribeParams = v.object({ endpoint: v.string() });
export type PushUnsubscribeParams = v.InferOutput<typeof PushUnsubscribeParams>;

/** GET /basic/v2/api/push/vapidPublicKey: the key a browser subscribes with (base64url). */
export const VapidPublicKey = v.object({ publicKey: v.string() });
export type VapidPublicKey = v.InferOutput<typeof VapidPublicKey>;

/** POST /basic/v2/api/wechat/subscribeResult: what WeChat's subscribe button reported (template id → its answer). */
export const WechatSubscribeResult = v.object({
  answers: v.record(v.string(), v.picklist(['accept', 'reject', 'ban', 'filter'])),
});
export type WechatSubscribeResult = v.InferOutput<typeof WechatSubscribeResult>;
