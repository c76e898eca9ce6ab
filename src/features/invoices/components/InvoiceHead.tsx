import { Link } from '@/ui/Link';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatDateTime } from '@/lib/time';
import { RecordHead } from '@/ui/RecordHead';
import { InvoiceStateTag } from '@/payment/invoice/InvoiceStateTag';
import { invoiceLinks } from './links';
import styles from './InvoiceHead.module.css';

/** What the state means for the driver, and what to do about it. */
function StateNote({ invoice }: { invoice: InvoiceDetail }) {
  switch (invoice.state) {
    case 1:
      return <p>发票正在开具，一般5分钟内完成，完成后将发送至{invoice.email ?? '您的邮箱'}。本页会自动更新。</p>;
    case 2:
      return <p>发票已开具{invoice.email ? `，并已发送至${invoice.email}` : ''}。</p>;
    case 3:
      return (
        <div className={styles.failed}>
          <p>失败原因：{invoice.failReason ?? '开票方未说明原因'}</p>
          <p>所含订单已可重新开票。</p>
          <Link className={styles.textLink} to={invoiceLinks.orderList()}>
            重新开票
          </Link>
        </div>
      );
    case 4:
      return <p>该发票已于{formatDateTime(invoice.reverseTime)}红冲作废，所含订单可重新开票。</p>;
    default:
      return <p>开票状态未知，请稍后刷新查看。</p>;
  }
}

/** The head of an invoice's record: its state in words, the amount, and what happens next. */
export function InvoiceHead({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <RecordHead label="开票状态" state={<InvoiceStateTag state={invoice.state} text={invoice.stateText} large />} stateFirst amountLabel="开票金额" cents={invoice.amountCents}>
      <StateNote invoice={invoice} />
    </RecordHead>
  );
}
