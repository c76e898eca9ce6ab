import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/apiError';
import { useMerchantHomeQuery } from '@/api/coupon/merchant';
import { MERCHANT_CODES, type MerchantHome } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import { LinkButton } from '@/ui/LinkButton';

interface ScopeProps {
  title: string;
  /** Only the owner may be here (buying, purchase records): a clerk is told so, and nothing is asked of the server. */
  ownerOnly?: string;
  /** The children draw their own Page (a page with a pinned footer); the scope draws only its own states. */
  bare?: boolean;
  children: (home: MerchantHome, merchantId: string) => ReactNode;
}

/** Where 返回 goes from a merchant page opened by a link. */
export function merchantHomeUrl(merchantId: string | null): string {
  return merchantId ? href(paths.merchantManage, { merchantId }) : paths.merchantManageList;
}

function Scoped({ merchantId, title, ownerOnly, bare, children }: ScopeProps & { merchantId: string }) {
  const q = useMerchantHomeQuery({ merchantId }, FRESH);
  const back = merchantHomeUrl(merchantId);
  if (!q.data) {
    const refused = isApiError(q.error) && q.error.code === MERCHANT_CODES.notStaff;
    return (
      <Page title={title} fallback={paths.merchantManageList}>
        {refused ? (
          <Empty text="您不是该商户的店员" description="只有商户的店主和店员可以管理商户优惠券">
            <LinkButton to={paths.merchantManageList}>我的商户</LinkButton>
          </Empty>
        ) : q.isError ? (
          <LoadFailed text="商户信息加载失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} />
        ) : (
          <Loading text="商户信息加载中" />
        )}
      </Page>
    );
  }
  const home = q.data;
  if (ownerOnly && !home.permissions.buy) {
    return (
      <Page title={title} fallback={back}>
        <Empty text={`仅店主可以${ownerOnly}`} description="您是该商户的店员，可以赠送优惠券；购买和费用由店主管理">
          <LinkButton to={back}>返回商户首页</LinkButton>
        </Empty>
      </Page>
    );
  }
  if (bare) return <>{children(home, merchantId)}</>;
  return (
    <Page title={title} fallback={back}>
      {children(home, merchantId)}
    </Page>
  );
}

/**
 * The frame of every page of one merchant (?merchantId): a signed-in driver who is its staff sees the page with the
 * merchant's home (role, permissions, stock) at hand; without a merchant, or for someone not its staff, the page
 * says so and leads to the merchant list, never an error toast.
 */
export function MerchantScope(props: ScopeProps) {
  const [search] = useSearchParams();
  const merchantId = search.get('merchantId');
  if (!merchantId) {
    return (
      <Page title={props.title} fallback={paths.merchantManageList}>
        <Empty text="请先选择商户" description="从“我的商户”进入要管理的商户">
          <LinkButton to={paths.merchantManageList}>我的商户</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Scoped {...props} merchantId={merchantId} />
    </RequireDriver>
  );
}
