import { useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ClaimForm } from '../components/coupons/ClaimForm';

/**
 * /scanQRCodeCharging[?code]: claim a charging coupon by scanning its code or typing it. A poster's QR code may link
 * here with ?code=, which fills the field (the driver still taps 领取). A visitor signs in first and comes back.
 */
export function ScanQRCodeChargingPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
  return (
    <Page title="扫码领券">
      <RequireDriver>
        <ClaimForm initialCode={code} />
      </RequireDriver>
    </Page>
  );
}
