import { REMINDER_KINDS } from '../../src/api/basic/reminderKinds';
import type { Db } from '../db';
import type { OutboxRecord, ReminderRecord } from '../db/reminders';
import { beijingDay } from './quietHours';
import { prefsOf, SMS_DAILY_LIMIT, WECHAT_TEMPLATES } from './prefs';

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2');

/**
 * Sends one reminder by every channel the driver allows and the host can reach, into the outbox: a push to each
 * subscribed device; a WeChat subscribe message while one of the group's one-time subscriptions is left (each
 * is used up by one message, so the app asks again when it matters); Alipay's service message when the driver
 * turned it on there; an SMS for a fee warning only, opted into, at most three a day.
 */
export function sendByChannels(db: Db, r: ReminderRecord, at: number): void {
  const prefs = prefsOf(db, r.driverId);
  const driver = db.drivers.find((d) => d.driverId === r.driverId);
  const meta = REMINDER_KINDS[r.kind];
  const base = { driverId: r.driverId, reminderId: r.reminderId, key: r.key, kind: r.kind, title: r.title, body: r.body, url: r.url, sentAt: at };
  const out = (x: Pick<OutboxRecord, 'channel' | 'to'> & Partial<OutboxRecord>) => db.outbox.push({ ...base, ...x, outboxId: db.seq.next('OB') });

  if (prefs.channels.webpush) {
    for (const s of db.pushSubscriptions.filter((x) => x.driverId === r.driverId)) out({ channel: 'webpush', to: s.endpoint });
  }
  const openid = driver?.thirdIds.find((id) => id.startsWith('o'));
  const allowance = db.wechatAllowed.find((w) => w.driverId === r.driverId && w.group === meta.group);
  if (prefs.channels.wechat && openid && allowance && allowance.count > 0) {
    allowance.count -= 1;
    out({ channel: 'wechat', to: openid, templateId: WECHAT_TEMPLATES[meta.group] });
  }
  const alipayId = driver?.thirdIds.find((id) => id.startsWith('2088'));
  if (prefs.channels.alipay && alipayId) out({ channel: 'alipay', to: alipayId });
  if (prefs.channels.sms && meta.fee && driver) {
    const today = db.outbox.filter((o) => o.driverId === r.driverId && o.channel === 'sms' && beijingDay(o.sentAt) === beijingDay(at)).length;
    if (today < SMS_DAILY_LIMIT) out({ channel: 'sms', to: maskPhone(driver.phone) });
  }
}
