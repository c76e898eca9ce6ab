import { useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { ThirdPayOutcome } from '../components/ThirdPayOutcome';

/**
 * /thirdpayFail?payOrderId&payToken: a partner payment that did not go through (cancelled at the checkout, refused).
 * The server is asked all the same: money that did arrive shows as paid, never as a failure.
 */
export function ThirdpayFailPage() {
  const [params] = useSearchParams();
  return (
    <Page title="支付未完成">
      <ThirdPayOutcome key={params.get('payOrderId')} payOrderId={params.get('payOrderId')} payToken={params.get('payToken')} page="fail" />
    </Page>
  );
}
