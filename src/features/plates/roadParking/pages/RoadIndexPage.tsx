import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver-plates';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';
import { PlateBadge } from '../../components/PlateBadge';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { roadPath } from '../roadPaths';
import { SectionCard } from '../SectionCard';

function ChosenPlate({ parkId, plateId }: { parkId: string; plateId: string | null }) {
  const { data, isLoading, isError, isFetching, refetch } = useBoundPlatesQuery();
  if (isLoading) return <LoadingState label="车辆加载中" rows={1} />;
  if (isError || !data) return <ErrorState message="车辆列表加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  if (data.results.length === 0) {
    return (
      <EmptyState action={<Link className="pl-btn pl-btn--primary" to={roadPath('addCar', { parkId })}>添加车辆</Link>}>
        您还没有绑定车辆，添加后即可查询在停订单
      </EmptyState>
    );
  }
  const chosen = data.results.find((p) => p.plateId === plateId) ?? data.results.find((p) => p.isDefault === 1) ?? data.results[0]!;
  return (
    <section className="pl-card" aria-labelledby="pl-road-plate">
      <h2 id="pl-road-plate" className="pl-card-title">停车车辆</h2>
      <div className="pl-chosen">
        <PlateBadge plateNo={chosen.plateNo} plateColor={chosen.plateColor} large />
        <Link className="pl-link-btn" to={roadPath('palteList', { parkId, plateId: chosen.plateId })} aria-label="更换车辆">更换</Link>
      </div>
      <Link className="pl-btn pl-btn--primary pl-btn--block" to={roadPath('parkingList', { parkId, plateId: chosen.plateId })}>
        查询在停订单
      </Link>
    </section>
  );
}

/** /roadParking (index): the section of the sign and the driver's plate, then its parking orders here. */
export function RoadIndexPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const isDriver = useAppSelector(selectIsDriver);
  const parkId = params.get('parkId');
  return (
    <>
      <h1 className="pl-title">路侧停车</h1>
      {!parkId ? (
        <EmptyState action={<Link className="pl-btn pl-btn--ghost" to="/home">返回首页</Link>}>
          请扫描路侧停车牌上的二维码进入
        </EmptyState>
      ) : (
        <>
          <SectionCard parkId={parkId} />
          {isDriver ? <ChosenPlate parkId={parkId} plateId={params.get('plateId')} /> : (
            <EmptyState action={<Link className="pl-btn pl-btn--primary" to={loginWithRedirect(pathname + search)}>登录/注册</Link>}>
              登录后选择车辆，查询并缴纳停车费
            </EmptyState>
          )}
        </>
      )}
    </>
  );
}
