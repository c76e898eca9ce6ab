import { Link } from 'react-router-dom';
import type { InvoiceSummary } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { InvoiceStateTag } from './InvoiceStateTag';
import { invoiceLinks } from './links';
import './invoices.css';

/** One invoice of the records, the whole card a link to its detail; a failed one says why. */
export function RecordCard({ record }: { record: InvoiceSummary }) {
  return (
    <Link className="inv-card-link" to={invoiceLinks.recordDetail(record.invoiceNo)}>
      <span className="inv-line">
        <span className="inv-card-title">{record.titleName}</span>
        <InvoiceStateTag state={record.state} text={record.stateText} />
      </span>
      <span className="inv-line inv-weak">
        <span>{record.issuerName}</span>
      </span>
      <span className="inv-line">
        <span className="inv-weak">
          {record.invoiceTypeText} · {record.orderCount}笔订单
        </span>
        <span className="inv-money">{formatMoney(record.amountCents)}</span>
      </span>
      {record.state === 3 && record.failReason && <span className="inv-fail">失败原因：{record.failReason}</span>}
      <span className="inv-line inv-weak">
        <span>{formatDateTime(record.createTime)} 申请</span>
        <span>{record.invoiceNo}</span>
      </span>
    </Link>
  );
}
