import { useSearchParams } from 'react-router-dom';
import type { InvoiceDetail } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DetailRow } from '@/payment/ui/DetailRow';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { invoiceLinks } from '../components/links';
import { SubmittedInvoices } from '../components/SubmittedInvoices';
import { WithRecord } from '../components/WithRecord';
import { CardList } from '@/ui/CardList';

/** One invoice asked for, as the server holds it now. */
function OneSubmitted({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <ResultView
      outcome="success"
      title="开票申请已提交"
      description={
        invoice.state === 2
          ? `发票已开具${invoice.email ? `，已发送至${invoice.email}` : ''}`
          : `发票一般5分钟内开具完成${invoice.email ? `，届时将发送至${invoice.email}` : ''}`
      }
      primary={{ text: '查看开票进度', to: invoiceLinks.recordDetail(invoice.invoiceNo) }}
      secondary={{ text: '返回发票管理', to: paths.invoiceManage }}
    >
      <CardList>
        <DetailRow label="开票方">{invoice.issuerName}</DetailRow>
        <DetailRow label="发票抬头">{invoice.titleName}</DetailRow>
        <DetailRow label="发票类型">{invoice.invoiceTypeText}</DetailRow>
        <DetailRow label="开票金额">{formatMoney(invoice.amountCents)}</DetailRow>
        <DetailRow label="订单数">{`${invoice.orderCount}笔`}</DetailRow>
        <DetailRow label="当前状态">{invoice.stateText}</DetailRow>
      </CardList>
    </ResultView>
  );
}

function Submitted() {
  const [search] = useSearchParams();
  const several = (search.get('invoiceNo') ?? '').split(',').filter(Boolean);
  if (several.length > 1) return <SubmittedInvoices invoiceNos={several} />;
  return <WithRecord>{(invoice) => <OneSubmitted invoice={invoice} />}</WithRecord>;
}

/**
 * /makeInvoiceSuccess?invoiceNo[,invoiceNo…]: the request was taken (one invoice per issuer). Each invoice is read
 * back (a reload shows the truth: it may be issued by now), with the way to follow it and back to 发票管理.
 */
export function MakeInvoiceSuccessPage() {
  return (
    <Page title="提交成功" fallback={paths.invoiceManage}>
      <RequireDriver>
        <Submitted />
      </RequireDriver>
    </Page>
  );
}
