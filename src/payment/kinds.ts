import { specialPassesApi } from '@/api/special-passes';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { chargeApi } from '@/api/charge';
import { cpsBillsApi } from '@/api/cps-bills';
import { couponMerchantApi } from '@/api/coupon-merchant';
import { cpsOccupyApi } from '@/api/cps-occupy';
import { cpsPrepayApi } from '@/api/cps-prepay';
import { bookingOffPeakApi } from '@/api/booking-offpeak';
import { bookingOrdersApi } from '@/api/booking-orders';
import { driverWalletApi } from '@/api/driver-wallet';
import type { PayOrder, PayOrderSync } from '@/api/types/charge';
import type { PayChannel } from '@/api/types/envelope';
import { href, paths } from '@/lib/paths';
import { resultUrl } from './keys';
import type { PaymentOrder } from './types';

/** An RTK Query subscription as a saga holds it. */
interface Sub<R> {
  unwrap(): Promise<R>;
  unsubscribe?(): void;
  reset?(): void;
}

/** Calls an endpoint through the store, returns its data or throws its error, and always lets go of it. */
export function* run<R>(thunk: unknown) {
  const sub = (yield put(thunk as UnknownAction)) as Sub<R>;
  try {
    return (yield call([sub, sub.unwrap])) as R;
  } finally {
    if (sub.unsubscribe) sub.unsubscribe();
    else sub.reset?.();
  }
}

/** The order as the saga needs it, whichever service created it. */
export interface CreatedOrder {
  payOrderId: string;
  state: PayOrder['state'];
  payChannel: PayChannel;
  amountCents: number;
  payParams: Record<string, unknown>;
  cashierUrl?: string;
}

function fromPayOrder(o: PayOrder): CreatedOrder {
  return {
    payOrderId: o.payOrderId,
    state: o.state,
    payChannel: o.payChannel,
    amountCents: o.amountCents,
    payParams: (o.payParams ?? {}) as unknown as Record<string, unknown>,
    cashierUrl: o.cashierUrl ?? undefined,
  };
}

/** Creates (or, for a bill with an order in flight, gets back) the order of one payment. Throws the API error. */
export function* createOrder(p: PaymentOrder, channel: PayChannel, returnUrl: string, expectedCents?: number) {
  // Top-ups and prepays send their exact amount already; every other order is priced by the server.
  const expected = expectedCents === undefined ? {} : { expectedCents };
  switch (p.kind) {
    case 'parking': {
      const o: PayOrder = yield* run<PayOrder>(chargeApi.endpoints.payCharges.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'parkingBatch': {
      const o: PayOrder = yield* run<PayOrder>(chargeApi.endpoints.payChargesBatch.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'chargingBill': {
      // The cps service answers with the charge service's PayOrder, so payCharges/sync polls it like any other.
      const o: PayOrder = yield* run<PayOrder>(cpsBillsApi.endpoints.payChargingBill.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'chargingPrepay': {
      // The balance needs no prepay: a screen offers only WeChat and Alipay here.
      if (channel === 6) throw { code: 'client', msg: '预付仅支持微信或支付宝' };
      const o: PayOrder = yield* run<PayOrder>(cpsPrepayApi.endpoints.createChargingPrepay.initiate({ amountCents: p.order.amountCents, payChannel: channel, returnUrl }));
      return fromPayOrder(o);
    }
    case 'walletTopUp': {
      // The balance cannot top itself up: a screen offers only WeChat and Alipay here.
      if (channel === 6) throw { code: 'client', msg: '充值仅支持微信或支付宝' };
      const { amountCents, walletId } = p.order;
      const o: PayOrder = yield* run<PayOrder>(driverWalletApi.endpoints.createTopUp.initiate({ amountCents, payChannel: channel, returnUrl, ...(walletId ? { walletId } : {}) }));
      return fromPayOrder(o);
    }
    case 'bagApplication': {
      const o: PayOrder = yield* run<PayOrder>(specialPassesApi.endpoints.payBagApplication.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'bagRenewal': {
      const o: PayOrder = yield* run<PayOrder>(specialPassesApi.endpoints.renewBagPass.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'bookOrder': {
      const o: PayOrder = yield* run<PayOrder>(bookingOrdersApi.endpoints.payBookOrder.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'diffTimeOrder': {
      const o: PayOrder = yield* run<PayOrder>(bookingOffPeakApi.endpoints.payDiffTimeOrder.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'merchantCoupons': {
      const o: PayOrder = yield* run<PayOrder>(couponMerchantApi.endpoints.payMerchantPurchase.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
    case 'occupyBill': {
      const o: PayOrder = yield* run<PayOrder>(cpsOccupyApi.endpoints.payOccupyBill.initiate({ ...p.order, payChannel: channel, returnUrl, ...expected }));
      return fromPayOrder(o);
    }
  }
}

/**
 * Where a payment of this kind lands (and the cashier returns to, the provider appending payOrderId). Parking's
 * land on the shared result page, whose summary and ways on are parking's (plates, lots, evaluation); a charging
 * bill lands back on its own page, which shows the payment's progress and outcome; an idle fee on its result page,
 * which says whether charging may start again.
 */
export function resultUrlOf(p: PaymentOrder, key: string, payOrderId?: string | null): string {
  if (p.kind === 'chargingBill') return href(paths.chargeBillDetail, { orderNo: p.order.orderNo });
  if ('landing' in p) return withPayOrderId(p.landing, payOrderId);
  if (p.kind === 'walletTopUp') {
    const page = p.order.landing === 'wallet' ? paths.walletReslut : paths.accountBalanceReslut;
    return href(page, { payOrderId: payOrderId ?? undefined, walletId: p.order.walletId });
  }
  if (p.kind === 'chargingPrepay') return href(paths.chargingPage, { pileCode: p.order.pileCode, couponId: p.order.couponId });
  if (p.kind === 'occupyBill') return href(paths.occupyPayResult, { occupyOrderNo: p.order.occupyOrderNo, payOrderId: payOrderId ?? undefined });
  return resultUrl(key, payOrderId);
}

/** A landing path with the order's id added to its query (the cashier adds it itself when there is none yet). */
function withPayOrderId(landing: string, payOrderId?: string | null): string {
  if (!payOrderId) return landing;
  return `${landing}${landing.includes('?') ? '&' : '?'}payOrderId=${encodeURIComponent(payOrderId)}`;
}

/** The order's state on the server, or null when it could not be asked (weak signal): the poll goes on. */
export function* syncOrder(payOrderId: string) {
  try {
    const s: PayOrderSync = yield* run<PayOrderSync>(chargeApi.endpoints.payOrderSync.initiate(payOrderId, { forceRefetch: true }));
    return s;
  } catch {
    return null;
  }
}
