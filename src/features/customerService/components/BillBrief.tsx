import { Card } from 'antd-mobile';
import type { ServiceBill } from '@/api/basic/service.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import styles from './BillBrief.module.css';

/** The bill a problem is about, so the driver knows which one before writing. */
export function BillBrief({ bill, label }: { bill: ServiceBill; label: string }) {
  return (
    <section aria-label={label}>
      <Card>
        <p className={styles.line}>
          <span className={styles.title}>{bill.title}</span>
          <span className={styles.money}>{formatMoney(bill.amountCents)}</span>
        </p>
        <p className={`${styles.line} ${styles.weak}`}>
          <span>
            {bill.plateNo ? `${bill.plateNo} · ` : ''}
            {formatDateTime(bill.time)}
          </span>
          <span>{bill.stateText}</span>
        </p>
        <p className={styles.weak}>单号 {bill.billId}</p>
      </Card>
    </section>
  );
}
