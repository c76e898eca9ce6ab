import { Link } from 'react-router-dom';
import { dealerApi } from '@/api/dealer';
import type { NearbyPark, NearbyParkPage, NearbyParksParams } from '@/api/dealer/types';
import { knownDistance } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import type { Position } from '@/platform/types';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { useAppDispatch } from '@/ui/hooks';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Loading } from '@/ui/states/States';
import { usePages } from '@/ui/PagedList/usePages';
import '../offPeak.css';

const PAGE_SIZE = 20;

function LotItem({ park }: { park: NearbyPark }) {
  const far = knownDistance(park.distance);
  return (
    <Link className="op-item" to={href(paths.wrongTimeShare, { parkId: park.parkId })}>
      <span className="op-line">
        <span className="op-title">{park.parkName}</span>
        {far && <span className="op-weak op-nowrap">{far}</span>}
      </span>
      <span className="op-weak">{park.parkAddr}</span>
      {park.supportDiffTimeBag === 1 && (
        <span className="op-line">
          <span>错时包月</span>
          <span className={park.diffTimeBagLeftNum === 0 ? 'op-weak' : undefined}>
            {park.diffTimeBagLeftNum === 0 ? '已售罄' : `剩余 ${park.diffTimeBagLeftNum}/${park.diffTimeBagTotalNum}`}
          </span>
        </span>
      )}
      {park.supportDiffTimeBook === 1 && (
        <span className="op-line">
          <span>错时预约</span>
          <span className={park.diffTimeBookLeftNum === 0 ? 'op-weak' : undefined}>
            {park.diffTimeBookLeftNum === 0 ? '已约满' : `剩余 ${park.diffTimeBookLeftNum}/${park.diffTimeBookTotalNum}`}
          </span>
        </span>
      )}
      {park.description && <span className="op-weak">{park.description}</span>}
    </Link>
  );
}

function Lots({ position }: { position: Position }) {
  const dispatch = useAppDispatch();
  const q = usePages<NearbyParksParams, NearbyParkPage, NearbyPark>({
    first: { destLng: position.lng, destLat: position.lat, pageNo: 1, pageSize: PAGE_SIZE },
    next: (p, a) => (p.pageNo * p.pageSize < p.total ? { ...a, pageNo: (a.pageNo ?? 1) + 1 } : null),
    start: (a) => dispatch(dealerApi.endpoints.nearbyDiffTimeParks.initiate(a)),
    read: (s, a) => dealerApi.endpoints.nearbyDiffTimeParks.select(a)(s),
    items: (p) => p.results,
  });
  return (
    <PagedList
      query={q}
      label="附近的错时共享停车场"
      itemKey={(p) => p.parkId}
      renderItem={(p) => <LotItem park={p} />}
      loading="停车场加载中"
      error="停车场加载失败"
      empty="附近暂无错时共享停车场"
      endText="没有更多停车场了"
    />
  );
}

/** Lots that share spaces off-peak (dealer nearbyDiffTimeParks), nearest first, with packages and slots left. */
export function NearbyOffPeakLots() {
  const where = useDriverPosition();
  if (!where.position) return <Loading text="正在定位…" />;
  return (
    <div className="op-stack">
      {where.source !== 'located' && (
        <p className="op-note op-note--info" role="status">
          未能获取当前位置，距离按上次的位置或市中心计算
        </p>
      )}
      <Lots position={where.position} />
    </div>
  );
}
