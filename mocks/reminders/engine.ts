import { answersOwnSchedule } from '../../src/api/basic/ownSchedule';
import { REMINDER_KINDS } from '../../src/api/basic/reminderKinds';
import type { Db } from '../db';
import type { ReminderRecord } from '../db/reminders';
import { sendByChannels } from './channels';
import { prefsOf } from './prefs';
import { inQuietHours, quietHoursEnd } from './quietHours';
import { REMINDER_RULES } from './rules';
import type { ReminderDue } from './types';

const primed = new WeakSet<Db>();

function dueNow(db: Db, now: number): ReminderDue[] {
  return REMINDER_RULES.flatMap((rule) => rule(db, now));
}

/**
 * What was due before the demo began counts as sent long ago: the seed's pass ending in two days does not send
 * its seven-day reminder at the first call.
 */
function prime(db: Db): void {
  if (primed.has(db)) return;
  primed.add(db);
  for (const d of dueNow(db, db.seededAt)) if (d.dueAt <= db.seededAt) db.reminderKeysDone.add(d.key);
}

function record(db: Db, d: ReminderDue, sentAt: number): ReminderRecord {
  const r: ReminderRecord = {
    reminderId: db.seq.next('RM'), driverId: d.driverId, key: d.key, kind: d.kind, title: d.title, body: d.body, url: d.url, sentAt, readAt: null,
  };
  db.reminders.push(r);
  return r;
}

/**
 * The server's reminder engine, run on the mock's clock before every call and whenever the clock moves: each
 * reminder that fell due since it last looked is sent once, as of its own time, into the message centre and by the
 * driver's channels. A kind switched off stays in the message centre only. In quiet hours a push waits for their
 * end (a fee warning does not, unless the driver says so; one answering the driver's own schedule never does) and is
 * dropped if by then it stopped being true.
 */
export function deliverDueReminders(db: Db, now: number): void {
  prime(db);
  const since = db.remindersCheckedAt;
  const due = dueNow(db, now);
  const byKey = new Map(due.map((d) => [d.key, d]));

  for (const d of due.filter((x) => x.dueAt <= now && !db.reminderKeysDone.has(x.key)).sort((a, b) => a.dueAt - b.dueAt)) {
    db.reminderKeysDone.add(d.key);
    const sentAt = Math.max(d.dueAt, since);
    if (d.staleAt !== undefined && sentAt >= d.staleAt) continue;
    const r = record(db, d, sentAt);
    const prefs = prefsOf(db, d.driverId);
    if (prefs.kindsOff.includes(d.kind)) continue;
    const waits = !answersOwnSchedule(d.kind) && inQuietHours(prefs.quietHours, sentAt) && (!REMINDER_KINDS[d.kind].fee || prefs.quietHours.includeFees);
    if (waits) db.heldReminders.push({ reminderId: r.reminderId, key: d.key, driverId: d.driverId, releaseAt: quietHoursEnd(prefs.quietHours, sentAt) });
    else sendByChannels(db, r, sentAt);
  }

  const released = db.heldReminders.filter((h) => h.releaseAt <= now);
  db.heldReminders = db.heldReminders.filter((h) => h.releaseAt > now);
  for (const h of released) {
    const still = byKey.get(h.key);
    const r = db.reminders.find((x) => x.reminderId === h.reminderId);
    if (!still || !r || (still.staleAt !== undefined && h.releaseAt >= still.staleAt)) continue;
    if (prefsOf(db, h.driverId).kindsOff.includes(r.kind)) continue;
    sendByChannels(db, r, h.releaseAt);
  }
  db.remindersCheckedAt = now;
}
