import { Navigate, useSearchParams } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { ThirdPayOutcome } from '../components/ThirdPayOutcome';

/**
 * /result?payOrderId[&payToken]: a payment's result by short link. With its token (a partner-checkout payment,
 * maybe a visitor's) the server is asked here; without, it is a driver's own payment: /payResultPage asks.
 */
export function ShortResultPage() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  const payToken = params.get('payToken');
  if (payOrderId && !payToken) {
    return (
      <RequireDriver>
        <Navigate to={href(paths.payResultPage, { payOrderId })} replace />
      </RequireDriver>
    );
  }
  return (
    <Page title="支付结果">
      {payOrderId ? <ThirdPayOutcome payOrderId={payOrderId} payToken={payToken} page="result" /> : <Empty text="缺少支付信息" description="请回到账单页面查看" />}
    </Page>
  );
}
