import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/apiError';
import { invoiceSelfApi, useSelfInvoiceOrderQuery } from '@/api/invoice/self';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { LoadFailed, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { invoiceLinks } from '../components/links';
import { SelfInvoiceForm } from '../components/SelfInvoiceForm';
import { SelfInvoiceStatus, SelfInvoiceView } from '../components/SelfInvoiceStatus';
import { invoiceTiming } from '../components/timing';
import { SelfLookupForm } from '../components/SelfLookupForm';
import styles from './MakeInvoiceBySelfPage.module.css';

/** Transport failures are retried; the server's refusals (not found, unpaid, too old) are told as they are. */
const refusedByServer = (e: unknown) => isApiError(e) && /^(0x|4)/.test(e.code);

/** The order the plate and number name: its invoice when it has one, else the form for one. */
function Found({ plateNo, orderNo, onCreated }: { plateNo: string; orderNo: string; onCreated: (invoiceNo: string) => void }) {
  // The order's invoice comes with it (asked for here or from the driver's account): followed while 开票中.
  const known = invoiceSelfApi.endpoints.selfInvoiceOrder.useQueryState({ plateNo, orderNo });
  const issuing = known.data?.invoice?.state === 1;
  const q = useSelfInvoiceOrderQuery(
    { plateNo, orderNo },
    { refetchOnMountOrArgChange: true, pollingInterval: issuing ? invoiceTiming.pollMs : 0, skipPollingIfUnfocused: true },
  );
  const found = q.currentData;
  // The server's refusal read afresh beats an answer kept from before (the order refunded since); a failed read keeps it.
  if (q.isError && !q.isFetching && (!found || refusedByServer(q.error))) {
    if (refusedByServer(q.error)) {
      return (
        <p className={styles.formError} role="alert">
          {errorMessage(q.error)}
        </p>
      );
    }
    return <LoadFailed text="订单查询失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} />;
  }
  // currentData: another order's answer is never shown while this one loads; a poll keeps what is shown.
  if (!found) return <Loading text="订单查询中" />;
  if (found.invoice) {
    return (
      <>
        <p className={styles.note}>该订单已申请过发票，以下是开票进度。</p>
        <SelfInvoiceView inv={found.invoice} plateNo={plateNo} onAgain={() => void q.refetch()} />
      </>
    );
  }
  return <SelfInvoiceForm plateNo={plateNo} lookup={found} onCreated={onCreated} />;
}

/**
 * /makeInvoiceBySelf: invoicing without an account. The plate (plate keyboard) and the order number find a paid
 * parking order; its invoice is asked for with a title and an e-mail or a mobile number, then followed here until
 * 已开票 (and sent again from here). An order the server refuses (unpaid, past the window, refunded) is said in its
 * words. Where it stands lives in the URL (?plateNo&orderNo, then &invoiceNo), so a reload keeps it.
 */
export function MakeInvoiceBySelfPage() {
  const [search, setSearch] = useSearchParams();
  const plateNo = search.get('plateNo') ?? '';
  const orderNo = search.get('orderNo') ?? '';
  const invoiceNo = search.get('invoiceNo') ?? '';
  // Asking again for the same order (its invoice may have moved on) reads it afresh.
  const [asked, setAsked] = useState(0);
  const find = (p: string, o: string) => {
    if (p === plateNo && o === orderNo && !invoiceNo) setAsked((n) => n + 1);
    else setSearch({ plateNo: p, orderNo: o }, { replace: true });
  };

  if (plateNo && invoiceNo) {
    return (
      <Page title="自助开票" fallback={paths.invoiceManage}>
        <SelfInvoiceStatus invoiceNo={invoiceNo} plateNo={plateNo} onAgain={() => find(plateNo, orderNo)} />
        <LinkButton to={invoiceLinks.bySelf()} replace>
          为其他订单开票
        </LinkButton>
      </Page>
    );
  }
  return (
    <Page title="自助开票" fallback={paths.invoiceManage}>
      <p className={styles.intro}>无需登录，凭车牌号和停车订单编号即可为已支付的停车费开具电子发票。</p>
      {/* Keyed by what was asked, so the form starts from the URL again after a reload or 为其他订单开票. */}
      <SelfLookupForm key={`${plateNo}|${orderNo}`} plateNo={plateNo} orderNo={orderNo} onFind={find} />
      {plateNo && orderNo && <Found key={asked} plateNo={plateNo} orderNo={orderNo} onCreated={(no) => setSearch({ plateNo, orderNo, invoiceNo: no }, { replace: true })} />}
    </Page>
  );
}
