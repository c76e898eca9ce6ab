import { useEffect } from 'react';
import { useWalletCouponsInfiniteQuery } from '@/api/coupon/wallet';
import type { WalletCoupon } from '@/api/coupon/wallet.types';

export type Found = { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'missing' } | { state: 'found'; coupon: WalletCoupon };

/**
 * A coupon of the driver's, read back from the wallet's unused coupons (the server's truth, so a reload shows it
 * as it is now), page after page until it is found or the list ends. Missing: used or expired since.
 */
export function useFoundCoupon(couponId: string): Found {
  const q = useWalletCouponsInfiniteQuery({ status: 'unused', scope: 'all' });
  const coupon = q.data?.pages.flatMap((p) => p.results).find((c) => c.couponId === couponId);
  const more = !coupon && q.hasNextPage && !q.isFetching && !q.isFetchNextPageError;
  const { fetchNextPage } = q;
  useEffect(() => {
    if (more) void fetchNextPage();
  }, [more, fetchNextPage]);
  if (coupon) return { state: 'found', coupon };
  if (q.isError && !q.data) return { state: 'error', retry: () => void q.refetch() };
  if (q.isFetchNextPageError) return { state: 'error', retry: () => void q.fetchNextPage() };
  if (!q.data || q.hasNextPage || q.isFetching) return { state: 'loading' };
  return { state: 'missing' };
}
