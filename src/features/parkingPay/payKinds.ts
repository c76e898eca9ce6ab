import type { PayKind } from '@/payment/kinds';
import { href, paths } from '@/lib/paths';
import type { AppDispatch } from '@/ui/storeTypes';
import { resultUrl } from './keys';
import { keepReceipt, tokenOf } from '@/payment/visitorReceipts';
import { chargeBillsApi } from '@/api/charge/bills';
import { chargeVisitorPayApi } from '@/api/charge/visitorPay';
import type { VisitorPayOrder } from '@/api/charge/visitorPay.types';

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

/** What a visitor's payment of one bill carries: the bill, its plate, the host's identity if any, the lane if paid at one. */
export interface VisitorOrder {
  uniqueId: string;
  parkId: string;
  plateNo: string;
  openid?: string;
  /** Paid at an exit lane: the barrier opens once the server has the money. */
  laneCode?: string;
}

/** What a visitor's payment of a car's arrears carries: every bill, the plate, the lane the car waits at (if any). */
export interface VisitorArrearsOrder {
  uniqueIds: string[];
  plateNo: string;
  openid?: string;
  parkId?: string;
  laneCode?: string;
}

/**
 * Where a visitor's payment lands: at an exit lane, the barrier's result; elsewhere, the receipt. Both are read with
 * the payToken (the cashier appends payOrderId and payToken when there is no order yet).
 */
function visitorResultUrl(atLane: boolean, payOrderId?: string | null): string {
  const payToken = payOrderId ? tokenOf(payOrderId) : undefined;
  const page = atLane ? paths.barrierRslt : paths.visitorReceipt;
  return payOrderId && payToken ? href(page, { payOrderId, payToken }) : page;
}

/** What a visitor's order call gives the kind beside the order itself. */
interface OrderTermsOf {
  payChannel: 2 | 3;
  returnUrl: string;
  expectedCents?: number;
}

type Started = { unwrap(): Promise<VisitorPayOrder>; reset(): void };

/** The order made: its payToken and bills kept on the phone as it is made (the receipt's proof). */
function keptAsMade(started: Started) {
  return {
    unwrap: () =>
      started.unwrap().then((made) => {
        keepReceipt({
          payOrderId: made.payOrderId, payToken: made.payToken, uniqueId: made.uniqueId, parkId: made.parkId, plateNo: made.plateNo,
          uniqueIds: made.bills.map((b) => b.uniqueId), parkName: made.parkName, amountCents: made.amountCents, createTime: made.createTime,
        });
        return made;
      }),
    reset: () => started.reset(),
  };
}

const visitorSync = (payOrderId: string) => chargeVisitorPayApi.endpoints.visitorPayOrder.initiate({ payOrderId, payToken: tokenOf(payOrderId) ?? '' }, { forceRefetch: true });

/**
 * A visitor's pay kind: WeChat or Alipay only (2, 3), the order made by `endpoint`, its payToken kept as it is made;
 * the saga asks about the order with that token, never through payCharges/sync (a driver's).
 */
function visitorKind<O extends { laneCode?: string }>(kind: string, endpoint: (body: O & OrderTermsOf) => (dispatch: AppDispatch) => Started): PayKind<O> {
  return {
    kind,
    create: (order, terms) => (dispatch: AppDispatch) =>
      keptAsMade(endpoint({ ...order, payChannel: terms.payChannel === 2 ? 2 : 3, returnUrl: terms.returnUrl, ...expected(terms.expectedCents) })(dispatch)),
    resultUrl: (request, payOrderId) => visitorResultUrl(!!request.order.laneCode, payOrderId),
    sync: visitorSync,
  };
}

/** One bill, no account (visitorPay/orders): found by plate, or the car an exit lane's camera sees. */
export const visitorParkingKind = visitorKind<VisitorOrder>('parkingVisitor', (body) => (dispatch) => dispatch(chargeVisitorPayApi.endpoints.createVisitorPay.initiate(body)));

/** The arrears of the car at an exit lane, in one order (visitorPay/arrearsOrders). */
export const visitorArrearsKind = visitorKind<VisitorArrearsOrder>('parkingVisitorArrears', (body) => (dispatch) =>
  dispatch(chargeVisitorPayApi.endpoints.createVisitorArrearsPay.initiate(body)),
);

function expected(cents: number | undefined) {
  return cents === undefined ? {} : { expectedCents: cents };
}
