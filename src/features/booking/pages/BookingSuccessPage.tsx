import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingSpecApi, useBookOrderDetailQuery } from '@/api/booking/spec';
import type { BookOrder } from '@/api/booking/types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import type { PaymentEntry } from '@/payment/types';
import { isUnsettled, recheckOf, UnsettledPayment } from '@/payment/ui/UnsettledPayment';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { BookingCode } from '../components/BookingCode';
import { Facts } from '@/ui/Facts';
import { ReminderConsent } from '@/ui/ReminderConsent';
import { LinkButton } from '@/ui/LinkButton';
import { bookOrderPayKey } from '../keys';
import { FRESH } from '@/api/fresh';
import { periodText } from '../text';
import styles from './BookingSuccessPage.module.css';

const TITLE = '预约结果';

function Booked({ order }: { order: BookOrder }) {
  const detail = href(paths.bookRecordDetail, { bookOrderId: order.bookOrderId });
  return (
    <div className={styles.stack}>
      <ResultView
        outcome="success"
        title="预约成功"
        description={`请在${formatDateTime(order.arriveDeadline)}前入场，逾期预约将失效`}
        primary={{ text: '查看预约详情', to: detail }}
        secondary={{ text: '预约记录', to: paths.bookRecord }}
      >
        {order.bookingCode && <BookingCode code={order.bookingCode} />}
        <Facts
          rows={[
            ['停车场', order.parkName],
            ['车位', order.berthNo],
            ['预约时段', periodText(order.startTime, order.endTime)],
          ]}
        />
      </ResultView>
      {order.lockId && (
        <section className={`${styles.card} ${styles.stack}`} aria-label="车位锁">
          <p className={styles.weak}>该车位带车位锁：预约开始前15分钟起，可在车位锁页面降锁后驶入</p>
          <LinkButton solid to={href(paths.lockControl, { lockId: order.lockId })}>
            控制车位锁
          </LinkButton>
        </section>
      )}
      <ReminderConsent group="booking" about="预约开始前 15 分钟、入场截止前 10 分钟、预约结束前 15 分钟提醒您。" />
    </div>
  );
}

function NotPaid({ order, entry }: { order: BookOrder; entry: PaymentEntry | undefined }) {
  const detail = href(paths.bookRecordDetail, { bookOrderId: order.bookOrderId });
  if (order.state === 4 || order.state === 5) {
    return (
      <ResultView outcome="failure" title={order.state === 4 ? '预约已取消' : '预约已过期'} description={order.reason ?? undefined} primary={{ text: '重新预约', to: href(paths.spaceBooking, { parkId: order.parkId }) }} />
    );
  }
  const status = entry?.status;
  if (isUnsettled(status)) return <UnsettledPayment status={status} {...recheckOf(entry, bookOrderPayKey(order.bookOrderId))} secondary={{ text: '查看预约', to: detail }} />;
  if (status === 'failed') {
    return <ResultView outcome="failure" title="支付失败" description={entry?.message ?? '预约尚未支付，请重新支付'} primary={{ text: '重新支付', to: detail }} />;
  }
  return (
    <ResultView
      outcome="cancelled"
      title={status === 'cancelled' ? '支付已取消' : '预约待支付'}
      description={order.payDeadline ? `请在${formatDateTime(order.payDeadline)}前完成支付，逾期预约将自动取消` : undefined}
      primary={{ text: '继续支付', to: detail }}
    />
  );
}

function Outcome({ bookOrderId, payOrderId }: { bookOrderId: string; payOrderId: string | null }) {
  const dispatch = useAppDispatch();
  // With resume: an order left in flight (the cashier's way back, a reload) is asked about, never made again.
  const { entry } = usePayAction(bookOrderPayKey(bookOrderId));
  const mine = entry && (!payOrderId || !entry.payOrderId || entry.payOrderId === payOrderId) ? entry : undefined;
  const q = useBookOrderDetailQuery({ bookOrderId }, FRESH);
  const order = q.data;
  const stale = mine?.status === 'paid' && order?.state === 0;

  // Paid from here but read before the server booked it: asked again, so it never reads 待支付 after paying.
  useEffect(() => {
    if (stale) dispatch(bookingSpecApi.util.invalidateTags([{ type: 'BookOrder', id: bookOrderId }, 'BookOrders']));
  }, [stale, bookOrderId, dispatch]);

  if (!order) return q.isError ? <LoadFailed text="预约结果查询失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="预约结果查询中" />;
  if (order.state === 1 || order.state === 2 || order.state === 3) return <Booked order={order} />;
  if (order.state === UNKNOWN) {
    const detail = href(paths.bookRecordDetail, { bookOrderId: order.bookOrderId });
    return <ResultView outcome="pending" title="预约状态未知" description={order.stateText || undefined} primary={{ text: '查看预约详情', to: detail }} />;
  }
  if (stale) return <Loading text="正在确认支付结果" />;
  return <NotPaid order={order} entry={mine} />;
}

/** /bookingSuccess?bookOrderId(&payOrderId): where paying a booking lands: the booking code, or what to do next. */
export function BookingSuccessPage() {
  const [search] = useSearchParams();
  const bookOrderId = search.get('bookOrderId');
  return (
    <Page title={TITLE} fallback={paths.bookRecord}>
      {bookOrderId ? (
        <RequireDriver>
          <Outcome bookOrderId={bookOrderId} payOrderId={search.get('payOrderId')} />
        </RequireDriver>
      ) : (
        <Empty text="缺少预约信息" description="请在预约记录中查看">
          <LinkButton to={paths.bookRecord}>预约记录</LinkButton>
        </Empty>
      )}
    </Page>
  );
}
