export { Reminder, ReminderItem, useAnswered } from './Reminder';
export { UnusedBookings, unusedBookings } from './UnusedBookings';
export { UnusedPasses } from './UnusedPasses';
