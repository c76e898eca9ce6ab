import type { ReminderRule } from '../types';
import { accountReminders } from './account';
import { bookingReminders } from './booking';
import { chargingReminders } from './charging';
import { parkingReminders } from './parking';
import { passReminders } from './passes';

/** Every domain's reminders, read from the server's state on its clock. */
export const REMINDER_RULES: readonly ReminderRule[] = [parkingReminders, chargingReminders, bookingReminders, passReminders, accountReminders];
