import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import type { NearbyPark } from '@/api/dealer/types';
import type { DriverPosition } from '@/platform/useDriverPosition';
import { PagedList, type PagedQuery } from '@/ui/PagedList/PagedList';
import { Loading } from '@/ui/states/States';
import styles from './ParkListView.module.css';

interface Props<P extends NearbyPark> {
  where: DriverPosition;
  query: PagedQuery<P>;
  label: string;
  renderPark: (park: P) => ReactNode;
}

/**
 * A park list in every state (the kit's PagedList: loading, '停车点查询失败' with 重试, '暂无符合条件的停车点位',
 * pages on scroll, '无更多停车点'), after locating. When the driver could not be located it says which point
 * the distances are from.
 */
export function ParkListView<P extends NearbyPark>({ where, query, label, renderPark }: Props<P>) {
  if (!where.position) return <Loading text="正在定位…" />;
  const note =
    where.source === 'stored' ? '未能获取当前位置，距离按上次的位置计算' : where.source === 'centre' ? '未能获取当前位置，距离按市中心计算' : null;
  return (
    <>
      {note && (
        <p className={styles.note} role="status">
          {note}
        </p>
      )}
      {where.source === 'refused' && (
        <p className={styles.note} role="status">
          未开启定位，按城市显示 <Link to={paths.permissions}>去开启定位</Link>
        </p>
      )}
      <PagedList
        query={query}
        label={label}
        itemKey={(p) => p.parkId}
        renderItem={renderPark}
        loading="停车点加载中"
        error="停车点查询失败"
        empty="暂无符合条件的停车点位"
        endText="无更多停车点"
      />
    </>
  );
}
