import type { PayKind } from '@/payment/kinds';
import { href, paths } from '@/lib/paths';
import type { AppDispatch } from '@/ui/storeTypes';
import { chargeNoPlateApi } from '@/api/charge/noPlate';
import { chargeVisitorPayApi } from '@/api/charge/visitorPay';
import { keepReceipt, tokenOf } from '@/payment/visitorReceipts';
import type { NoPlateHolder } from './components/useNoPlateHolder';

/** A plate-less stay paid at an exit lane: the stay, the lane whose barrier opens, and whose phone it is. */
export type NoPlateOrder = { stayId: string; parkId: string; laneCode: string } & NoPlateHolder;

/**
 * Where it lands: the exit's result (/BarrierRslt: paid, and whether the barrier opened, with the receipt), read with
 * the payToken kept as the order was made, as a visitor's payment at a lane is (the cashier appends both while there
 * is no order yet).
 */
function noPlateResultUrl(payOrderId?: string | null): string {
  const payToken = payOrderId ? tokenOf(payOrderId) : undefined;
  return payOrderId && payToken ? href(paths.barrierRslt, { payOrderId, payToken }) : paths.barrierRslt;
}

/**
 * A car with no plate pays its stay at the exit, no account (noPlate/orders): WeChat or Alipay only, the host's own
 * pay with its identity or the provider's cashier in a browser. The order is a visitor's: its payToken is kept on the
 * phone as it is made and the saga reads it with it (visitorPay/orders/{id}), never through a driver's payCharges/sync.
 */
export const noPlateKind: PayKind<NoPlateOrder> = {
  kind: 'parkingNoPlate',
  create: (order, terms) => (dispatch: AppDispatch) => {
    const expected = terms.expectedCents === undefined ? {} : { expectedCents: terms.expectedCents };
    const made = dispatch(chargeNoPlateApi.endpoints.createNoPlatePay.initiate({ ...order, payChannel: terms.payChannel === 2 ? 2 : 3, returnUrl: terms.returnUrl, ...expected }));
    return {
      unwrap: () =>
        made.unwrap().then((o) => {
          // The receipt's proof and what the list of this phone's receipts shows (plateNo reads 无牌车).
          const { payOrderId, payToken, uniqueId, parkId, plateNo, parkName, amountCents, createTime } = o;
          keepReceipt({ payOrderId, payToken, uniqueId, parkId, plateNo, parkName, amountCents, createTime });
          return o;
        }),
      reset: () => made.reset(),
    };
  },
  resultUrl: (_request, payOrderId) => noPlateResultUrl(payOrderId),
  sync: (payOrderId) => chargeVisitorPayApi.endpoints.visitorPayOrder.initiate({ payOrderId, payToken: tokenOf(payOrderId) ?? '' }, { forceRefetch: true }),
};
