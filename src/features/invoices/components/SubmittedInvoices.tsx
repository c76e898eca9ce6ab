import { Link } from '@/ui/Link';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ResultView } from '@/ui/ResultView';
import { LoadFailed, Loading } from '@/ui/states/States';
import { InvoiceStateTag } from '@/payment/invoice/InvoiceStateTag';
import { invoiceLinks } from './links';
import { useRecord } from './useRecord';
import styles from './SubmittedInvoices.module.css';

/** One of the invoices asked for, read back from the server: issuer, amount, orders, state, the way to follow it. */
function Submitted({ invoiceNo }: { invoiceNo: string }) {
  const q = useRecord(invoiceNo);
  const inv = q.data;
  if (!inv) {
    return q.isError ? <LoadFailed text="发票信息加载失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="发票信息加载中" />;
  }
  return (
    <Link className={`${styles.card} ${styles.cardLink}`} to={invoiceLinks.recordDetail(invoiceNo)}>
      <span className={styles.line}>
        <span className={styles.cardTitle}>{inv.issuerName}</span>
        <InvoiceStateTag state={inv.state} text={inv.stateText} />
      </span>
      <span className={styles.line}>
        <span>
          {inv.titleName} · {inv.orderCount}笔
        </span>
        <span className={styles.money}>{formatMoney(inv.amountCents)}</span>
      </span>
      <span className={styles.weak}>申请编号 {invoiceNo}</span>
    </Link>
  );
}

/**
 * Several invoices asked for in one go (one per issuer): each as the server holds it now, and the way to the
 * records where they all are.
 */
export function SubmittedInvoices({ invoiceNos }: { invoiceNos: string[] }) {
  return (
    <ResultView
      outcome="success"
      title={`已提交${invoiceNos.length}张开票申请`}
      description="按开票方分别开具，发票一般5分钟内开具完成，届时将发送至您的邮箱"
      primary={{ text: '查看开票记录', to: invoiceLinks.records() }}
      secondary={{ text: '返回发票管理', to: paths.invoiceManage }}
    >
      <ul className={styles.cards} aria-label="开票申请">
        {invoiceNos.map((no) => (
          <li key={no}>
            <Submitted invoiceNo={no} />
          </li>
        ))}
      </ul>
    </ResultView>
  );
}
