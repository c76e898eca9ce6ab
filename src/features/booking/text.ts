import type { BerthLock, BookOrder, BookOrderState, BookOrderStateFilter } from '@/api/booking/types';
import type { LockPosture } from '@/api/booking/locks.types';
import { LOCK_TIMING } from '@/api/booking/locks.types';
import { formatDateTime, formatDuration } from '@/lib/time';
import type { Tone } from '@/ui/StateTag';

export const ORDER_TONE: Record<BookOrderState, Tone> = {
  0: 'warning', 1: 'primary', 2: 'success', 3: 'default', 4: 'default', 5: 'danger', unknown: 'default',
};

/** The filters of the records list, in the order a driver looks for them. */
export const ORDER_FILTERS: { key: string; title: string; state?: BookOrderStateFilter }[] = [
  { key: 'all', title: '全部' },
  { key: '1', title: '待入场', state: 1 },
  { key: '0', title: '待支付', state: 0 },
  { key: '2', title: '已入场', state: 2 },
  { key: '3', title: '已完成', state: 3 },
  { key: '4', title: '已取消', state: 4 },
  { key: '5', title: '已过期', state: 5 },
];

/** '04-12 14:00 至 14:30' (the end's date only when it is another day). */
export function periodText(startTime: string, endTime: string): string {
  const start = formatDateTime(startTime);
  const end = formatDateTime(endTime);
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${start} 至 ${sameDay ? end.slice(11) : end}`;
}

/** A package's own name says its length ('预约1小时'); a chosen duration is said as such. */
export function lengthText(order: Pick<BookOrder, 'packageName' | 'durationMinutes' | 'packageId'>): string {
  return order.packageId ? order.packageName : `${formatDuration(order.durationMinutes)}（自选时长）`;
}

export const POSTURE_TEXT: Record<LockPosture, string> = { raised: '已升起', lowered: '已降下', moving: '动作中', unknown: '未知' };

/** What the lock's posture means for the driver. */
export const POSTURE_HINT: Record<LockPosture, string> = { raised: '车位已锁闭', lowered: '可以停车', moving: '车位锁正在动作', unknown: '车位锁状态未知' };

export function isLowBattery(pct: number): boolean {
  return pct < LOCK_TIMING.lowBatteryPct;
}

export type LockWarningKind = 'offline' | 'lowBattery' | 'carPresent';

/** The lock's warnings before the driver relies on it: offline, battery too low to move, a car on the space. */
export function lockWarnings(lock: Pick<BerthLock, 'online' | 'batteryPct' | 'carPresent'>): { kind: LockWarningKind; text: string }[] {
  const out: { kind: LockWarningKind; text: string }[] = [];
  if (!lock.online) out.push({ kind: 'offline', text: '车位锁离线，暂时无法远程升降，请联系停车场管理员' });
  if (isLowBattery(lock.batteryPct)) out.push({ kind: 'lowBattery', text: `车位锁电量过低（剩余${lock.batteryPct}%），暂时无法升降` });
  if (lock.carPresent) out.push({ kind: 'carPresent', text: '检测到车位上有车辆，车位锁不能升起' });
  return out;
}
