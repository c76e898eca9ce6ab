import type { BandName, ParkingRule } from '@/api/cps/estimate.types';
import type { IdleFeeRule } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { UNKNOWN } from '@/lib/schema';

/** A band's name as the driver reads it: 峰 / 平 / 谷, or 未知 for one the app does not know yet. */
export function bandNameText(name: BandName): string {
  return name === UNKNOWN ? '未知' : name;
}

/** 'HH:mm' of a server time, with 次日 when it is on a later day than `day` ('YYYY-MM-DD HH:mm:ss' of the start). */
export function clockOf(time: string, day: string): string {
  return `${time.slice(0, 10) > day.slice(0, 10) ? '次日' : ''}${time.slice(11, 16)}`;
}

/** The lot's rule in words: '充电车辆首60分钟免费，之后每小时15.00元'. */
export function parkingRuleText(rule: ParkingRule | null): string {
  if (!rule) return '本站停车免费';
  const cap = rule.capCents === null ? '' : `，每次封顶${formatMoney(rule.capCents)}`;
  return `充电车辆前${rule.freeMinutes}分钟免费，之后每小时${formatMoney(rule.centsPerHour)}（不足1小时按1小时）${cap}`;
}

/** The idle fee's risk from its start: '若 11:47 后仍未挪车，每分钟0.50元，封顶30.00元'. */
export function idleRiskText(idleFee: IdleFeeRule | null, from: string | null, day: string): string {
  if (!idleFee || !from) return '本站不收取占位费';
  return `若 ${clockOf(from, day)} 后仍未挪车，每分钟${formatMoney(idleFee.perMinuteCents)}，封顶${formatMoney(idleFee.capCents)}`;
}
