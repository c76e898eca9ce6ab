import { Link } from '@/ui/Link';
import type { BookOrder } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ORDER_TONE, periodText } from '../text';
import { StateTag } from '@/ui/StateTag';
import styles from './OrderItem.module.css';

/** What a record asks of the driver, if anything: pay, come by a time, pay an overstay, or why it ended. */
function NextStep({ order }: { order: BookOrder }) {
  if (order.dueKind === 'booking') return <span className={styles.warn}>待支付 {formatMoney(order.dueCents)}</span>;
  if (order.dueKind === 'overstay') return <span className={styles.bad}>超时费待支付 {formatMoney(order.dueCents)}</span>;
  if (order.state === 1 && order.bookingCode) return <span>预约码 {order.bookingCode}</span>;
  if ((order.state === 4 || order.state === 5) && order.reason) return <span className={styles.weak}>{order.state === 4 ? `取消原因：${order.reason}` : order.reason}</span>;
  return null;
}

/** One booking in the records: the whole card opens its detail. */
export function OrderItem({ order }: { order: BookOrder }) {
  return (
    <Link className={styles.item} to={href(paths.bookRecordDetail, { bookOrderId: order.bookOrderId })}>
      <span className={styles.line}>
        <span className={styles.title}>{order.parkName}</span>
        <StateTag tone={ORDER_TONE[order.state]}>{order.stateText}</StateTag>
      </span>
      <span className={styles.line}>
        <PlateBadge plateNo={order.plateNo} size="small" />
        <span className={styles.money}>{formatMoney(order.priceCents)}</span>
      </span>
      <span className={styles.weak}>{periodText(order.startTime, order.endTime)}</span>
      <NextStep order={order} />
    </Link>
  );
}
