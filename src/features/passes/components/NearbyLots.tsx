import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useBagParkPagesInfiniteQuery } from '@/api/dealer/parks';
import type { NearbyPark } from '@/api/dealer/types';
import { knownDistance } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Loading } from '@/ui/states/States';
import '../passes.css';

/** Pass spaces left at a lot: -1 is unlimited, 0 none (its rules then read sold out). */
function bagSpaces(n: number): string {
  if (n < 0) return '月卡车位不限';
  return n === 0 ? '月卡车位已满' : `月卡余位 ${n}`;
}

function LotItem({ park }: { park: NearbyPark }) {
  const far = knownDistance(park.distance);
  return (
    <Link className="ps-item" to={href(paths.monthParking, { parkId: park.parkId })}>
      <span className="ps-line">
        <span className="ps-title">{park.parkName}</span>
        {far && <span className="ps-weak ps-nowrap">{far}</span>}
      </span>
      <span className="ps-weak">{park.parkAddr}</span>
      <span className="ps-line">
        <span className={park.leftBagSpaceNum === 0 ? 'ps-weak' : undefined}>{bagSpaces(park.leftBagSpaceNum)}</span>
        <span className="ps-link ps-nowrap">查看月卡</span>
      </span>
    </Link>
  );
}

/** Lots that sell passes (dealer nearbyBagParks), nearest first, page by page; each opens its rules. */
export function NearbyLots() {
  const where = useDriverPosition();
  const q = useBagParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  if (!where.position) return <Loading text="正在定位…" />;
  const note = where.source === 'located' ? null : '未能获取当前位置，距离按上次的位置或市中心计算';
  return (
    <>
      {note && (
        <p className="ps-note ps-note--info" role="status">
          {note}
        </p>
      )}
      <PagedList
        query={q}
        label="可办理月卡的停车场"
        itemKey={(p) => p.parkId}
        renderItem={(p) => <LotItem park={p} />}
        loading="停车场加载中"
        error="停车场加载失败"
        empty="附近暂无可办理月卡的停车场"
        endText="没有更多停车场了"
      />
    </>
  );
}
