import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const BEIJING_MINUTES = 8 * 60;

/**
 * An epoch time as the server writes it: Beijing time (UTC+8) whatever the zone of the machine running the mock
 * (CI runs in UTC; a driver's receipts and barrier clocks are in Beijing time).
 */
export function wireTime(ms: number, format = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs(ms).utcOffset(BEIJING_MINUTES).format(format);
}
