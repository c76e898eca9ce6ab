import type { PileDetail, StartSchedule } from '@/api/cps/session.types';
import { msWire, nextClockTime, nextValleyStart, startAtError } from '@/api/cps/sessionSchedule';

/** When the driver wants the pile to start: now, at a time they type (HH:mm), or when the next 谷 band begins. */
export type StartKind = 'now' | 'at' | 'valley';

export const START_LABELS: Record<StartKind, string> = { now: '立即开始', at: '指定时间', valley: '下一个谷电时段' };

/** Why a pile cannot start later: it does not take scheduled starts. */
export const NO_SCHEDULED_START = '此充电桩不支持预约启动';

export interface StartChoice {
  kind: StartKind;
  /** 'HH:mm' as typed (kind 'at'). */
  time: string;
}

/** The start time the choice means on the server's clock (null: now, or not a readable time yet). */
export function startAtOf(c: StartChoice, pile: Pick<PileDetail, 'priceBands'>, now: number): number | null {
  if (c.kind === 'valley') return nextValleyStart(pile.priceBands, now);
  if (c.kind === 'at') return nextClockTime(c.time.trim(), now);
  return null;
}

/** The message for the chosen start, or null when it is fine. */
export function startChoiceError(c: StartChoice, pile: Pick<PileDetail, 'priceBands' | 'capabilities'>, now: number): string | null {
  if (c.kind === 'now') return null;
  if (!pile.capabilities.scheduledStart) return NO_SCHEDULED_START;
  if (c.kind === 'valley') return nextValleyStart(pile.priceBands, now) === null ? '当前已是谷电时段，请选择立即开始' : null;
  if (c.time.trim() === '') return '请选择开始时间';
  const at = nextClockTime(c.time.trim(), now);
  if (at === null) return '请按 时:分 选择开始时间';
  return startAtError(at, now);
}

/** What the server is sent (undefined: start now). Call only when startChoiceError is null. */
export function toSchedule(c: StartChoice, now: number): StartSchedule | undefined {
  if (c.kind === 'valley') return { type: 'valley' };
  if (c.kind !== 'at') return undefined;
  const at = nextClockTime(c.time.trim(), now);
  return at === null ? undefined : { type: 'at', startAt: msWire(at) };
}
