import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver-plates';
import { PlateBadge } from '../../components/PlateBadge';
import { RequireDriver } from '../../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { roadPath } from '../roadPaths';

function Choices({ parkId, current }: { parkId: string | null; current: string | null }) {
  const navigate = useNavigate();
  const { data, isLoading, isError, isFetching, refetch } = useBoundPlatesQuery();
  if (isLoading) return <LoadingState label="车辆加载中" />;
  if (isError || !data) return <ErrorState message="车辆列表加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  const add = data.total < data.maxCount && (
    <Link className="pl-btn pl-btn--ghost pl-btn--block" to={roadPath('addCar', { parkId })}>添加车辆</Link>
  );
  if (data.results.length === 0) return <EmptyState action={add}>暂无绑定车辆</EmptyState>;
  return (
    <>
      <ul className="pl-plates" aria-label="选择车辆">
        {data.results.map((p) => {
          const chosen = p.plateId === current;
          return (
            <li key={p.plateId}>
              <button type="button" className={`pl-pick${chosen ? ' pl-pick--chosen' : ''}`} aria-pressed={chosen}
                aria-label={`选择${p.plateNo}`} onClick={() => navigate(roadPath('index', { parkId, plateId: p.plateId }), { replace: true })}>
                <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
                {p.isDefault === 1 && <span className="pl-tag pl-tag--primary">默认</span>}
                {p.isParking === 1 && <span className="pl-tag">停车中</span>}
                <span className="pl-pick-mark" aria-hidden="true">{chosen ? '✓' : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {add}
    </>
  );
}

/** /roadParking/palteList: choose which of the driver's plates is parked at this section. */
export function RoadPlateListPage() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="pl-title">选择车辆</h1>
      <RequireDriver>
        <Choices parkId={params.get('parkId')} current={params.get('plateId')} />
      </RequireDriver>
    </>
  );
}
