import { useSearchParams } from 'react-router-dom';
import { MissingOrder } from '@/payment/ui/PayOutcome';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ParkingPayOutcome } from '../components/ParkingPayOutcome';

/** /payResultPage?payOrderId[&key]: what the server says about a payment (polls while it is pending). */
export function PayResultPage() {
  return (
    <RequireDriver>
      <ResultBody />
    </RequireDriver>
  );
}

function ResultBody() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  return (
    <Page title="支付结果">
      {payOrderId ? <ParkingPayOutcome key={payOrderId} payOrderId={payOrderId} keyParam={params.get('key')} /> : <MissingOrder />}
    </Page>
  );
}
