import { useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { ThirdPayOutcome } from '../components/ThirdPayOutcome';

/**
 * /thirdpaySuccess?payOrderId&payToken: where the partner's checkout returns. Its word is not the truth: the server
 * is asked, and a payment that did not go through moves on to /thirdpayFail.
 */
export function ThirdpaySuccessPage() {
  const [params] = useSearchParams();
  return (
    <Page title="支付结果">
      <ThirdPayOutcome key={params.get('payOrderId')} payOrderId={params.get('payOrderId')} payToken={params.get('payToken')} page="success" />
    </Page>
  );
}
