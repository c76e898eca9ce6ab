import type { PayKind } from '@/payment/kinds';
import { href, paths } from '@/lib/paths';
import type { AppDispatch } from '@/ui/storeTypes';
import { resultUrl } from './keys';
import { keepReceipt, tokenOf } from './visitorReceipts';
import { chargeBillsApi } from '@/api/charge/bills';
import { chargeVisitorPayApi } from '@/api/charge/visitorPay';

/**
 * One parking bill (payPage, scanPayPage); couponId from choiceDiscountPage; laneCode when paid at an exit lane;
 * confirmCovered when the driver chose 仍要现在支付 over a cover (CoverBar).
 */
export const parkingKind: PayKind<{ uniqueId: string; parkId: string; couponId?: string; laneCode?: string; confirmCovered?: boolean }> = {
  kind: 'parking',
  create: (order, terms) => chargeBillsApi.endpoints.payCharges.initiate({ ...order, ...terms }),
  // The shared result page, whose summary and ways on are parking's (plates, lots, evaluation).
  resultUrl: ({ key }, payOrderId) => resultUrl(key, payOrderId),
};

/** Several bills in one order (multiPayPage, scanOverduePay); confirmCovered when the driver kept a covered bill in. */
export const parkingBatchKind: PayKind<{ uniqueIds: string[]; parkId?: string; laneCode?: string; confirmCovered?: boolean }> = {
  kind: 'parkingBatch',
  create: (order, terms) => chargeBillsApi.endpoints.payChargesBatch.initiate({ ...order, ...terms }),
  resultUrl: ({ key }, payOrderId) => resultUrl(key, payOrderId),
};

/** What a visitor's payment of a bill found by plate carries: the bill, its plate, and the host's identity if any. */
export interface VisitorOrder {
  uniqueId: string;
  parkId: string;
  plateNo: string;
  openid?: string;
}

/** Where a visitor's payment lands: the receipt, read with its payToken (the cashier appends both when none yet). */
function visitorReceiptUrl(payOrderId?: string | null): string {
  const payToken = payOrderId ? tokenOf(payOrderId) : undefined;
  return payOrderId && payToken ? href(paths.visitorReceipt, { payOrderId, payToken }) : paths.visitorReceipt;
}

/**
 * A visitor pays a bill found by plate, no account (visitorPay/orders): WeChat or Alipay only (2, 3). The order's
 * payToken is kept on the phone as it is made (the receipt's proof); the saga asks about the order with it, never
 * through payCharges/sync (a driver's).
 */
export const visitorParkingKind: PayKind<VisitorOrder> = {
  kind: 'parkingVisitor',
  create: (order, terms) => (dispatch: AppDispatch) => {
    const payChannel = terms.payChannel === 2 ? 2 : 3;
    const started = dispatch(
      chargeVisitorPayApi.endpoints.createVisitorPay.initiate({ ...order, payChannel, returnUrl: terms.returnUrl, ...(terms.expectedCents === undefined ? {} : { expectedCents: terms.expectedCents }) }),
    );
    return {
      unwrap: () =>
        started.unwrap().then((made) => {
          keepReceipt({ payOrderId: made.payOrderId, payToken: made.payToken, uniqueId: made.uniqueId, parkId: made.parkId, plateNo: made.plateNo });
          return made;
        }),
      reset: () => started.reset(),
    };
  },
  resultUrl: (_request, payOrderId) => visitorReceiptUrl(payOrderId),
  sync: (payOrderId) => chargeVisitorPayApi.endpoints.visitorPayOrder.initiate({ payOrderId, payToken: tokenOf(payOrderId) ?? '' }, { forceRefetch: true }),
};
