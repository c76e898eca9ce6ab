import { skipToken } from '@reduxjs/toolkit/query';
import { useBagParkPagesInfiniteQuery } from '@/api/dealer/parks';
import type { NearbyPark } from '@/api/dealer/types';
import { href, paths } from '@/lib/paths';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { LotCard, LotLine } from '@/ui/LotCard';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Loading } from '@/ui/states/States';
import styles from './NearbyLots.module.css';

/** Pass spaces left at a lot: -1 is unlimited, 0 none (its rules then read sold out). */
function bagSpaces(n: number): string {
  if (n < 0) return '月卡车位不限';
  return n === 0 ? '月卡车位已满' : `月卡余位 ${n}`;
}

function LotItem({ park }: { park: NearbyPark }) {
  return (
    <LotCard to={href(paths.monthParking, { parkId: park.parkId })} name={park.parkName} distance={park.distance} address={park.parkAddr}>
      <LotLine>
        <span className={park.leftBagSpaceNum === 0 ? styles.weak : undefined}>{bagSpaces(park.leftBagSpaceNum)}</span>
        <span className={styles.link}>查看月卡</span>
      </LotLine>
    </LotCard>
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
        <p className={`${styles.note} ${styles.noteInfo}`} role="status">
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
