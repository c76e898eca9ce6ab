import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { RecordActions } from '../components/RecordActions';
import { RecordInfo } from '../components/RecordInfo';
import { InvoiceHead } from '../components/InvoiceHead';
import { WithRecord } from '../components/WithRecord';
import styles from './InvoiceRecordDetailPage.module.css';

/**
 * /invoiceRecordDetail?invoiceNo: an invoice's state (开票中 moving on by itself, 已开票, 开票失败 with the reason,
 * 已红冲), its title and facts, the orders it covers, where it was sent; view it or send it to another address.
 */
export function InvoiceRecordDetailPage() {
  return (
    <Page title="发票详情" fallback={paths.invoiceRecord}>
      <RequireDriver>
        <WithRecord>
          {(invoice) => (
            <article className={styles.stack} aria-label={`发票 ${invoice.invoiceNo}`}>
              <InvoiceHead invoice={invoice} />
              <RecordActions invoice={invoice} />
              <RecordInfo invoice={invoice} />
            </article>
          )}
        </WithRecord>
      </RequireDriver>
    </Page>
  );
}
