import type { ReminderKind } from './reminderKinds';

/**
 * The reminders that answer a schedule the driver set (预约充电已开始, 预约即将开始: the start of a booking the driver chose):
 * they go at their time through quiet hours,
 * whatever the fee setting, since quiet hours hold what the server decides to say, not what the driver asked to be
 * told then (docs/rules/reminders.md). A module of its own: reminderKinds.ts is in the first screen's chunks, and only
 * the settings page and the server read this.
 */
const OWN_SCHEDULE: readonly ReminderKind[] = ['chargeScheduledStarted', 'bookingStartsSoon'];

export const answersOwnSchedule = (kind: ReminderKind): boolean => OWN_SCHEDULE.includes(kind);
