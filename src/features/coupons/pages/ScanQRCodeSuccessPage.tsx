import { useSearchParams } from 'react-router-dom';
import { formatPlate } from '@/lib/plate';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ClaimedCoupon } from '../components/claimed/ClaimedCoupon';
import { discountUrl } from '../components/links';

/** /scanQRCodeSuccess?couponId&plateNo: the coupon a code gave, bound to the plate chosen, and the way to use it. */
export function ScanQRCodeSuccessPage() {
  const [params] = useSearchParams();
  const plateNo = params.get('plateNo');
  const description = plateNo ? `优惠券已绑定车辆 ${formatPlate(plateNo)}，该车辆停车缴费时可以使用` : '优惠券已放入您的账户，停车缴费时可以使用';
  return (
    <Page title="领取成功" fallback={discountUrl()}>
      <RequireDriver>
        <ClaimedCoupon description={description} />
      </RequireDriver>
    </Page>
  );
}
