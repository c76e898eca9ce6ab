import { REMINDER_KINDS, type ReminderGroup, type ReminderKind } from '../../src/api/basic/reminderKinds';
import type { ReminderSettings } from '../../src/api/basic/reminders.types';
import type { Db } from '../db';
import { DEFAULT_CHANNELS, DEFAULT_QUIET_HOURS, type ReminderPrefsRecord } from '../db/reminders';

/** WeChat's subscribe message template of each group (one template per group, as a service account has them). */
export const WECHAT_TEMPLATES: Record<ReminderGroup, string> = {
  parking: 'TPL-PARKING-FEE-0001',
  charging: 'TPL-CHARGING-STATE-0002',
  booking: 'TPL-BOOKING-TIME-0003',
  pass: 'TPL-PASS-EXPIRY-0004',
  account: 'TPL-ACCOUNT-RESULT-0005',
};

export const SMS_DAILY_LIMIT = 3;

/** A driver's choices, with the defaults for one who never chose (every kind on, quiet 22:00–07:00). */
export function prefsOf(db: Db, driverId: string): ReminderPrefsRecord {
  return db.reminderPrefs.find((p) => p.driverId === driverId)
    ?? { driverId, kindsOff: [], quietHours: { ...DEFAULT_QUIET_HOURS }, channels: { ...DEFAULT_CHANNELS } };
}

export function savePrefs(db: Db, prefs: ReminderPrefsRecord): void {
  db.reminderPrefs = [...db.reminderPrefs.filter((p) => p.driverId !== prefs.driverId), prefs];
}

export function wechatAllowed(db: Db, driverId: string, group: ReminderGroup): number {
  return db.wechatAllowed.find((w) => w.driverId === driverId && w.group === group)?.count ?? 0;
}

export function settingsOf(db: Db, driverId: string): ReminderSettings {
  const p = prefsOf(db, driverId);
  const kinds = Object.fromEntries((Object.keys(REMINDER_KINDS) as ReminderKind[]).map((k) => [k, !p.kindsOff.includes(k)])) as Record<ReminderKind, boolean>;
  const groups = Object.keys(WECHAT_TEMPLATES) as ReminderGroup[];
  return {
    kinds,
    quietHours: { ...p.quietHours },
    channels: { ...p.channels },
    pushDevices: db.pushSubscriptions.filter((s) => s.driverId === driverId).length,
    wechatAllowed: Object.fromEntries(groups.map((g) => [g, wechatAllowed(db, driverId, g)])) as Record<ReminderGroup, number>,
    wechatTemplates: { ...WECHAT_TEMPLATES },
    smsDailyLimit: SMS_DAILY_LIMIT,
  };
}
