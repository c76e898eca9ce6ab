import { useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { useBagRulesQuery } from '@/api/special';
import { useBagPassQuery, usePlateMaterialsQuery } from '@/api/special/passes';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { BagPass, PlateMaterialList } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { AddCarForm } from '../components/AddCarForm';
import { LinkButton } from '@/ui/LinkButton';
import { usePlateLimit } from '../usePlateLimit';
import { FRESH } from '@/api/fresh';

function Ready({ pass, bound, materials }: { pass: BagPass; bound: BoundPlateList; materials: PlateMaterialList | undefined }) {
  const limit = usePlateLimit(pass.maxPlates);
  const rules = useBagRulesQuery({ parkId: pass.parkId });
  const rule = rules.data?.results.find((r) => r.ruleId === pass.ruleId);
  if (pass.state !== 4 || pass.plateChange?.state === 1) {
    return (
      <Empty text={pass.state !== 4 ? `月卡${pass.stateText}，不能修改车辆` : '车辆变更正在审核中'} description={pass.state === 4 ? '审核完成后可再次修改' : undefined}>
        <LinkButton solid to={href(paths.mounthlyPayManage, { bagId: pass.bagId })} replace>
          返回
        </LinkButton>
      </Empty>
    );
  }
  return <AddCarForm pass={pass} bound={bound} limit={limit} colours={rule?.plateColors ?? null} materials={pass.needMaterials ? (materials?.results ?? []) : null} />;
}

function ById({ bagId }: { bagId: string }) {
  const pass = useBagPassQuery({ bagId }, FRESH);
  const bound = useBoundPlatesQuery();
  const needs = pass.data?.needMaterials === 1;
  const materials = usePlateMaterialsQuery(undefined, { skip: !needs });
  if (pass.data && bound.data && (!needs || materials.data)) return <Ready pass={pass.data} bound={bound.data} materials={materials.data} />;
  const waiting: QueryLike<unknown> = !pass.data ? pass : !bound.data ? bound : materials;
  return (
    <QueryState query={waiting} loading="车辆加载中" error={!pass.data ? '月卡加载失败' : !bound.data ? '车辆加载失败' : '行驶证材料加载失败'}>
      {() => null}
    </QueryState>
  );
}

/** /mounthlyPayAddCar?bagId: add a plate to a pass, or swap one when it carries as many as it may. */
export function MounthlyPayAddCarPage() {
  const [search] = useSearchParams();
  const bagId = search.get('bagId');
  return (
    <Page title="添加或更换车辆" fallback={bagId ? href(paths.mounthlyPayManage, { bagId }) : paths.myMounthlyPay}>
      {bagId ? (
        <RequireDriver>
          <ById bagId={bagId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少月卡信息" description="请在“我的月卡”中选择月卡后管理车辆" />
      )}
    </Page>
  );
}
