import { useMerchantInvalidCouponsInfiniteQuery } from '@/api/coupon/merchant';
import { PagedList } from '@/ui/PagedList/PagedList';
import { CouponRecord } from '../components/CouponRecord';
import { MerchantScope } from '../components/MerchantScope';
import { FRESH } from '@/api/fresh';
import styles from './InvalidCouponsPage.module.css';

function Invalid({ merchantId }: { merchantId: string }) {
  const q = useMerchantInvalidCouponsInfiniteQuery({ merchantId }, FRESH);
  return (
    <div className={styles.stack}>
      <p className={`${styles.note} ${styles.noteInfo}`}>库存到期未赠出、顾客未在有效期内使用，以及被撤回的优惠券。已赠出但未使用的优惠券可在其详情中撤回，撤回后库存退回1张。</p>
      <PagedList
        query={q}
        label="失效优惠券"
        itemKey={(c) => c.merchantCouponId}
        renderItem={(c) => <CouponRecord merchantId={merchantId} item={c} show="invalid" />}
        error="失效优惠券加载失败"
        loading="失效优惠券加载中"
        empty={{ text: '暂无失效优惠券', description: '过期和撤回的优惠券会列在这里' }}
        pullToRefresh
      />
    </div>
  );
}

/** /invalidCoupons?merchantId: expired (in stock or with the customer) and withdrawn coupons. */
export function InvalidCouponsPage() {
  return <MerchantScope title="失效优惠券">{(_home, merchantId) => <Invalid merchantId={merchantId} />}</MerchantScope>;
}
