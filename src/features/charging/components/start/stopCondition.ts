import type { StopCondition } from '@/api/cps/session.types';

export type StopKind = StopCondition['type'];

/** The stop condition as the form holds it: the kind and the number typed for it (yuan, kWh or minutes). */
export interface StopChoice {
  kind: StopKind;
  value: string;
}

export const STOP_LABELS: Record<StopKind, string> = { full: '充满为止', amount: '按金额', kwh: '按电量', minutes: '按时长', soc: '按电量百分比' };
/** The battery level a stop by percentage starts at, and its range (whole percent). */
export const DEFAULT_SOC_STOP = '80';
export const SOC_STOP_MIN = 50;
const UNITS: Record<Exclude<StopKind, 'full'>, { unit: string; max: number; label: string }> = {
  amount: { unit: '元', max: 1000, label: '充电金额' },
  kwh: { unit: '度', max: 200, label: '充电电量' },
  minutes: { unit: '分钟', max: 1440, label: '充电时长' },
  soc: { unit: '%', max: 100, label: '充到' },
};

export const unitOf = (kind: Exclude<StopKind, 'full'>) => UNITS[kind];

/** The message for a typed amount, or null when it is fine (or not needed). */
export function stopChoiceError(c: StopChoice): string | null {
  if (c.kind === 'full') return null;
  const { label, max, unit } = UNITS[c.kind];
  if (c.kind === 'soc') {
    const n = Number(c.value.trim());
    if (c.value.trim() === '') return '请输入要充到的电量百分比';
    return /^\d+$/.test(c.value.trim()) && n >= SOC_STOP_MIN && n <= max ? null : `请输入${SOC_STOP_MIN}到${max}之间的整数`;
  }
  if (c.value.trim() === '') return `请输入${label}`;
  const n = Number(c.value);
  if (!Number.isFinite(n) || n <= 0) return `${label}须大于0`;
  if (n > max) return `${label}不能超过${max}${unit}`;
  if (c.kind === 'amount' && !/^\d+(\.\d{1,2})?$/.test(c.value.trim())) return '金额最多两位小数';
  if (c.kind === 'minutes' && !Number.isInteger(n)) return '时长请输入整数分钟';
  return null;
}

/** What the server is sent. Call only when stopChoiceError is null. */
export function toStopCondition(c: StopChoice): StopCondition {
  const n = Number(c.value);
  if (c.kind === 'amount') return { type: 'amount', amountCents: Math.round(n * 100) };
  if (c.kind === 'kwh') return { type: 'kwh', kwh: n };
  if (c.kind === 'minutes') return { type: 'minutes', minutes: n };
  if (c.kind === 'soc') return { type: 'soc', soc: n };
  return { type: 'full' };
}

/** The condition in words, for the session screen. */
export function describeStop(c: StopCondition): string {
  if (c.type === 'amount') return `充到 ${(c.amountCents / 100).toFixed(2)} 元停止`;
  if (c.type === 'kwh') return `充到 ${c.kwh} 度停止`;
  if (c.type === 'minutes') return `充 ${c.minutes} 分钟停止`;
  if (c.type === 'soc') return `充到 ${c.soc}% 停止`;
  return '充满自动停止';
}
