import { formatYuan } from '@/lib/format';
import { useAskOnce } from '@/ui/useAskOnce';
import { BALANCE_CHANNEL } from '../channels';
import type { PaymentRequest } from '../types';
import { BUSY_TEXT, usePayment } from '../usePayment';

/**
 * A screen's 立即支付 for one payment key. The balance is spent the moment the order is made (no WeChat or Alipay
 * screen comes up to confirm it), so the driver confirms the amount in a dialog first; 取消 leaves no order.
 * An order left in flight by a reload is asked about again instead of being made twice. A 0元 order (a coupon covers
 * it whole) takes nothing from the balance: it is not asked about.
 */
export function usePayAction(key: string | null) {
  const { entry, busy, pay } = usePayment(key, { resume: true });
  const { ask, asking } = useAskOnce();

  const start = async (request: PaymentRequest, amountCents: number) => {
    if (busy || asking) return;
    if (request.channel === BALANCE_CHANNEL && amountCents > 0) {
      const answer = await ask({
        title: '余额支付',
        content: `将从账户余额中扣除 ¥${formatYuan(amountCents)}，确认支付吗？`,
        actions: [
          { key: 'cancel', text: '取消' },
          { key: 'confirm', text: `确认支付 ¥${formatYuan(amountCents)}`, primary: true },
        ],
        safeKey: 'cancel',
      });
      if (answer !== 'confirm') return;
    }
    // What the button said is what may be charged: the server refuses any other amount (and says the new one).
    pay({ ...request, expectedCents: amountCents });
  };

  const label = busy && entry ? BUSY_TEXT[entry.status as keyof typeof BUSY_TEXT] : '立即支付';
  return { entry, busy: busy || asking, label, start };
}

export type PayAction = ReturnType<typeof usePayAction>;
