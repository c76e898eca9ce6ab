import { BOOKING_CODES } from '../../../src/api/booking/orders.types';
import { MockFail } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { PAY_CODES } from '../charge/payments';
import { bringBookingsUpToDate } from './orderLife';
import { ownOrder } from './orders';
import { toOrderView } from './orderView';
import { payFor, readChannel, readReturnPath } from './payRegistry';

/**
 * Paying a booking, or its overstay once the car has left: whatever is due, through the charge service's
 * pay-order registry (the answer is payCharges' PayOrder, so the payment saga polls payCharges/sync for it).
 */
export function registerBookingPay(r: MockRouter) {
  r.post('/api/v1/payBookOrder', (ctx) => {
    const { user, order } = ownOrder(ctx);
    const { db } = ctx;
    const now = ctx.now();
    const channel = readChannel(ctx);
    const back = readReturnPath(ctx);
    const view = toOrderView(db, order, now);
    if (view.dueKind === null) {
      if (view.overstay && !view.overstay.final) throw new MockFail(BOOKING_CODES.overstayRunning, '车辆仍在车位上，超时费用仍在累计，请驶离后支付');
      if (order.state === 4 || order.state === 5) throw new MockFail(BOOKING_CODES.nothingDue, `预约已${view.stateText.replace('已', '')}，无需支付`);
      throw new MockFail(PAY_CODES.alreadyPaid, '该预约已支付，无需重复支付');
    }
    const uniqueId = view.dueKind === 'booking' ? order.bookOrderId : (view.overstay?.chargeId ?? order.bookOrderId);
    const pay = payFor(ctx, user, uniqueId, view.dueCents, channel, back);
    // The balance settles at once: the booking reads as paid (with its code) from this answer on.
    bringBookingsUpToDate(db, now);
    return pay;
  });
}
