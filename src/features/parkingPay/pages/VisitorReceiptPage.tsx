import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useVisitorPayOrderQuery } from '@/api/charge/visitorPay';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { CheckoutDetails } from '@/payment/ui/CheckoutDetails';
import { usePayment } from '@/payment/usePayment';
import { Page } from '@/ui/Page/Page';
import { PendingPaymentResult } from '@/ui/PendingPaymentResult';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { KeptReceiptList } from '../components/KeptReceiptList';
import { ReceiptInvoices } from '../components/ReceiptInvoice';
import { visitorKey } from '../keys';
import { keepReceipt, tokenOf } from '@/payment/visitorReceipts';
import styles from './VisitorReceiptPage.module.css';

const TITLE = '支付凭证';

/** How often and how long the page itself asks about a pending payment (tests shorten it). */
export const receiptTiming = { intervalMs: 2000, maxPolls: 30 };


/**
 * /visitorReceipt?payOrderId&payToken: a visitor's payment (a bill found by plate or paid at a lane), as the server has it (never
 * what the host or the cashier said). Pending is asked again (by the payment saga while it runs, else by the page
 * every intervalMs up to maxPolls, then on the visitor's tap); paid is the receipt, kept on this phone, with an
 * offer to keep it in an account; failed or closed offers paying again. Without them (/visitorReceipt[?plateNo]):
 * the receipts this phone kept.
 */
export function VisitorReceiptPage() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  const payToken = params.get('payToken');
  // No receipt named: this phone's receipts (from 我的), or one plate's (from the plate query).
  if (!payOrderId) {
    return (
      <Page title={TITLE}>
        <KeptReceiptList plateNo={params.get('plateNo')} />
      </Page>
    );
  }
  // A link cut short of its token still opens a receipt this phone kept; anything else has nothing to ask with.
  const token = payToken ?? tokenOf(payOrderId);
  if (!token) {
    return (
      <Page title={TITLE}>
        <Empty text="缺少支付信息" description="请回到账单页面重新查询" />
      </Page>
    );
  }
  return <Receipt payOrderId={payOrderId} payToken={token} />;
}

function Receipt({ payOrderId, payToken }: { payOrderId: string; payToken: string }) {
  const [polls, setPolls] = useState(0);
  const q = useVisitorPayOrderQuery({ payOrderId, payToken });
  const order = q.data;
  // While the payment saga asks the server (the host's pay just closed), the page shows its answers and asks nothing.
  const { entry } = usePayment(order ? visitorKey(order.uniqueId) : null);
  const busy = entry?.status === 'confirming';
  const pending = order?.state === 'pending' || order?.state === UNKNOWN;
  // The host's pay was closed or failed on this phone and the server has no payment: said at once, not waited on.
  const leftUnpaid = pending && (entry?.status === 'cancelled' || entry?.status === 'failed');
  const polling = pending && !leftUnpaid && polls < receiptTiming.maxPolls;

  useEffect(() => {
    if (!polling || busy || q.isFetching) return undefined;
    const t = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void q.refetch();
    }, receiptTiming.intervalMs);
    return () => window.clearTimeout(t);
  }, [polling, busy, q, polls]);

  // The receipt is this phone's: kept so the paid bill's page offers it again.
  useEffect(() => {
    if (order?.state === 'paid') keepReceipt({ ...order, uniqueIds: order.bills.map((b) => b.uniqueId) });
  }, [order]);

  const here = href(paths.visitorReceipt, { payOrderId, payToken });
  const askAgain = () => {
    setPolls(0);
    void q.refetch();
  };
  return (
    <Page title={TITLE}>
      <QueryState query={q} loading="正在查询支付结果" error="支付结果查询失败">
        {(o) => {
          // Paying again starts where it was paid: the lane's arrears for a car's arrears paid there, the exit lane's
          // page (a plate-less car's stay too), else the bill.
          const lane = o.barrier && { parkId: o.barrier.parkId, laneCode: o.barrier.laneCode };
          const billUrl = lane
            ? href(o.arrears ? paths.scanOverduePay : paths.scanPayPage, lane)
            : href(paths.payPage, { uniqueId: o.uniqueId, parkId: o.parkId });
          if (o.state === 'paid') {
            return (
              <ResultView outcome="success" title="已支付" description="停车费已缴清，请在免费离场时间内出场">
                <CheckoutDetails order={o} />
                <ReceiptInvoices plateNo={o.plateNo} bills={o.bills} />
                <p className={styles.note}>本凭证已保存在本机，重新打开此页面即可查看。</p>
                <Link className={styles.offer} to={loginWithRedirect(here)}>
                  注册/登录后可在账户中保存此记录
                </Link>
              </ResultView>
            );
          }
          if (leftUnpaid) {
            return (
              <ResultView
                outcome="cancelled"
                title="支付未完成"
                description="服务器暂未收到付款；如已付款，请刷新结果"
                primary={{ text: '重新支付', to: billUrl }}
                secondary={{ text: '刷新结果', loading: q.isFetching, onClick: askAgain }}
              >
                <CheckoutDetails order={o} />
              </ResultView>
            );
          }
          if (o.state === 'pending' || o.state === UNKNOWN) {
            // Still asking: wait. Asked long enough: the visitor may ask again, or go back to the bill. In the kit's
            // one wording of a payment the server has not confirmed (PendingPaymentResult).
            return (
              <PendingPaymentResult checking={polling || busy} rechecking={q.isFetching} onRecheck={askAgain} secondary={{ text: '返回账单', to: billUrl }}>
                <CheckoutDetails order={o} />
              </PendingPaymentResult>
            );
          }
          return (
            <ResultView
              outcome={o.state === 'closed' ? 'cancelled' : 'failure'}
              title={o.state === 'closed' ? '支付已取消' : '支付失败'}
              description="本次未扣款，您可以重新支付"
              primary={{ text: '重新支付', to: billUrl }}
            >
              <CheckoutDetails order={o} />
            </ResultView>
          );
        }}
      </QueryState>
    </Page>
  );
}
