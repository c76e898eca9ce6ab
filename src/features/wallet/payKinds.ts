import { driverWalletApi } from '@/api/driver/wallet';
import { href, paths } from '@/lib/paths';
import type { PayKind } from '@/payment/kinds';

/**
 * A top-up of the balance (/accountBalance) or of one wallet (/wallet); `landing` is which result page the driver
 * came from (the menu's walletPlan decides). The amount is the driver's own, so no expected amount is sent.
 */
export const walletTopUpKind: PayKind<{ amountCents: number; walletId?: string; landing: 'accountBalance' | 'wallet' }> = {
  kind: 'walletTopUp',
  create: ({ amountCents, walletId }, { payChannel, returnUrl }) => {
    // Only WeChat (3) or Alipay (2): the balance cannot top itself up, and the screen offers only those two here.
    if (payChannel !== 2 && payChannel !== 3) throw { code: 'client', msg: '充值仅支持微信或支付宝' };
    return driverWalletApi.endpoints.createTopUp.initiate({ amountCents, payChannel, returnUrl, ...(walletId ? { walletId } : {}) });
  },
  resultUrl: ({ order }, payOrderId) => {
    const page = order.landing === 'wallet' ? paths.walletReslut : paths.accountBalanceReslut;
    return href(page, { payOrderId: payOrderId ?? undefined, walletId: order.walletId });
  },
};
