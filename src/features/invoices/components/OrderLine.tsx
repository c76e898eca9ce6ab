import type { InvoiceCoveredOrder } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import styles from './OrderLine.module.css';

/** One order as invoices show it: what it was (停车费 at a lot, 充电费 at a station…), when, its number and amount. */
export function OrderLine({ order }: { order: InvoiceCoveredOrder }) {
  return (
    <span className={styles.order}>
      <span className={styles.line}>
        <span className={styles.orderTitle}>
          <span className={styles.kind}>{order.kindText}</span>
          {order.title}
        </span>
        <span className={styles.money}>{formatMoney(order.amountCents)}</span>
      </span>
      {order.subTitle && <span className={`${styles.line} ${styles.weak}`}>{order.subTitle}</span>}
      <span className={`${styles.line} ${styles.weak} ${styles.meta}`}>
        <span>{order.time ? `${formatDateTime(order.time)} 支付` : ''}</span>
        <span>订单号 {order.orderNo}</span>
      </span>
    </span>
  );
}
