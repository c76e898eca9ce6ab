import type { Gun } from '@/api/cps/session.types';
import { parseServerTime } from '@/lib/time';

/** A pile that has said nothing for longer than this may have gone offline: its last word is no longer trusted. */
export const STALE_AFTER_MS = 10 * 60_000;

/** How long, in the driver's words: '25 分钟', '2 小时', '3 天'. */
export function spanText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} 小时` : `${Math.floor(hours / 24)} 天`;
}

/** How long ago: '刚刚' under a minute, then '35 分钟前', '2 小时前'. A time ahead of the clock reads 刚刚. */
export function agoText(ms: number): string {
  return ms < 60_000 ? '刚刚' : `${spanText(ms)}前`;
}

export interface GunReading {
  /** 空闲, or 状态未知 when the pile's last word is too old. */
  state: string;
  /** 更新于 2 分钟前, 刚刚更新, or 25 分钟未更新. */
  age: string;
  /** The state is too old to be taken as it is said. */
  uncertain: boolean;
}

/** A gun's state with its age on the server's clock (`serverNow`, epoch ms); an old one is said to be unknown. */
export function readGun(gun: Pick<Gun, 'statusText' | 'statusAt'>, serverNow: number): GunReading {
  const at = parseServerTime(gun.statusAt);
  if (!at) return { state: gun.statusText, age: '', uncertain: false };
  const age = serverNow - at.valueOf();
  if (age > STALE_AFTER_MS) return { state: '状态未知', age: `${spanText(age)}未更新`, uncertain: true };
  return { state: gun.statusText, age: age < 60_000 ? '刚刚更新' : `更新于 ${agoText(age)}`, uncertain: false };
}

/** 空闲 · 更新于 2 分钟前. */
export const gunStateText = (r: GunReading) => (r.age ? `${r.state} · ${r.age}` : r.state);
