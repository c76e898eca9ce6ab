import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { useBagRulesQuery } from '@/api/special';
import { useBagApplicationQuery } from '@/api/special/passes';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { BagApplicationDetail, BagRule } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { PassForm, PassFormFooter } from '../components/PassForm';
import { LinkButton } from '@/ui/LinkButton';
import { useEditForm } from '../components/useEditForm';
import { FRESH } from '@/api/fresh';

const TITLE = '修改申请';

function Edit({ a, rules, plates }: { a: BagApplicationDetail; rules: BagRule[]; plates: BoundPlateList }) {
  const state = useEditForm(a, rules, plates.results);
  return (
    <Page title={TITLE} fallback={href(paths.mounthlyDetail, { applicationId: a.applicationId })} footer={<PassFormFooter mode="edit" pending={state.form.pending} />}>
      <PassForm mode="edit" application={a} rules={rules} plates={plates} state={state} />
    </Page>
  );
}

function Shell({ children, back }: { children: ReactNode; back: string }) {
  return (
    <Page title={TITLE} fallback={back}>
      {children}
    </Page>
  );
}

function ById({ applicationId }: { applicationId: string }) {
  const back = href(paths.mounthlyDetail, { applicationId });
  const app = useBagApplicationQuery({ applicationId }, FRESH);
  const rules = useBagRulesQuery({ parkId: app.data?.parkId ?? '' }, { skip: !app.data });
  const plates = useBoundPlatesQuery();
  const a = app.data;
  if (a && a.canEdit !== 1) {
    return (
      <Shell back={back}>
        <Empty text={`该申请${a.stateText}，无需修改`} description="只有被驳回的申请可以修改后重新提交">
          <LinkButton solid to={back} replace>
            查看申请
          </LinkButton>
        </Empty>
      </Shell>
    );
  }
  if (a && rules.data && plates.data) return <Edit a={a} rules={rules.data.results} plates={plates.data} />;
  const waiting: QueryLike<unknown> = !a ? app : !rules.data ? rules : plates;
  return (
    <Shell back={back}>
      <QueryState query={waiting} loading="申请加载中" error={!a ? '申请加载失败' : !rules.data ? '月卡规则加载失败' : '车辆加载失败'}>
        {() => null}
      </QueryState>
    </Shell>
  );
}

/** /mounthlyEdit?applicationId: a rejected application fixed in place and sent for review again. */
export function MounthlyEditPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId');
  if (!applicationId) {
    return (
      <Shell back={paths.myMounthlyPay}>
        <Empty text="缺少申请信息" description="请在“我的月卡”中选择要修改的申请" />
      </Shell>
    );
  }
  return (
    <RequireDriver>
      <ById applicationId={applicationId} />
    </RequireDriver>
  );
}
