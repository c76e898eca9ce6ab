import { useDiffTimeParkPagesInfiniteQuery } from '@/api/dealer/parks';
import type { NearbyPark } from '@/api/dealer/types';
import { href, paths } from '@/lib/paths';
import type { Position } from '@/platform/types';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { LotCard, LotLine } from '@/ui/LotCard';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Loading } from '@/ui/states/States';
import styles from './NearbyOffPeakLots.module.css';

function LotItem({ park }: { park: NearbyPark }) {
  return (
    <LotCard to={href(paths.wrongTimeShare, { parkId: park.parkId })} name={park.parkName} distance={park.distance} address={park.parkAddr}>
      {park.supportDiffTimeBag === 1 && (
        <LotLine>
          <span>错时包月</span>
          <span className={park.diffTimeBagLeftNum === 0 ? styles.weak : undefined}>
            {park.diffTimeBagLeftNum === 0 ? '已售罄' : `剩余 ${park.diffTimeBagLeftNum}/${park.diffTimeBagTotalNum}`}
          </span>
        </LotLine>
      )}
      {park.supportDiffTimeBook === 1 && (
        <LotLine>
          <span>错时预约</span>
          <span className={park.diffTimeBookLeftNum === 0 ? styles.weak : undefined}>
            {park.diffTimeBookLeftNum === 0 ? '已约满' : `剩余 ${park.diffTimeBookLeftNum}/${park.diffTimeBookTotalNum}`}
          </span>
        </LotLine>
      )}
      {park.description && <span className={styles.weak}>{park.description}</span>}
    </LotCard>
  );
}

function Lots({ position }: { position: Position }) {
  const q = useDiffTimeParkPagesInfiniteQuery({ destLng: position.lng, destLat: position.lat });
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
    <div className={styles.stack}>
      {where.source !== 'located' && (
        <p className={`${styles.note} ${styles.noteInfo}`} role="status">
          {where.source === 'refused' ? '未开启定位，按城市显示' : '未能获取当前位置，距离按上次的位置或市中心计算'}
        </p>
      )}
      <Lots position={where.position} />
    </div>
  );
}
