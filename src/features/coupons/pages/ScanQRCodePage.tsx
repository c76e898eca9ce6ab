import { useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { CodeEntry } from '../components/claim/CodeEntry';
import { normaliseCode } from '../components/claim/scanned';
import { discountUrl } from '../components/links';

/**
 * /scanQRCode[?code]: claim a coupon by scanning a merchant's or a lot's code, or typing it; then the plate. A code
 * sent back from the failure page (an invalid one, to correct) fills the field. A visitor signs in first.
 */
export function ScanQRCodePage() {
  const [params] = useSearchParams();
  const code = normaliseCode(params.get('code') ?? '').slice(0, 32);
  return (
    <Page title="领取优惠券" fallback={discountUrl()}>
      <RequireDriver>
        <CodeEntry initialCode={code} />
      </RequireDriver>
    </Page>
  );
}
