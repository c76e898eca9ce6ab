import { List } from 'antd-mobile';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { ArrearsNote } from '@/payment/ui/ArrearsNote';
import { DetailRow } from '@/payment/ui/DetailRow';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './BillSummary.module.css';

/** A parking bill as a sign's visitor needs it: 欠费 when the car left unpaid, lot, plate, entry (and exit), berth and what is due now. */
export function BillSummary({ bill }: { bill: ParkOrderDetail }) {
  return (
    <section className={styles.bill} aria-label="停车账单">
      {bill.orderState === 2 && <ArrearsNote />}
      <List
        header={
          <span className={styles.billHead}>
            <h2>{bill.parkName}</h2>
            <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} />
          </span>
        }
      >
        <DetailRow label="订单编号">{bill.uniqueId}</DetailRow>
        <DetailRow label="入场时间">{formatDateTime(bill.parkStartTime)}</DetailRow>
        {bill.parkEndTime && <DetailRow label="离场时间">{formatDateTime(bill.parkEndTime)}</DetailRow>}
        {bill.parkDurationText && <DetailRow label="停车时长">{bill.parkDurationText}</DetailRow>}
        {bill.berthNo && <DetailRow label="泊位">{bill.berthNo}</DetailRow>}
        <DetailRow label={bill.orderState === 3 ? '已缴金额' : '应缴金额'}>
          <span className={styles.fee}>{formatMoney(bill.orderState === 3 ? bill.paidFee : bill.parkFee)}</span>
        </DetailRow>
      </List>
    </section>
  );
}
