import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { RequireDriver } from '@/ui/RequireDriver';
import { ParkingPayOutcome } from '../components/ParkingPayOutcome';

/**
 * /paySuccess[?payOrderId]: the success page external links open. With an order id it shows what the server says
 * (the same content as the result page); without one, a plain confirmation.
 */
export function PaySuccessPage() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  if (!payOrderId) {
    return (
      <Page title="支付成功">
        <ResultView
          outcome="success"
          title="支付成功"
          primary={{ text: '查看记录', to: paths.parkingRecord }}
          secondary={{ text: '返回首页', to: paths.home }}
        />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Page title="支付结果">
        <ParkingPayOutcome key={payOrderId} payOrderId={payOrderId} keyParam={params.get('key')} />
      </Page>
    </RequireDriver>
  );
}
