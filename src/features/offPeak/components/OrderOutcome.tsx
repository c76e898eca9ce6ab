import { useEffect, type ReactNode } from 'react';
import { bookingSpecApi } from '@/api/booking/spec';
import type { DiffTimeStatus } from '@/api/booking/offpeak.types';
import { paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { isUnsettled, recheckOf, UnsettledPayment } from '@/payment/ui/UnsettledPayment';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { ResultView } from '@/ui/ResultView';
import { diffTimePayKey } from '../keys';
import { ReminderConsent } from '@/ui/ReminderConsent';

export interface OutcomeOrder {
  orderNo: string;
  status: DiffTimeStatus;
  cancelReason: string | null;
}

/**
 * Where paying an off-peak order lands: done (the order with its dates), still being confirmed, unknown (重新查询),
 * failed or cancelled (back to pay), or the order lapsed. The server's order decides; the payment only picks words.
 */
export function OrderOutcome({ order, payOrderId, paidTitle, facts, detail, pay, again }: {
  order: OutcomeOrder;
  payOrderId: string | null;
  paidTitle: string;
  facts: ReactNode;
  detail: string;
  pay: string;
  again: string;
}) {
  const dispatch = useAppDispatch();
  const key = diffTimePayKey(order.orderNo);
  // With resume: an order left in flight (the cashier's way back, a reload) is asked about, never made again.
  const { entry } = usePayAction(key);
  const mine = entry && (!payOrderId || !entry.payOrderId || entry.payOrderId === payOrderId) ? entry : undefined;
  const stale = mine?.status === 'paid' && order.status === 'unpaid';
  useEffect(() => {
    if (stale) dispatch(bookingSpecApi.util.invalidateTags([{ type: 'DiffTimeOrders', id: order.orderNo }, { type: 'DiffTimeOrders', id: 'LIST' }]));
  }, [stale, order.orderNo, dispatch]);

  if (order.status === 'upcoming' || order.status === 'active' || order.status === 'used') {
    return (
      <ResultView outcome="success" title={paidTitle} primary={{ text: '查看订单详情', to: detail }} secondary={{ text: '我的错时', to: paths.wrongTimeManage }}>
        {facts}
        <ReminderConsent group="pass" about="错峰时段结束前 15 分钟、车辆仍在场时提醒您，以免违规计费。" />
      </ResultView>
    );
  }
  if (order.status === 'cancelled') {
    return <ResultView outcome="failure" title="订单已取消" description={order.cancelReason ?? undefined} primary={{ text: '重新购买', to: again }} />;
  }
  if (order.status === UNKNOWN) {
    return <ResultView outcome="pending" title="订单状态未知" primary={{ text: '查看订单详情', to: detail }} />;
  }
  const status = mine?.status;
  if (stale || isUnsettled(status)) return <UnsettledPayment status={isUnsettled(status) ? status : 'confirming'} {...recheckOf(mine, key, payOrderId)} />;
  if (status === 'failed') return <ResultView outcome="failure" title="支付失败" description={mine?.message ?? '订单尚未支付，请重新支付'} primary={{ text: '重新支付', to: pay }} />;
  return <ResultView outcome="cancelled" title={status === 'cancelled' ? '支付已取消' : '订单待支付'} primary={{ text: '继续支付', to: pay }} />;
}
