import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import { CouponList } from '../components/list/CouponList';
import { CouponTabs } from '../components/list/CouponTabs';
import { tabOf } from '../components/list/tabs';

/**
 * /discount[?tab=unused|used|expired] (and /unused, /used, /past, which open it on their tab): the driver's parking
 * and charging coupons by state, with the counts on the tabs; the tab lives in the URL so Back restores it.
 */
export function DiscountPage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const footer = (
    <LinkButton solid to={paths.scanQRCode}>扫码 / 输入券码领券</LinkButton>
  );
  return (
    <Page title="我的优惠券" fallback={paths.mine} footer={footer}>
      <RequireDriver>
        <CouponTabs tab={tab} onChange={(t) => setSearch({ tab: t }, { replace: true })} />
        <CouponList key={tab} tab={tab} />
      </RequireDriver>
    </Page>
  );
}
