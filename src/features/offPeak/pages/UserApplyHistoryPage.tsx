import { useBerthAppliesInfiniteQuery } from '@/api/booking/owner';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import { ApplyItem } from '../owner/ApplyItem';

function Applies() {
  const q = useBerthAppliesInfiniteQuery();
  return (
    <PagedList
      query={q}
      label="车位登记申请"
      itemKey={(a) => a.applyNo}
      renderItem={(a) => <ApplyItem a={a} />}
      loading="申请记录加载中"
      error="申请记录加载失败"
      empty={{
        text: '暂无车位登记申请',
        description: '登记您的车位，空闲时共享给其他车主',
        action: <LinkButton solid to={paths.userApplyUserCheckIn}>登记车位</LinkButton>,
      }}
      pullToRefresh
    />
  );
}

/** /userApply/history: the driver's applications to share a space, newest first. */
export function UserApplyHistoryPage() {
  return (
    <Page title="申请记录" fallback={paths.userApply}>
      <RequireDriver>
        <Applies />
      </RequireDriver>
    </Page>
  );
}
