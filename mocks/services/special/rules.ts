import type { PlateColor } from '../../../src/lib/wire';
import type { BagRule } from '../../../src/api/special/types';
import { notFound } from '../../core/fail';
import type { Db } from '../../db';
import type { BagRuleRecord } from '../../db/periodPasses';
import { parkInfo } from '../charge/bills';
import { DAY } from './time';

/** The lots' pass rules as the driver reads them, their stock, and the policy every pass call shares. */

/** An approved application is held this long for payment; then it lapses (已过期) and frees nothing it held. */
export const PAY_WITHIN_MS = 7 * DAY;
/** A pass may be renewed from 30 days before it ends until 30 days after. */
export const RENEW_WINDOW_MS = 30 * DAY;
/** A valid pass ending within this long is 'expiringSoon' (home and /mine offer renewal). */
export const EXPIRING_SOON_MS = 7 * DAY;
/** A valid pass no plate of it has entered its lot with for this long is 'unused' (the home asks about it). */
export const UNUSED_AFTER_MS = 7 * DAY;
/** How far ahead a pass may be made to start. */
export const MAX_START_AHEAD_DAYS = 60;
export const MAX_PERIODS = 12;

export function periodTypeOf(months: number): string {
  return ({ 1: '月卡', 3: '季卡', 6: '半年卡', 12: '年卡' } as Record<number, string>)[months] ?? `${months}个月`;
}

export function findRule(db: Db, ruleId: string): BagRuleRecord {
  const rule = db.bagRules.find((r) => r.ruleId === ruleId);
  if (!rule) notFound('月卡规则不存在');
  return rule;
}

export function rulesOnSale(db: Db, parkId: string): BagRuleRecord[] {
  return db.bagRules.filter((r) => r.parkId === parkId && r.onSale);
}

/**
 * Passes left to sell: the rule's own count, except that a lot whose pass area is full (leftBagSpaceNum 0 in the
 * dealer's park record, the figure the lot lists show) sells none of its rules.
 */
export function leftOf(db: Db, rule: BagRuleRecord): number {
  return parkInfo(db, rule.parkId).park?.leftBagSpaceNum === 0 ? 0 : rule.leftNum;
}

/** A new pass takes one of the rule's passes and one space of the lot's pass area (where they are counted). */
export function takeStock(db: Db, rule: BagRuleRecord) {
  if (rule.leftNum > 0) rule.leftNum -= 1;
  const park = parkInfo(db, rule.parkId).park;
  if (park && park.leftBagSpaceNum > 0) park.leftBagSpaceNum -= 1;
}

/** A pass cancelled before it started gives both back. */
export function returnStock(db: Db, rule: BagRuleRecord) {
  if (rule.leftNum >= 0) rule.leftNum += 1;
  const park = parkInfo(db, rule.parkId).park;
  if (park && park.leftBagSpaceNum >= 0) park.leftBagSpaceNum += 1;
}

const COLOUR_TEXT: Record<PlateColor, string> = { 1: '蓝牌', 2: '黄牌', 5: '绿牌' };

/** A bound plate's colour; otherwise read from the number (8 characters: new-energy green; else blue). */
export function plateColorOf(db: Db, plateNo: string): PlateColor {
  return db.plates.find((p) => p.plateNo === plateNo)?.plateColor ?? (plateNo.length === 8 ? 5 : 1);
}

export function coloursText(colours: PlateColor[]): string {
  return colours.map((c) => COLOUR_TEXT[c]).join('、');
}

/** The notice the driver accepts before applying (/monthlyRuleNotice): the rule's own terms, then the lot's policy. */
function noticeOf(db: Db, r: BagRuleRecord): string {
  const period = periodTypeOf(r.months);
  const lines = [
    `本${period}有效期为${r.months}个月，有效时段：${r.timeRangeText}；有效时段内可在${parkInfo(db, r.parkId).parkName}不限次进出，时段外按临时停车计费。`,
    `每张${period}最多绑定${r.maxPlates}辆车（${coloursText(r.plateColors)}），同一时间仅限一辆车在场。`,
    r.needMaterials
      ? '办理需提交车主姓名、身份证号、手机号及行驶证照片，经停车场审核通过后支付。'
      : '本卡无需审核，提交申请后即可支付。',
    `${period}自所选开始日期0点起生效；审核通过后请在7天内完成支付，逾期申请自动失效。`,
    '生效前可申请退订，费用原路退回；生效后不予退订。',
    '到期前30天内可续费，续费自原到期时间起连续计算；过期超过30天需重新办理。',
  ];
  if (r.disabledOnly) lines.push('本卡仅限已通过残疾人认证的车主办理，且仅适用于认证车辆。');
  return lines.map((l, i) => `${i + 1}. ${l}`).join('\n');
}

export function toRule(db: Db, r: BagRuleRecord): BagRule {
  return {
    ruleId: r.ruleId, parkId: r.parkId, ruleName: r.ruleName, months: r.months, periodType: periodTypeOf(r.months), price: r.priceCents,
    originalPrice: r.originalPriceCents, timeRangeText: r.timeRangeText, plateColors: [...r.plateColors], leftNum: leftOf(db, r),
    description: r.description, needMaterials: r.needMaterials ? 1 : 0, maxPlates: r.maxPlates, disabledOnly: r.disabledOnly ? 1 : 0,
    notice: noticeOf(db, r),
  };
}
