import type { WalletCoupon } from '@/api/coupon/wallet.types';
import { formatMoney, formatYuan } from '@/lib/format';
import { formatDate, formatDateTime, formatDuration } from '@/lib/time';

/** The big figure of a coupon and its unit: '10.00' 元, '8.5' 折, '2小时', '免费'. */
export function faceOf(c: WalletCoupon): { value: string; unit: string } {
  switch (c.kind) {
    case 'amount':
      return { value: formatYuan(c.faceValue), unit: '元' };
    case 'discount': {
      const rate = c.discountRate ?? 100;
      return { value: rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1), unit: '折' };
    }
    case 'freeMinutes':
      return { value: formatDuration(c.freeMinutes ?? 0), unit: '' };
    case 'free':
      return { value: '免费', unit: '' };
    default:
      // A kind this app does not know yet: its words (kindText, ruleDesc) are on the card, the figure is not guessed.
      return { value: '未知', unit: '' };
  }
}

/** Under the figure: the threshold, as a receipt says it. */
export function thresholdOf(c: WalletCoupon): string {
  return c.minSpend > 0 ? `满${formatMoney(c.minSpend)}可用` : '无门槛';
}

/** The most a discount or free time takes off, where it is capped. */
export function capOf(c: WalletCoupon): string | null {
  return (c.kind === 'discount' || c.kind === 'freeMinutes') && c.maxDiscount !== null ? `最高抵扣${formatMoney(c.maxDiscount)}` : null;
}

/** When it can be used, or when it was used or ended. */
export function validityOf(c: WalletCoupon): string {
  if (c.status === 'used') return c.useTime ? `使用时间 ${formatDateTime(c.useTime)}` : '已使用';
  if (c.status === 'expired') return `已于 ${formatDate(c.validTo)} 过期`;
  return `有效期至 ${formatDateTime(c.validTo)}`;
}
