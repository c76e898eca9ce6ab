import { Link } from 'react-router-dom';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { InvoiceStateTag } from './InvoiceStateTag';
import { invoiceLinks } from './links';
import './invoices.css';

/** What the state means for the driver, and what to do about it. */
function StateNote({ invoice }: { invoice: InvoiceDetail }) {
  switch (invoice.state) {
    case 1:
      return <p className="inv-state-note">发票正在开具，一般5分钟内完成，完成后将发送至{invoice.email ?? '您的邮箱'}。本页会自动更新。</p>;
    case 2:
      return <p className="inv-state-note">发票已开具{invoice.email ? `，并已发送至${invoice.email}` : ''}。</p>;
    case 3:
      return (
        <div className="inv-state-note inv-state-note--failed">
          <p>失败原因：{invoice.failReason ?? '开票方未说明原因'}</p>
          <p>所含订单已可重新开票。</p>
          <Link className="inv-text-link" to={invoiceLinks.orderList()}>
            重新开票
          </Link>
        </div>
      );
    default:
      return (
        <p className="inv-state-note">
          该发票已于{formatDateTime(invoice.reverseTime)}红冲作废，所含订单可重新开票。
        </p>
      );
  }
}

/** The head of an invoice: its state in words, the amount, and what happens next. */
export function RecordSummary({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section className="inv-summary" aria-label="开票状态">
      <InvoiceStateTag state={invoice.state} text={invoice.stateText} />
      <p className="inv-summary-amount">
        <span className="inv-weak">开票金额</span>
        <strong className="inv-money">{formatMoney(invoice.amountCents)}</strong>
      </p>
      <StateNote invoice={invoice} />
    </section>
  );
}
