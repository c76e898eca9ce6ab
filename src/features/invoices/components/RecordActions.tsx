import { Link } from 'react-router-dom';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { invoiceLinks } from './links';
import { viewable } from './stateText';
import './invoices.css';

/** What can be done with an invoice: view it once it exists; send it again while it stands (issued, not reversed). */
export function RecordActions({ invoice }: { invoice: InvoiceDetail }) {
  if (!viewable(invoice.state)) return null;
  return (
    <div className="inv-actions">
      <Link className="inv-link-button inv-link-button--solid" to={invoiceLinks.view(invoice.invoiceNo)}>
        查看发票
      </Link>
      {invoice.state === 2 && (
        <Link className="inv-link-button" to={invoiceLinks.resend(invoice.invoiceNo)}>
          发送到其他邮箱
        </Link>
      )}
    </div>
  );
}
