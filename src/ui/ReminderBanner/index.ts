export { ReminderBanner } from './ReminderBanner';
