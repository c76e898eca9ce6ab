import { REMINDER_KINDS, type ReminderGroup, type ReminderKind } from '../../../src/api/basic/reminderKinds';
import type { ReminderChannel, ReminderItem } from '../../../src/api/basic/reminders.types';
import type { Db } from '../../db';
import type { ReminderRecord } from '../../db/reminders';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { page, paginate, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { prefsOf, savePrefs, settingsOf, WECHAT_TEMPLATES } from '../../reminders/prefs';
import { noteChannelChanges } from '../driver/consents';

const CHANNELS: readonly ReminderChannel[] = ['webpush', 'wechat', 'alipay', 'sms'];
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The mock's VAPID public key (a real P-256 point, base64url): a browser's pushManager.subscribe takes it. */
export const VAPID_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const toItem = (r: ReminderRecord): ReminderItem => ({
  reminderId: r.reminderId, kind: r.kind, title: r.title, body: r.body, url: r.url, sentTime: wireTime(r.sentAt), hasRead: r.readAt !== null,
});

export const remindersOf = (db: Db, driverId: string) => db.reminders.filter((r) => r.driverId === driverId);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A driver's reminders: the message centre's list with read state, the choices (kinds, quiet hours,
 * channels), this browser's push subscription and what WeChat's subscribe button was allowed. The reminders
 * themselves are sent by the engine (mocks/reminders) on the server's clock.
 */
export function registerReminders(r: MockRouter) {
  r.get('/basic/v2/api/reminders', (ctx) => {
    const driver = ctx.requireDriver();
    const rows = remindersOf(ctx.db, driver.driverId).sort((a, b) => b.sentAt - a.sentAt || b.reminderId.localeCompare(a.reminderId)).map(toItem);
    return paginate(rows, page(ctx.req.input, 10));
  });

  r.post('/basic/v2/api/reminders/readAll', (ctx) => {
    const driver = ctx.requireDriver();
    for (const x of remindersOf(ctx.db, driver.driverId)) x.readAt ??= ctx.now();
    return null;
  });

  r.post('/basic/v2/api/reminders/{reminderId}/read', (ctx) => {
    const driver = ctx.requireDriver();
    const x = remindersOf(ctx.db, driver.driverId).find((y) => y.reminderId === ctx.req.params.reminderId);
    if (!x) notFound('提醒不存在');
    x.readAt ??= ctx.now();
    return null;
  });

  r.get('/basic/v2/api/reminderSettings', (ctx) => settingsOf(ctx.db, ctx.requireDriver().driverId));

  r.put('/basic/v2/api/reminderSettings', (ctx) => {
    const driver = ctx.requireDriver();
    const { kinds, quietHours, channels } = ctx.req.body;
    const prefs = prefsOf(ctx.db, driver.driverId);
    const next = { ...prefs, quietHours: { ...prefs.quietHours }, channels: { ...prefs.channels }, kindsOff: [...prefs.kindsOff] };
    if (kinds !== undefined) {
      if (!isRecord(kinds)) badRequest('提醒类型格式错误');
      for (const [k, on] of Object.entries(kinds)) {
        if (!(k in REMINDER_KINDS) || typeof on !== 'boolean') badRequest(`未知的提醒类型：${k}`);
        next.kindsOff = on ? next.kindsOff.filter((x) => x !== k) : [...new Set([...next.kindsOff, k as ReminderKind])];
      }
    }
    if (quietHours !== undefined) {
      if (!isRecord(quietHours)) badRequest('免打扰时段格式错误');
      for (const key of ['start', 'end'] as const) {
        const v = quietHours[key];
        if (v !== undefined) {
          if (typeof v !== 'string' || !HHMM.test(v)) badRequest('免打扰时间须为 HH:mm');
          next.quietHours[key] = v;
        }
      }
      for (const key of ['enabled', 'includeFees'] as const) {
        const v = quietHours[key];
        if (v !== undefined) {
          if (typeof v !== 'boolean') badRequest('免打扰设置格式错误');
          next.quietHours[key] = v;
        }
      }
    }
    if (channels !== undefined) {
      if (!isRecord(channels)) badRequest('提醒渠道格式错误');
      for (const [c, on] of Object.entries(channels)) {
        if (!CHANNELS.includes(c as ReminderChannel) || typeof on !== 'boolean') badRequest(`未知的提醒渠道：${c}`);
        next.channels[c as ReminderChannel] = on;
      }
    }
    savePrefs(ctx.db, next);
    noteChannelChanges(ctx.db, driver.driverId, prefs.channels, next.channels, ctx.now());
    return settingsOf(ctx.db, driver.driverId);
  });

  r.get('/basic/v2/api/push/vapidPublicKey', () => ({ publicKey: VAPID_PUBLIC_KEY }));

  // One subscription per browser (its endpoint); the same endpoint again replaces it, for this driver only.
  r.post('/basic/v2/api/push/subscriptions', (ctx) => {
    const driver = ctx.requireDriver();
    const endpoint = str(ctx.req.input, 'endpoint', '推送地址');
    const keys = ctx.req.body.keys;
    if (!/^https:\/\//.test(endpoint)) badRequest('推送地址须为 https');
    if (!isRecord(keys) || typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string' || !keys.p256dh || !keys.auth) badRequest('推送密钥缺失');
    ctx.db.pushSubscriptions = [
      ...ctx.db.pushSubscriptions.filter((s) => s.endpoint !== endpoint),
      { driverId: driver.driverId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: ctx.now() },
    ];
    return settingsOf(ctx.db, driver.driverId);
  });

  r.delete('/basic/v2/api/push/subscriptions', (ctx) => {
    const driver = ctx.requireDriver();
    const endpoint = str(ctx.req.input, 'endpoint', '推送地址');
    ctx.db.pushSubscriptions = ctx.db.pushSubscriptions.filter((s) => !(s.endpoint === endpoint && s.driverId === driver.driverId));
    return settingsOf(ctx.db, driver.driverId);
  });

  // WeChat's subscribe button reports each template's answer; each 'accept' allows one message of its group.
  r.post('/basic/v2/api/wechat/subscribeResult', (ctx) => {
    const driver = ctx.requireDriver();
    const answers = ctx.req.body.answers;
    if (!isRecord(answers)) badRequest('订阅结果格式错误');
    const groupOf = new Map(Object.entries(WECHAT_TEMPLATES).map(([g, t]) => [t, g as ReminderGroup]));
    for (const [templateId, answer] of Object.entries(answers)) {
      const group = groupOf.get(templateId);
      if (!group) badRequest(`未知的订阅消息模板：${templateId}`);
      if (answer !== 'accept') continue;
      const row = ctx.db.wechatAllowed.find((w) => w.driverId === driver.driverId && w.group === group);
      if (row) row.count += 1;
      else ctx.db.wechatAllowed.push({ driverId: driver.driverId, group, count: 1 });
    }
    return settingsOf(ctx.db, driver.driverId);
  });
}
