import { skipToken } from '@reduxjs/toolkit/query';
import { useBookableParksByLocationQuery, useBookableParksByNameQuery } from '@/api/booking/spec';
import type { BookablePark, CursorPage } from '@/api/booking/types';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { Loading, QueryState, type QueryLike } from '@/ui/states/States';
import { LotItem } from './LotItem';
import styles from './LotLists.module.css';

/** The spec's paging of bookable lots: the first page of 9999, so every lot comes at once. */
const ALL = { lastId: 0, pageSize: 9999 } as const;

function Lots({ query, label, empty }: { query: QueryLike<CursorPage<BookablePark>>; label: string; empty: string }) {
  return (
    <QueryState query={query} loading="停车场加载中" error="停车场加载失败" empty={{ when: (d) => d.list.length === 0, text: empty }}>
      {(d) => (
        <ul className={styles.list} aria-label={label}>
          {d.list.map((p) => (
            <li key={p.parkId} className={`${styles.card} ${styles.cardFlush}`}>
              <LotItem park={p} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Bookable lots nearest the driver (their position, else the last one, else the city centre). */
export function NearbyLots() {
  const where = useDriverPosition();
  const q = useBookableParksByLocationQuery(where.position ? { longitude: where.position.lng, latitude: where.position.lat, ...ALL } : skipToken);
  if (!where.position) return <Loading text="正在定位…" />;
  return (
    <div className={styles.stack}>
      {where.source !== 'located' && (
        <p className={`${styles.note} ${styles.noteInfo}`} role="status">
          {where.source === 'refused' ? '未开启定位，按城市显示' : '未能获取当前位置，距离按上次的位置或市中心计算'}
        </p>
      )}
      <Lots query={q} label="附近可预约的停车场" empty="附近暂无可预约的停车场" />
    </div>
  );
}

/** Bookable lots whose name holds the words typed. */
export function LotsByName({ keyword }: { keyword: string }) {
  const q = useBookableParksByNameQuery({ parkName: keyword, ...ALL });
  return <Lots query={q} label={`名称含“${keyword}”的停车场`} empty={`没有找到名称含“${keyword}”的可预约停车场`} />;
}
