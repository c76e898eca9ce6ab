import { useSearchParams } from 'react-router-dom';
import { ResultView } from '@/ui/ResultView';
import { LoadFailed, Loading } from '@/ui/states/States';
import { CouponCard, targetOf } from '../list/CouponCard';
import { discountUrl } from '../links';
import { useFoundCoupon } from './useFoundCoupon';
import styles from './ClaimedCoupon.module.css';

/**
 * A coupon just given to the driver (?couponId): 领取成功, the coupon itself, 去使用 and the way to the wallet.
 * `description` says how it came (a code bound to a plate, a merchant's gift).
 */
export function ClaimedCoupon({ description }: { description: string }) {
  const [params] = useSearchParams();
  const couponId = params.get('couponId') ?? '';
  const found = useFoundCoupon(couponId);
  const wallet = { text: '查看我的优惠券', to: discountUrl('unused') };
  if (found.state === 'loading') return <Loading text="优惠券加载中" />;
  if (found.state === 'error') return <LoadFailed text="优惠券加载失败" onRetry={found.retry} />;
  if (found.state === 'missing') {
    // Opened again later: the coupon may have been used or have expired since.
    return <ResultView outcome="cancelled" title="优惠券已不在可用列表中" description="该优惠券可能已使用或已过期" primary={wallet} />;
  }
  return (
    <ResultView outcome="success" title="领取成功" description={description} primary={{ text: '去使用', to: targetOf(found.coupon) }} secondary={wallet}>
      <div className={styles.coupon} role="group" aria-label="领取的优惠券">
        <CouponCard coupon={found.coupon} action={false} />
      </div>
    </ResultView>
  );
}
