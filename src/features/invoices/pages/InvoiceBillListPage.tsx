import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { OrderLine } from '../components/OrderLine';
import { WithRecord } from '../components/WithRecord';
import styles from './InvoiceBillListPage.module.css';

function Covered({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <p className={styles.count}>
        {invoice.issuerName} · 共 {invoice.orders.length} 笔订单，合计 <strong className={styles.money}>{formatMoney(invoice.amountCents)}</strong>
      </p>
      <ul className={styles.cards} aria-label="开票订单">
        {invoice.orders.map((o) => (
          <li key={`${o.kind}:${o.orderNo}`} className={styles.card}>
            <OrderLine order={o} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /invoiceBillList?invoiceNo: the orders an invoice covers, each with what it was, when and its amount. */
export function InvoiceBillListPage() {
  return (
    <Page title="开票订单" fallback={paths.invoiceRecord}>
      <RequireDriver>
        <WithRecord>{(invoice) => <Covered invoice={invoice} />}</WithRecord>
      </RequireDriver>
    </Page>
  );
}
