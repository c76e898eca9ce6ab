import type { InvoiceDetail } from '@/api/invoice/records.types';
import { LinkButton } from '@/ui/LinkButton';
import { invoiceLinks } from './links';
import { viewable } from './stateText';
import styles from './RecordActions.module.css';

/** What can be done with an invoice: view it once it exists; send it again while it stands (issued, not reversed). */
export function RecordActions({ invoice }: { invoice: InvoiceDetail }) {
  if (!viewable(invoice.state)) return null;
  return (
    <div className={styles.actions}>
      <LinkButton solid to={invoiceLinks.view(invoice.invoiceNo)}>
        查看发票
      </LinkButton>
      {invoice.state === 2 && (
        <LinkButton to={invoiceLinks.resend(invoice.invoiceNo)}>
          发送到其他邮箱
        </LinkButton>
      )}
    </div>
  );
}
