import { useSearchParams } from 'react-router-dom';
import { selectIsDriver } from '@/session/sessionSlice';
import type { Prefetch } from '@/ui/lazyPage';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { prefetchChannels } from '@/payment/ui/useChannels';
import { BillPay } from '../components/BillPay';
import { chargeBillsApi } from '@/api/charge/bills';

/**
 * /payPage?uniqueId&parkId[&couponId]: one parking bill and its payment. A visitor who found the bill by plate
 * query sees it too (spec §6 lets visitors query plates) and signs in to pay, coming straight back here.
 */
export function PayPage() {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId');
  const parkId = params.get('parkId');
  const couponId = params.get('couponId') ?? undefined;
  if (!uniqueId || !parkId) {
    return (
      <Page title="停车缴费">
        <Empty text="缺少账单信息">
          <LinkButton block={false} to={paths.home}>返回首页</LinkButton>
        </Empty>
      </Page>
    );
  }
  return <BillPay title="停车缴费" uniqueId={uniqueId} parkId={parkId} couponId={couponId} backTo={href(paths.payPage, { uniqueId, parkId })} />;
}

/** The bill, the channels and, for a driver, the coupons: asked for while the page's code is still loading. */
export const prefetch: Prefetch = (url, { dispatch, getState }) => {
  const uniqueId = url.searchParams.get('uniqueId');
  const parkId = url.searchParams.get('parkId');
  if (!uniqueId || !parkId) return;
  const isDriver = selectIsDriver(getState());
  dispatch(chargeBillsApi.util.prefetch('parkOrderDetail', { uniqueId, parkId }, {}));
  if (isDriver) dispatch(chargeBillsApi.util.prefetch('usableCoupons', { uniqueId, parkId }, {}));
  prefetchChannels(parkId, isDriver, dispatch);
};
