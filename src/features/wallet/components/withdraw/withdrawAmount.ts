import { WALLET_CODES, WITHDRAW_BAD_VERIFY_CODE, type WithdrawPreview } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { yuanToCents } from '../yuanInput';

export interface WithdrawValues {
  amount: string;
  verifyCode: string;
}

/** The amount against the limits the preview gave (the server checks them again, and more). */
export function withdrawAmountError(text: string, p: WithdrawPreview): string | null {
  if (text.trim() === '') return '请输入提现金额';
  const cents = yuanToCents(text);
  if (cents === null) return '请输入正确的金额，最多两位小数';
  if (cents < p.minCents) return `单笔提现金额不能低于${formatMoney(p.minCents)}`;
  if (cents > p.maxCents) return `本次最多可提现${formatMoney(p.maxCents)}`;
  if (p.usedToday >= p.dailyCount) return `每天最多提现${p.dailyCount}次，请明天再试`;
  return null;
}

export function verifyCodeError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : '请输入6位数字验证码';
}

const AMOUNT_CODES: readonly string[] = [WALLET_CODES.amountOutOfRange, WALLET_CODES.overWithdrawable, WALLET_CODES.dailyLimit, WALLET_CODES.nothingToWithdraw];

/** Which field a refusal of the withdrawal is about, so it shows there; null: the form as a whole. */
export function refusedField(code: string): keyof WithdrawValues | null {
  if (code === WITHDRAW_BAD_VERIFY_CODE) return 'verifyCode';
  return AMOUNT_CODES.includes(code) ? 'amount' : null;
}
