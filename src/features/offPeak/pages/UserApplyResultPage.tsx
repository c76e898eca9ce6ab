import { useSearchParams } from 'react-router-dom';
import { useBerthApplyQuery } from '@/api/booking/owner';
import type { BerthApply } from '@/api/booking/owner.types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { FRESH } from '@/api/fresh';

const TITLE = '审核结果';

function Details({ a }: { a: BerthApply }) {
  return (
    <Facts
      rows={[
        ['停车场', a.parkName],
        ['车位编号', a.berthNo],
        ['联系电话', a.phone],
        ['证明照片', `${a.photos.length}张`],
        ['提交时间', formatDateTime(a.createTime)],
        ['审核时间', formatDateTime(a.reviewTime)],
        ['申请编号', a.applyNo],
      ]}
    />
  );
}

function Result({ a, refresh, refreshing }: { a: BerthApply; refresh: () => void; refreshing: boolean }) {
  if (a.state === 2) {
    return (
      <ResultView outcome="success" title="审核通过" description="车位已登记在您名下，可共享给其他车主并获得收益" primary={{ text: '进入车主中心', to: paths.userApply }} secondary={{ text: '申请记录', to: paths.userApplyHistory }}>
        <Details a={a} />
      </ResultView>
    );
  }
  if (a.state === 3) {
    return (
      <ResultView
        outcome="failure"
        title="审核未通过"
        description={a.rejectReason ?? '请补充材料后重新申请'}
        primary={{ text: '重新申请', to: href(paths.userApplyUserCheckIn, { parkId: a.parkId }) }}
        secondary={{ text: '申请记录', to: paths.userApplyHistory }}
      >
        <Details a={a} />
      </ResultView>
    );
  }
  if (a.state === UNKNOWN) {
    return (
      <ResultView outcome="pending" title="审核状态未知" description={a.stateText || undefined} primary={{ text: '刷新审核结果', onClick: refresh, loading: refreshing }} secondary={{ text: '申请记录', to: paths.userApplyHistory }}>
        <Details a={a} />
      </ResultView>
    );
  }
  return (
    <ResultView
      outcome="pending"
      title="审核中"
      description="停车场正在核实您的车位材料，审核结果将通过短信通知您"
      primary={{ text: '刷新审核结果', onClick: refresh, loading: refreshing }}
      secondary={{ text: '申请记录', to: paths.userApplyHistory }}
    >
      <Details a={a} />
    </ResultView>
  );
}

/** /userApply/result?applyNo: an application's review: under review (asked again on 刷新), approved, or rejected and why. */
export function UserApplyResultPage() {
  const [search] = useSearchParams();
  const applyNo = search.get('applyNo');
  return (
    <Page title={TITLE} fallback={paths.userApplyHistory}>
      {applyNo ? (
        <RequireDriver>
          <Loaded applyNo={applyNo} />
        </RequireDriver>
      ) : (
        <Empty text="缺少申请信息" description="请在申请记录中查看">
          <LinkButton to={paths.userApplyHistory}>申请记录</LinkButton>
        </Empty>
      )}
    </Page>
  );
}

function Loaded({ applyNo }: { applyNo: string }) {
  const q = useBerthApplyQuery({ applyNo }, FRESH);
  return (
    <QueryState query={q} loading="审核结果加载中" error="审核结果加载失败">
      {(a) => <Result a={a} refresh={() => void q.refetch()} refreshing={q.isFetching} />}
    </QueryState>
  );
}
