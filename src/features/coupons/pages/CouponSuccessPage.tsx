import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ClaimedCoupon } from '../components/claimed/ClaimedCoupon';
import { discountUrl } from '../components/links';

/** /couponSuccess?couponId: where a claim or a gift (a merchant's activity, a message) lands: the coupon, 去使用. */
export function CouponSuccessPage() {
  return (
    <Page title="领取成功" fallback={discountUrl()}>
      <RequireDriver>
        <ClaimedCoupon description="优惠券已放入您的账户，可在“我的优惠券”中查看" />
      </RequireDriver>
    </Page>
  );
}
