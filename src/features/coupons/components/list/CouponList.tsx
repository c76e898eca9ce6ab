import { useWalletCouponsInfiniteQuery } from '@/api/coupon/wallet';
import type { CouponStatus } from '@/api/coupon/types';
import { paths } from '@/lib/paths';
import { PagedList } from '@/ui/PagedList/PagedList';
import { LinkButton } from '@/ui/LinkButton';
import { CouponCard } from './CouponCard';
import { TABS } from './tabs';

/** One tab's coupons, parking and charging together, paged (unused: the soonest to end first). */
export function CouponList({ tab }: { tab: CouponStatus }) {
  const q = useWalletCouponsInfiniteQuery({ status: tab, scope: 'all' });
  const empty = TABS.find((t) => t.key === tab)?.empty ?? '暂无优惠券';
  return (
    <PagedList
      query={q}
      label={`${TABS.find((t) => t.key === tab)?.label ?? ''}的优惠券`}
      loading="优惠券加载中"
      error="优惠券加载失败"
      empty={
        tab === 'unused'
          ? {
              text: empty,
              description: '扫描商户或停车场的领券二维码即可领取',
              action: (
                <LinkButton solid to={paths.scanQRCode}>去领券</LinkButton>
              ),
            }
          : empty
      }
      itemKey={(c) => c.couponId}
      renderItem={(c) => <CouponCard coupon={c} />}
      pullToRefresh
    />
  );
}
