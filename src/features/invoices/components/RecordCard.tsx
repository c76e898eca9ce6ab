import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import type { InvoiceSummary } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { InvoiceStateTag } from '@/payment/invoice/InvoiceStateTag';
import { invoiceLinks } from './links';
import styles from './RecordCard.module.css';

interface Props {
  /** Where it was sent plays no part in the card (a plate's visitor-issued invoices do not carry it). */
  record: Omit<InvoiceSummary, 'email'>;
  /** Where the card leads: the driver's own record's detail unless told otherwise. */
  to?: string;
  /** A line under the issuer (a visitor-issued invoice's order). */
  note?: ReactNode;
}

/** One invoice of the records, the whole card a link to its detail; a failed one says why. */
export function RecordCard({ record, to = invoiceLinks.recordDetail(record.invoiceNo), note }: Props) {
  return (
    <Link className={styles.cardLink} to={to}>
      <span className={styles.line}>
        <span className={styles.cardTitle}>{record.titleName}</span>
        <InvoiceStateTag state={record.state} text={record.stateText} />
      </span>
      <span className={`${styles.line} ${styles.weak}`}>
        <span>{record.issuerName}</span>
      </span>
      {note && <span className={`${styles.line} ${styles.weak}`}>{note}</span>}
      <span className={styles.line}>
        <span className={styles.weak}>
          {record.invoiceTypeText} · {record.orderCount}笔订单
        </span>
        <span className={styles.money}>{formatMoney(record.amountCents)}</span>
      </span>
      {record.state === 3 && record.failReason && <span className={styles.fail}>失败原因：{record.failReason}</span>}
      <span className={`${styles.line} ${styles.weak}`}>
        <span>{formatDateTime(record.createTime)} 申请</span>
        <span>{record.invoiceNo}</span>
      </span>
    </Link>
  );
}
