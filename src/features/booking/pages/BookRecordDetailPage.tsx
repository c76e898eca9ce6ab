import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingSpecApi, useBookOrderDetailQuery } from '@/api/booking/spec';
import type { BookOrder } from '@/api/booking/types';
import { href, paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { useChannels } from '@/payment/ui/useChannels';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { BookingCode } from '../components/BookingCode';
import { CancelBooking, canCancel } from '../components/CancelBooking';
import { LinkButton } from '@/ui/LinkButton';
import { OrderDetails, OrderReason, OverstayCard } from '../components/OrderDetails';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { FRESH } from '@/api/fresh';
import { bookOrderPayKey } from '../keys';
import styles from './BookRecordDetailPage.module.css';

const TITLE = '预约详情';

/** Where the driver goes from a booking: its lock while it holds the space, a new booking once it is over. */
function Ways({ order }: { order: BookOrder }) {
  const live = order.state === 1 || order.state === 2;
  return (
    <div className={styles.actions}>
      {live && order.lockId && (
        <LinkButton solid to={href(paths.lockControl, { lockId: order.lockId })}>
          控制车位锁
        </LinkButton>
      )}
      {!live && order.state !== 0 && <LinkButton to={href(paths.spaceBooking, { parkId: order.parkId })}>再次预约</LinkButton>}
    </div>
  );
}

function Detail({ bookOrderId }: { bookOrderId: string }) {
  const dispatch = useAppDispatch();
  const q = useBookOrderDetailQuery({ bookOrderId }, FRESH);
  const order = q.data;
  const key = bookOrderPayKey(bookOrderId);
  const action = usePayAction(key);
  const paidHere = action.entry?.status === 'paid';
  const due = order && order.dueCents > 0 && order.dueKind ? order.dueCents : 0;
  const channels = useChannels(order?.parkId, due);
  const stale = paidHere && due > 0;

  // Paid from here but read before the server booked it: asked again, so it never reads 待支付 after paying.
  useEffect(() => {
    if (stale) dispatch(bookingSpecApi.util.invalidateTags([{ type: 'BookOrder', id: bookOrderId }, 'BookOrders']));
  }, [stale, bookOrderId, dispatch]);

  const canPay = !!order && due > 0 && !paidHere;
  const landing = order?.dueKind === 'booking' ? href(paths.bookingSuccess, { bookOrderId }) : href(paths.bookRecordDetail, { bookOrderId });
  const footer = canPay ? (
    <PayBar
      totalLabel={order.dueKind === 'overstay' ? '超时费' : '应付'}
      amountCents={due}
      payee={order.parkName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'bookOrder', order: { bookOrderId }, landing, channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title={TITLE} fallback={paths.bookRecord} footer={footer}>
      <QueryState query={q} loading="预约加载中" error="预约加载失败">
        {(o) => (
          <div className={styles.stack}>
            <PaymentNotice entry={action.entry} paidText={o.overstay?.paid ? '超时费已支付' : '支付成功'} />
            <OrderReason order={o} />
            {o.state === 1 && o.bookingCode && <BookingCode code={o.bookingCode} />}
            <OrderDetails order={o} />
            <OverstayCard order={o} />
            {canPay && <ChannelPicker channels={channels} />}
            <Ways order={o} />
            {canCancel(o) && <CancelBooking order={o} />}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * /bookRecordDetail?bookOrderId: one booking — its code, times, space and money; paying what is due (the booking,
 * or an overstay once the car left); cancelling with the refund shown first; why it was cancelled or lapsed.
 */
export function BookRecordDetailPage() {
  const [search] = useSearchParams();
  const bookOrderId = search.get('bookOrderId');
  if (!bookOrderId) {
    return (
      <Page title={TITLE} fallback={paths.bookRecord}>
        <Empty text="缺少预约信息" description="请在预约记录中选择要查看的预约">
          <LinkButton to={paths.bookRecord}>预约记录</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Detail bookOrderId={bookOrderId} />
    </RequireDriver>
  );
}
