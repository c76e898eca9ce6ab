import { Link } from 'react-router-dom';
import type { ChargingBillItem } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { BillStateTag } from './BillStateTag';
import styles from './BillCard.module.css';

/** What the row's amount is: still to pay, paid, or (while charging) the running cost. */
function amountOf(b: ChargingBillItem): { label: string; cents: number } {
  if (b.orderState === 2) return { label: '待支付', cents: b.dueCents };
  if (b.orderState === 3) return { label: '实付', cents: b.paidCents };
  return { label: '当前费用', cents: b.feeCents };
}

/** One bill of the list, the whole card a link to its detail. */
export function BillCard({ bill }: { bill: ChargingBillItem }) {
  const amount = amountOf(bill);
  return (
    <Link className={styles.card} to={href(paths.chargeBillDetail, { orderNo: bill.orderNo })}>
      <span className={styles.line}>
        <span className={styles.title}>{bill.stationName}</span>
        <BillStateTag state={bill.orderState} text={bill.orderStateText} />
      </span>
      <span className={styles.line}>
        <span>
          {bill.deviceName} · {bill.gunName}
        </span>
        <span>{bill.kwh.toFixed(2)}度</span>
      </span>
      <span className={styles.line}>
        <span className={styles.weak}>{formatDateTime(bill.startTime)} 开始</span>
        <span>
          <span className={styles.weak}>{amount.label} </span>
          <span className={[styles.money, bill.orderState === 2 && styles.moneyDue].filter(Boolean).join(' ')}>{formatMoney(amount.cents)}</span>
        </span>
      </span>
    </Link>
  );
}
