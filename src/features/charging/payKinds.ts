import { cpsBillsApi } from '@/api/cps/bills';
import { cpsOccupyApi } from '@/api/cps/occupy';
import { cpsPrepayApi } from '@/api/cps/prepay';
import { href, paths } from '@/lib/paths';
import type { PayKind } from '@/payment/kinds';

/**
 * One finished charging bill (chargeBillDetail); its coupon, if any, was taken off when the charge was settled. The
 * cps service answers with the charge service's PayOrder, so payCharges/sync polls it like any other. It lands back
 * on its own page, which shows the payment's progress and outcome.
 */
export const chargingBillKind: PayKind<{ orderNo: string }> = {
  kind: 'chargingBill',
  create: (order, terms) => cpsBillsApi.endpoints.payChargingBill.initiate({ ...order, ...terms }),
  resultUrl: ({ order }) => href(paths.chargeBillDetail, { orderNo: order.orderNo }),
};

/** One idle fee (occupyBillDetail), once the car has left the space: its result page says whether charging may start again. */
export const occupyBillKind: PayKind<{ occupyOrderNo: string }> = {
  kind: 'occupyBill',
  create: (order, terms) => cpsOccupyApi.endpoints.payOccupyBill.initiate({ ...order, ...terms }),
  resultUrl: ({ order }, payOrderId) => href(paths.occupyPayResult, { occupyOrderNo: order.occupyOrderNo, payOrderId: payOrderId ?? undefined }),
};

/** A charge paid before it starts (chargingPage); pileCode and couponId say where the driver comes back to start it. */
export const chargingPrepayKind: PayKind<{ amountCents: number; pileCode: string; couponId?: string }> = {
  kind: 'chargingPrepay',
  create: (order, { payChannel, returnUrl }) => {
    // Only WeChat (3) or Alipay (2): the balance needs no prepay, and the screen offers only those two here. The amount is the driver's own.
    if (payChannel !== 2 && payChannel !== 3) throw { code: 'client', msg: '预付仅支持微信或支付宝' };
    return cpsPrepayApi.endpoints.createChargingPrepay.initiate({ amountCents: order.amountCents, payChannel, returnUrl });
  },
  resultUrl: ({ order }) => href(paths.chargingPage, { pileCode: order.pileCode, couponId: order.couponId }),
};
