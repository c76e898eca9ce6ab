import { Link } from 'react-router-dom';
import type { BookOrder } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ORDER_TONE, periodText } from '../text';
import { StateTag } from './StateTag';
import '../booking.css';

/** What a record asks of the driver, if anything: pay, come by a time, pay an overstay, or why it ended. */
function NextStep({ order }: { order: BookOrder }) {
  if (order.dueKind === 'booking') return <span className="bk-warn">待支付 {formatMoney(order.dueCents)}</span>;
  if (order.dueKind === 'overstay') return <span className="bk-bad">超时费待支付 {formatMoney(order.dueCents)}</span>;
  if (order.state === 1 && order.bookingCode) return <span>预约码 {order.bookingCode}</span>;
  if ((order.state === 4 || order.state === 5) && order.reason) return <span className="bk-weak">{order.state === 4 ? `取消原因：${order.reason}` : order.reason}</span>;
  return null;
}

/** One booking in the records: the whole card opens its detail. */
export function OrderItem({ order }: { order: BookOrder }) {
  return (
    <Link className="bk-item" to={href(paths.bookRecordDetail, { bookOrderId: order.bookOrderId })}>
      <span className="bk-line">
        <span className="bk-title">{order.parkName}</span>
        <StateTag text={order.stateText} tone={ORDER_TONE[order.state]} />
      </span>
      <span className="bk-line">
        <PlateBadge plateNo={order.plateNo} size="small" />
        <span className="bk-money">{formatMoney(order.priceCents)}</span>
      </span>
      <span className="bk-weak">{periodText(order.startTime, order.endTime)}</span>
      <NextStep order={order} />
    </Link>
  );
}
