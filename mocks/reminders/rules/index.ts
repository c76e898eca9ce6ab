import type { ReminderRule } from '../types';
import { accountReminders } from './account';
import { bookingReminders } from './booking';
import { chargingReminders } from './charging';
import { chargerAccessReminders } from './chargerAccess';
import { parkingReminders } from './parking';
import { passReminders } from './passes';
import { plateClaimReminders } from './plateClaims';
import { vinClaimReminders } from './vinClaims';

/** Every domain's reminders, read from the server's state on its clock. */
export const REMINDER_RULES: readonly ReminderRule[] = [parkingReminders, chargingReminders, chargerAccessReminders, bookingReminders, passReminders, accountReminders, plateClaimReminders, vinClaimReminders];
