import { useSearchParams } from 'react-router-dom';
import { useChargingCouponsQuery } from '@/api/cps/coupons';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { QueryState } from '@/ui/states/States';
import { CouponSummary } from '../components/coupons/CouponSummary';
import styles from './ScanQRCodeChargingSuccessPage.module.css';

/**
 * /scanQRCodeChargingSuccess?couponId: the coupon just claimed, read back from the driver's usable coupons (so a
 * reload shows the truth), and the way on: start charging.
 */
export function ScanQRCodeChargingSuccessPage() {
  return (
    <Page title="领取成功">
      <RequireDriver>
        <Claimed />
      </RequireDriver>
    </Page>
  );
}

function Claimed() {
  const [params] = useSearchParams();
  const couponId = params.get('couponId') ?? '';
  const coupons = useChargingCouponsQuery();
  const actions = { primary: { text: '去充电', to: paths.chargingPage }, secondary: { text: '返回首页', to: paths.home } };
  return (
    <div className={styles.stack}>
      <QueryState query={coupons} loading="优惠券加载中" error="优惠券加载失败">
        {(list) => {
          const coupon = list.find((c) => c.couponId === couponId);
          // Opened again later: the coupon may have been used on a session or have expired since.
          if (!coupon) return <ResultView outcome="cancelled" title="优惠券已不在可用列表中" description="该优惠券可能已使用或已过期" {...actions} />;
          return (
            <ResultView outcome="success" title="领取成功" description="优惠券已放入您的账户，扫码充电时可选择使用" {...actions}>
              <div className={styles.card} aria-label="领取的优惠券" role="group">
                <CouponSummary coupon={coupon} />
              </div>
            </ResultView>
          );
        }}
      </QueryState>
    </div>
  );
}
