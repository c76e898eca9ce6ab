import { useSearchParams } from 'react-router-dom';
import { DriverOnly } from '../components/DriverOnly';
import { MissingOrder, PayOutcome } from '../components/PayOutcome';
import { PayScreen } from '../components/States';
import '../components/pay.css';

/** /payResultPage?payOrderId[&key]: what the server says about a payment (polls while it is pending). */
export function PayResultPage() {
  return (
    <DriverOnly>
      <ResultBody />
    </DriverOnly>
  );
}

function ResultBody() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  return (
    <PayScreen title="支付结果">
      {payOrderId ? <PayOutcome key={payOrderId} payOrderId={payOrderId} keyParam={params.get('key')} /> : <MissingOrder />}
    </PayScreen>
  );
}
