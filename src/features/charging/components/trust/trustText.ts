import type { ExpectedFree, PileTrust } from '@/api/cps/stationTrust.types';
import { MIN_TRUST_STARTS } from '@/api/cps/trust.types';
import type { GunType } from '@/api/cps/gun.types';
import { formatAge } from '@/lib/format';
import { parseServerTime } from '@/lib/time';

/** A pile's record, as the station page says it: never a share out of fewer than MIN_TRUST_STARTS starts. */

/** The share of starts that charged, in whole percent; null when there are too few starts to say. */
export function successShare(p: Pick<PileTrust, 'starts30d' | 'succeeded30d'>): number | null {
  if (p.starts30d < MIN_TRUST_STARTS) return null;
  return Math.floor((p.succeeded30d / p.starts30d) * 100);
}

/** 近30天启动成功率 92%（25/27次）, or 记录不足 with how few there were. */
export function shareText(p: Pick<PileTrust, 'starts30d' | 'succeeded30d'>): string {
  const share = successShare(p);
  return share === null ? `近30天启动成功率：记录不足（${p.starts30d}次启动）` : `近30天启动成功率 ${share}%（${p.succeeded30d}/${p.starts30d}次）`;
}

/** 最近一次成功充电：2小时前 on the server's clock. */
export function lastSuccessText(p: Pick<PileTrust, 'lastSuccessAt'>, serverNow: number): string {
  const at = parseServerTime(p.lastSuccessAt);
  if (!at) return '近30天没有成功充电的记录';
  return `最近一次成功充电：${formatAge(Math.max(0, serverNow - at.valueOf()))}`;
}

type Record30d = Pick<PileTrust, 'starts30d' | 'succeeded30d'>;

/**
 * Which share of starts that charged is higher, b's over a's (> 0: b first), compared exactly: the whole percent
 * shown ties 171/177 with 280/291, and a float could tie two shares that differ. 0 when either is too few to say.
 */
function byExactShare(a: Record30d, b: Record30d): number {
  if (successShare(a) === null || successShare(b) === null) return 0;
  return b.succeeded30d * a.starts30d - a.succeeded30d * b.starts30d;
}

/**
 * Piles that work first: by share (those with too few starts after the known), those whose last three starts failed
 * last. Equal shares: the longer record first (more starts say more), then by pile number, so the order never
 * depends on how the server listed them.
 */
export function rankPiles<T extends PileTrust>(piles: readonly T[]): T[] {
  const rank = (p: T) => (p.lastThreeFailed ? 2 : successShare(p) === null ? 1 : 0);
  return [...piles].sort(
    (a, b) => rank(a) - rank(b) || byExactShare(a, b) || b.starts30d - a.starts30d || a.pileCode.localeCompare(b.pileCode, 'en', { numeric: true }),
  );
}

const KIND: Record<GunType, string> = { fast: '快充枪', slow: '慢充枪' };

/** 预计到达时（约14:30）有2个空闲快充枪、1个空闲慢充枪 — of the kinds the station has. */
export function expectedFreeText(e: ExpectedFree, kinds: readonly GunType[]): string {
  const at = parseServerTime(e.arriveAt)?.format('HH:mm') ?? e.arriveAt.slice(11, 16);
  const parts = (['fast', 'slow'] as const).filter((k) => kinds.includes(k)).map((k) => (e.guns[k] > 0 ? `有${e.guns[k]}个空闲${KIND[k]}` : `没有空闲${KIND[k]}`));
  return `预计到达时（约${at}）${parts.length ? parts.join('，') : '没有空闲充电枪'}`;
}
