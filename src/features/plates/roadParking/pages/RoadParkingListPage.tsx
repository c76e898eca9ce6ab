import { Link, useSearchParams } from 'react-router-dom';
import { useParkOrdersQuery } from '@/api/charge';
import { useBoundPlatesQuery } from '@/api/driver-plates';
import type { ParkOrderItem } from '@/api/types/charge';
import { formatMoney } from '@/lib/format';
import { PlateBadge } from '../../components/PlateBadge';
import { RequireDriver } from '../../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { roadPath } from '../roadPaths';

const PAGE_SIZE = 20;

function OrderCard({ order }: { order: ParkOrderItem }) {
  const pay = `/payPage?${new URLSearchParams({ uniqueId: order.uniqueId, parkId: order.parkId })}`;
  return (
    <li className="pl-order">
      <h3 className="pl-order-park">{order.parkName}</h3>
      <dl className="pl-order-facts">
        <div><dt>入场时间</dt><dd>{order.parkStartTime}</dd></div>
        <div><dt>已停时长</dt><dd>{order.parkDurationText}</dd></div>
        <div><dt>待缴金额</dt><dd className="pl-order-fee">{order.isBagCar ? '月卡车辆' : formatMoney(order.parkFee)}</dd></div>
      </dl>
      {order.parkFee > 0 ? (
        <Link className="pl-btn pl-btn--primary pl-btn--block" to={pay} aria-label={`去缴费 ${formatMoney(order.parkFee)}`}>
          去缴费
        </Link>
      ) : (
        <p className="pl-hint">{order.isBagCar ? '月卡有效期内免费停放' : '当前处于免费时段，暂无需缴费'}</p>
      )}
    </li>
  );
}

function Orders({ parkId, plateNo }: { parkId: string | null; plateNo: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useParkOrdersQuery({ requestType: 1, pageNo: 1, pageSize: PAGE_SIZE, plateNo });
  if (isLoading) return <LoadingState label="在停订单加载中" rows={2} />;
  if (isError || !data) return <ErrorState message="在停订单加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  const here = data.results.filter((o) => !parkId || o.parkId === parkId);
  const elsewhere = data.results.filter((o) => parkId && o.parkId !== parkId);
  return (
    <>
      {here.length === 0 ? (
        <EmptyState>该车辆在本路段暂无在停订单</EmptyState>
      ) : (
        <ul className="pl-orders" aria-label="本路段在停订单">
          {here.map((o) => <OrderCard key={o.uniqueId} order={o} />)}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <>
          <h2 className="pl-subtitle">其他停车场的在停订单</h2>
          <ul className="pl-orders" aria-label="其他在停订单">
            {elsewhere.map((o) => <OrderCard key={o.uniqueId} order={o} />)}
          </ul>
        </>
      )}
    </>
  );
}

function ForPlate({ parkId, plateId }: { parkId: string | null; plateId: string | null }) {
  const plates = useBoundPlatesQuery();
  if (plates.isLoading) return <LoadingState label="车辆加载中" rows={1} />;
  if (plates.isError || !plates.data) return <ErrorState message="车辆列表加载失败" onRetry={() => void plates.refetch()} busy={plates.isFetching} />;
  const plate = plates.data.results.find((p) => p.plateId === plateId);
  if (!plate) {
    return (
      <EmptyState action={<Link className="pl-btn pl-btn--primary" to={roadPath('palteList', { parkId })}>选择车辆</Link>}>
        请先选择车辆
      </EmptyState>
    );
  }
  return (
    <>
      <div className="pl-card pl-chosen">
        <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
        <Link className="pl-link-btn" to={roadPath('palteList', { parkId, plateId })} aria-label="更换车辆">更换</Link>
      </div>
      <Orders parkId={parkId} plateNo={plate.plateNo} />
    </>
  );
}

/** /roadParking/parkingList?parkId&plateId: the plate's parking in progress at this section (and elsewhere), with pay. */
export function RoadParkingListPage() {
  const [params] = useSearchParams();
  return (
    <>
      <h1 className="pl-title">在停订单</h1>
      <RequireDriver>
        <ForPlate parkId={params.get('parkId')} plateId={params.get('plateId')} />
      </RequireDriver>
    </>
  );
}
