import type { TopUpGiftTier, TopUpRules } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { yuanToCents } from '../yuanInput';

/** The top-up form: a preset (its cents) or a typed amount (yuan as typed); typing clears the preset and back. */
export interface TopUpValues {
  preset: string;
  custom: string;
}

/** The amount chosen, in cents; null when nothing (or nothing readable) is chosen. */
export function amountOf(v: TopUpValues): number | null {
  if (v.custom.trim() !== '') return yuanToCents(v.custom);
  return v.preset ? Number(v.preset) : null;
}

/** What is wrong with the amount, in the driver's words; limits are the server's (topUpRules). */
export function amountError(v: TopUpValues, rules: TopUpRules | undefined): string | null {
  if (v.custom.trim() === '' && !v.preset) return '请选择或输入充值金额';
  const cents = amountOf(v);
  if (cents === null) return '请输入正确的金额，最多两位小数';
  if (rules && (cents < rules.minCents || cents > rules.maxCents)) {
    return `单笔充值金额须在${formatMoney(rules.minCents)}至${formatMoney(rules.maxCents)}之间`;
  }
  if (cents <= 0) return '充值金额须大于0';
  return null;
}

/** The gift of the largest tier an amount reaches (0 below every tier), as the server computes it. */
export function giftFor(tiers: readonly TopUpGiftTier[], amountCents: number): number {
  return tiers.filter((t) => amountCents >= t.minCents).reduce((g, t) => Math.max(g, t.giftCents), 0);
}
