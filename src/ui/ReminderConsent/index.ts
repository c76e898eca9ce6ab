export { DeviceNotifications, ReminderConsent } from './ReminderConsent';
