import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { useBagRulesQuery } from '@/api/special';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { BagRule, BagRuleList } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { PassForm, PassFormFooter } from '../components/PassForm';
import { LinkButton } from '@/ui/LinkButton';
import { useApplyForm } from '../components/useApplyForm';
import { soldOut } from '../passText';

const TITLE = '办理月卡';

function Apply({ list, rule, plates }: { list: BagRuleList; rule: BagRule; plates: BoundPlateList }) {
  const navigate = useNavigate();
  const state = useApplyForm(list.parkId, rule, plates.results);
  // The rule lives in the URL (the draft keeps the rest): a reload or Back shows the rule the driver chose.
  const onRule = (ruleId: string) => navigate(href(paths.mounthlyNotarize, { parkId: list.parkId, ruleId }), { replace: true });
  return (
    <Page title={TITLE} fallback={href(paths.monthParking, { parkId: list.parkId })} footer={<PassFormFooter mode="apply" rule={rule} pending={state.form.pending} />}>
      <PassForm mode="apply" parkId={list.parkId} parkName={list.parkName} rules={list.results} rule={rule} plates={plates} state={state} onRule={onRule} />
    </Page>
  );
}

function Shell({ children, parkId }: { children: ReactNode; parkId: string }) {
  return (
    <Page title={TITLE} fallback={href(paths.monthParking, { parkId })}>
      {children}
    </Page>
  );
}

function ForLot({ parkId, ruleId }: { parkId: string; ruleId: string | null }) {
  const rules = useBagRulesQuery({ parkId });
  const plates = useBoundPlatesQuery();
  const list = rules.data;
  if (list && plates.data) {
    const rule = list.results.find((r) => r.ruleId === ruleId);
    if (!rule) {
      // No rule named (or one no longer sold): the first the lot can still sell.
      const first = list.results.find((r) => !soldOut(r)) ?? list.results[0];
      if (first && ruleId === null) return <Navigate to={href(paths.mounthlyNotarize, { parkId, ruleId: first.ruleId })} replace />;
      return (
        <Shell parkId={parkId}>
          <Empty text={ruleId ? '该月卡已停售' : '该停车场暂无可办理的月卡'} description="请选择该停车场的其他月卡或其他停车场">
            <LinkButton solid to={href(paths.monthParking, { parkId })}>
              查看可办理的月卡
            </LinkButton>
          </Empty>
        </Shell>
      );
    }
    return <Apply list={list} rule={rule} plates={plates.data} />;
  }
  // Whichever read is still missing decides: its loading, or its failure with 重试.
  const waiting: QueryLike<unknown> = list ? plates : rules;
  return (
    <Shell parkId={parkId}>
      <QueryState query={waiting} loading="月卡信息加载中" error={list ? '车辆加载失败' : '月卡规则加载失败'}>
        {() => null}
      </QueryState>
    </Shell>
  );
}

/**
 * /mounthlyNotarize?parkId&ruleId: applying for a pass at one lot. The rule (any of the lot's, switched here), the
 * first day, the plates (bound ones, up to what the rule and the menu's bagVehicle allow), the owner's materials
 * when the rule needs the lot's review, and the rule's notice accepted. Submitted once; the draft survives a reload.
 */
export function MounthlyNotarizePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  if (!parkId) {
    return (
      <Page title={TITLE} fallback={paths.monthParking}>
        <Empty text="缺少停车场信息" description="请先选择要办理月卡的停车场">
          <LinkButton solid to={paths.monthParking}>
            选择停车场
          </LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <ForLot parkId={parkId} ruleId={search.get('ruleId')} />
    </RequireDriver>
  );
}
