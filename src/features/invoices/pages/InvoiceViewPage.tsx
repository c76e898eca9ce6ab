import { useInvoiceUrlQuery } from '@/api/invoice';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { safeInvoiceUrl } from '@/payment/invoice/invoiceUrl';
import { invoiceLinks } from '../components/links';
import { viewable } from '../components/stateText';
import { WithRecord } from '../components/WithRecord';
import styles from './InvoiceViewPage.module.css';
import { CardList } from '@/ui/CardList';

/** The link of an issued invoice from getInvoiceUrlByUnid, opened only when it is ours or https. */
function InvoiceLink({ invoice }: { invoice: InvoiceDetail }) {
  const q = useInvoiceUrlQuery({ unid: invoice.invoiceNo });
  return (
    <QueryState query={q} loading="发票链接获取中" error="发票链接获取失败">
      {(link) => {
        const url = safeInvoiceUrl(link.invoiceUrl);
        return (
          <div className={styles.stack}>
            <CardList header={<h2 className={styles.sectionTitle}>电子发票</h2>}>
              <DetailRow label="抬头">{invoice.titleName}</DetailRow>
              <DetailRow label="开票方">{invoice.issuerName}</DetailRow>
              <DetailRow label="金额">{formatMoney(link.amount)}</DetailRow>
              <DetailRow label="开票时间">{formatDateTime(link.issueTime)}</DetailRow>
              {invoice.taxInvoiceNo && <DetailRow label="发票号码">{invoice.taxInvoiceNo}</DetailRow>}
            </CardList>
            {invoice.state === 4 && <p className={styles.note}>该发票已红冲作废，仅供查看，不能再用于报销。</p>}
            {url ? (
              <>
                <LinkButton solid href={url}>
                  打开电子发票
                </LinkButton>
                <p className={`${styles.weak} ${styles.center}`}>发票以版式文件打开，可在打开后保存或转发</p>
              </>
            ) : (
              <p className={styles.formError} role="alert">
                发票链接无效，请稍后重试或联系客服
              </p>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * /invoicePage?invoiceNo: an issued (or reversed) invoice to open. The record is read first, so one still being
 * issued, or failed, says so here without asking for a link the server would refuse.
 */
export function InvoiceViewPage() {
  return (
    <Page title="查看发票" fallback={paths.invoiceRecord}>
      <RequireDriver>
        <WithRecord>
          {(invoice) =>
            viewable(invoice.state) ? (
              <InvoiceLink invoice={invoice} />
            ) : (
              <Empty
                text={invoice.state === 1 ? '发票正在开具中' : invoice.state === 3 ? '开票失败，没有可查看的发票' : '开票状态未知，暂无可查看的发票'}
                description={invoice.state === 1 ? '一般5分钟内完成，完成后即可查看' : invoice.state === 3 ? (invoice.failReason ?? undefined) : undefined}
              >
                <LinkButton to={invoiceLinks.recordDetail(invoice.invoiceNo)} replace>
                  查看发票详情
                </LinkButton>
              </Empty>
            )
          }
        </WithRecord>
      </RequireDriver>
    </Page>
  );
}
