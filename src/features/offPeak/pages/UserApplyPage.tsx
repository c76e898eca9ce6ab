import { useHasRegisteredBerthQuery } from '@/api/booking/spec';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import { LatestApply } from '../owner/LatestApply';
import { OwnerCentre } from '../owner/OwnerCentre';
import { CheckIn } from './UserCheckInPage';

function Decide() {
  const q = useHasRegisteredBerthQuery(undefined, FRESH);
  if (q.data && !q.data.registered) {
    return <CheckIn parkId={null} title="共享我的车位" fallback={paths.mine} intro={<LatestApply apply={q.data.latestApply} />} />;
  }
  return (
    <Page title="车主中心" fallback={paths.mine}>
      <QueryState query={q} loading="车主信息加载中" error="车主信息加载失败">
        {() => <OwnerCentre />}
      </QueryState>
    </Page>
  );
}

/**
 * /userApply: an owner with a registered space sees their centre (earnings, shares, spaces, locks); anyone else the
 * application form, with their latest application's state above it. hasRegisteredBerth decides.
 */
export function UserApplyPage() {
  return (
    <RequireDriver>
      <Decide />
    </RequireDriver>
  );
}
