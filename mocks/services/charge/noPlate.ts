import type { VisitorPayOrder } from '../../../src/api/charge/visitorPay.types';
import { PAY_AMOUNT_CHANGED } from '../../../src/lib/wire';
import { badRequest, MockFail } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, str } from '../../core/validate';
import type { PayOrderRecord } from '../../db/parking';
import { barrierOf, billsOfOrder, findLane } from '../parkingPay';
import { payableFee, pendingOrderFor, yuan } from './bills';
import { openCheckoutOrder, viewOfThirdPay } from './partnerPay';
import { PAY_CODES, safeReturnPath, viewOf } from './payments';
import {
  currentStay, findEntryLane, holderOf, laneView, leaveFree, openStay, requireHolder, requireNoPlateAt, stayOfHolder, stayView,
} from './noPlateStays';

/**
 * A car with no plate enters and leaves with the phone as its ticket, no account (docs/rules/plate-less-car.md). The
 * entry lane's code records the stay against the phone (the host's identity, else the phone's ticket token) and opens
 * the barrier; at an exit lane the phone finds its stay and pays it as a visitor pays a bill (openCheckoutOrder: the
 * same order for the same payer, read back with its payToken by GET visitorPay/orders/{payOrderId}), with the lane
 * attached so that the barrier opens once the money is in; within the free minutes it leaves without paying.
 */

function lanePlace(ctx: MockContext) {
  return { parkId: str(ctx.req.input, 'parkId', '停车场编号'), laneCode: str(ctx.req.input, 'laneCode', '车道编号') };
}

/** The exit lane the phone stands at, with a plate-less car (or none the camera can read) at its barrier. */
function exitLaneOf(ctx: MockContext) {
  const { parkId, laneCode } = lanePlace(ctx);
  const lane = findLane(ctx.db, parkId, laneCode);
  requireNoPlateAt(lane);
  return lane;
}

/** The order as a visitor's payment reads (the receipt, the host's pay, the cashier). */
function orderView(ctx: MockContext, order: PayOrderRecord, payToken: string, back: string): VisitorPayOrder {
  return {
    ...viewOfThirdPay(ctx, order, payToken, back),
    payParams: viewOf(ctx, order, null).payParams,
    bills: billsOfOrder(ctx.db, order),
    barrier: barrierOf(ctx.db, order),
  };
}

export function registerNoPlate(r: MockRouter) {
  r.get('/charge/v2/api/noPlate/entryLane', (ctx) => {
    const { parkId, laneCode } = lanePlace(ctx);
    const lane = findEntryLane(ctx.db, parkId, laneCode);
    const now = ctx.now();
    return laneView(ctx.db, lane, currentStay(ctx.db, lane.parkId, holderOf(ctx.req.input), now, false), now);
  });

  r.post('/charge/v2/api/noPlate/entries', (ctx) => {
    const { parkId, laneCode } = lanePlace(ctx);
    const lane = findEntryLane(ctx.db, parkId, laneCode);
    const holder = requireHolder(ctx.req.input);
    const now = ctx.now();
    // Already inside this lot (scanned again, a double tap, a reload): the same stay; nothing new, no barrier again.
    const found = currentStay(ctx.db, lane.parkId, holder, now, false) ?? openStay(ctx, lane, holder);
    return stayView(ctx.db, found.stay, found.bill, now);
  });

  r.get('/charge/v2/api/noPlate/exitLane', (ctx) => {
    const { parkId, laneCode } = lanePlace(ctx);
    const lane = findLane(ctx.db, parkId, laneCode);
    const now = ctx.now();
    return laneView(ctx.db, lane, currentStay(ctx.db, lane.parkId, holderOf(ctx.req.input), now, true), now);
  });

  r.post('/charge/v2/api/noPlate/orders', (ctx) => {
    const { req, db } = ctx;
    const lane = exitLaneOf(ctx);
    const stayId = str(req.input, 'stayId', '停车记录编号');
    const channel = oneOf(req.input, 'payChannel', '支付方式', [2, 3] as const);
    const back = safeReturnPath(str(req.input, 'returnUrl', '返回地址'), req.origin);
    if (back === null) badRequest('返回地址不合法');
    const { bill } = stayOfHolder(db, stayId, lane.parkId, requireHolder(req.input));
    const { order, payToken } = openCheckoutOrder(ctx, bill, channel);
    // The car is where the phone scanned last: an order still pending follows it to this lane.
    if (order.state === 'pending') order.lane = { parkId: lane.parkId, laneCode: lane.laneCode };
    return orderView(ctx, order, payToken, back);
  });

  r.post('/charge/v2/api/noPlate/freeExits', (ctx) => {
    const { req, db } = ctx;
    const lane = exitLaneOf(ctx);
    const stayId = str(req.input, 'stayId', '停车记录编号');
    const { stay, bill } = stayOfHolder(db, stayId, lane.parkId, requireHolder(req.input));
    const now = ctx.now();
    // Asked again (a double tap, a reload): the stay as it ended.
    if (bill.state === 'paid') return stayView(db, stay, bill, now);
    if (pendingOrderFor(db, bill.uniqueId, now)) throw new MockFail(PAY_CODES.inFlight, '本次停车正在支付中，请完成支付或稍后再试');
    const fee = payableFee(bill, now);
    if (fee > 0) throw new MockFail(PAY_AMOUNT_CHANGED, `已超出免费时长，应付金额为${yuan(fee)}元，请支付后出场`);
    leaveFree(bill, stay, lane, now);
    return stayView(db, stay, bill, now);
  });
}
