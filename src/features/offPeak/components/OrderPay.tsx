import { useEffect, type ReactNode } from 'react';
import { bookingSpecApi } from '@/api/booking/spec';
import type { DiffTimeStatus } from '@/api/booking/offpeak.types';
import { formatDateTime } from '@/lib/time';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { useChannels } from '@/payment/ui/useChannels';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { diffTimePayKey } from '../keys';
import { CancelOrder } from './CancelOrder';
import { LinkButton } from '@/ui/LinkButton';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import styles from './OrderPay.module.css';

export interface PayableOrder {
  orderNo: string;
  parkId: string;
  /** Who is paid: the lot (said with the amount beside 立即支付). */
  parkName: string;
  status: DiffTimeStatus;
  statusText: string;
  dueCents: number;
  payCents: number;
  payDeadline: string | null;
}

/**
 * Paying an off-peak order (a package or a slot) through the payment saga: the channel the lot takes, 立即支付,
 * and the page the payment lands on. An order no longer unpaid says what it is now and leads to its detail.
 */
export function OrderPay({ title, order, facts, landing, detail, fallback }: {
  title: string;
  order: PayableOrder;
  facts: ReactNode;
  landing: string;
  detail: string;
  fallback: string;
}) {
  const dispatch = useAppDispatch();
  const key = diffTimePayKey(order.orderNo);
  const action = usePayAction(key);
  const channels = useChannels(order.parkId, order.dueCents);
  const paidHere = action.entry?.status === 'paid';
  const unpaid = order.status === 'unpaid';
  const stale = paidHere && unpaid;

  // Paid from here but read before the server booked it: asked again, so it never reads 待支付 after paying.
  useEffect(() => {
    if (stale) dispatch(bookingSpecApi.util.invalidateTags([{ type: 'DiffTimeOrders', id: order.orderNo }, { type: 'DiffTimeOrders', id: 'LIST' }]));
  }, [stale, order.orderNo, dispatch]);

  const canPay = unpaid && !paidHere && order.dueCents > 0;
  const footer = canPay ? (
    <PayBar
      totalLabel="应付"
      amountCents={order.dueCents}
      payee={order.parkName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'diffTimeOrder', order: { orderNo: order.orderNo }, landing, channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title={title} fallback={fallback} footer={footer}>
      <div className={styles.stack}>
        <PaymentNotice entry={action.entry} paidText="支付成功" />
        {unpaid && order.payDeadline && (
          <p className={styles.note} role="status">
            请在{formatDateTime(order.payDeadline)}前完成支付，逾期订单将自动取消
          </p>
        )}
        {!unpaid && (
          <p className={`${styles.note} ${styles.noteInfo}`} role="status">
            该订单{order.statusText}，无需支付
          </p>
        )}
        {facts}
        {canPay && <ChannelPicker channels={channels} />}
        {!unpaid && <LinkButton to={detail}>查看订单详情</LinkButton>}
        {unpaid && !paidHere && <CancelOrder orderNo={order.orderNo} status={order.status} payCents={order.payCents} />}
      </div>
    </Page>
  );
}
