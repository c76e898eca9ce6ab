import type { VisitorPayOrder } from '../../../src/api/charge/visitorPay.types';
import { paths } from '../../../src/lib/paths';
import { badRequest, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, plateNo, str } from '../../core/validate';
import type { PayOrderRecord } from '../../db/parking';
import { findBill } from './bills';
import { checkoutOrderByToken, openCheckoutOrder, viewOfThirdPay } from './partnerPay';
import { safeReturnPath, viewOf } from './payments';

/**
 * A visitor pays a bill found by its plate, no account: the plate and the payment, nothing else. The order is the
 * partner checkout's (openCheckoutOrder: same pending order for the same payer, the same refusals), read back with
 * its payToken; in WeChat or Alipay the host's own pay takes payParams, a plain browser goes to the cashier, which
 * returns to `returnUrl?payOrderId&payToken`. Settled by the cashier or POST /__mock/payments/{id}: the bill is then
 * paid for everyone (its driver too).
 */
function visitorView(ctx: MockContext, order: PayOrderRecord, payToken: string, back: string): VisitorPayOrder {
  return { ...viewOfThirdPay(ctx, order, payToken, back), payParams: viewOf(ctx, order, null).payParams };
}

export function registerVisitorPay(r: MockRouter) {
  r.post('/charge/v2/api/visitorPay/orders', (ctx) => {
    const { req, db } = ctx;
    const uniqueId = str(req.input, 'uniqueId', '订单编号');
    const parkId = str(req.input, 'parkId', '停车场编号');
    const plate = plateNo(req.input);
    const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
    const back = safeReturnPath(str(req.input, 'returnUrl', '返回地址'), req.origin);
    if (back === null) badRequest('返回地址不合法');
    // The host's identity is for its own pay only: nothing else is asked of a visitor, and nothing is kept of it.
    optStr(req.input, 'openid');
    const bill = findBill(db, uniqueId, parkId);
    // Found by plate: a bill of another plate is not this visitor's to pay.
    if (bill.plateNo !== plate) notFound('未找到该车牌的停车账单，请核对车牌');
    const { order, payToken } = openCheckoutOrder(ctx, bill, channel);
    return visitorView(ctx, order, payToken, back);
  });

  r.get('/charge/v2/api/visitorPay/orders/{payOrderId}', (ctx) => {
    const { order, payToken } = checkoutOrderByToken(ctx);
    return visitorView(ctx, order, payToken, paths.visitorReceipt);
  });
}
