import type { ReactNode } from 'react';
import type { NearbyPark } from '@/api/types/dealer';
import type { DriverPosition } from '@/platform/useDriverPosition';
import { Empty, ListEnd, LoadError, Loading } from '@/ui/ListStates/ListStates';

/** What a list screen hands over from its infinite query. */
export interface ParkPages<P extends NearbyPark> {
  data?: { pages: { results: P[] }[] };
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface Props<P extends NearbyPark> {
  where: DriverPosition;
  query: ParkPages<P>;
  label: string;
  renderPark: (park: P) => ReactNode;
}

/**
 * A park list in every state: locating, loading, the load error ('停车点查询失败' with 重试), the empty answer
 * ('暂无符合条件的停车点位'), the pages with infinite scroll, and the end ('无更多停车点'). When the driver could not
 * be located it says which point the distances are from.
 */
export function ParkListView<P extends NearbyPark>({ where, query: q, label, renderPark }: Props<P>) {
  if (!where.position) return <Loading text="正在定位…" />;
  const note =
    where.source === 'stored' ? '未能获取当前位置，距离按上次的位置计算' : where.source === 'centre' ? '未能获取当前位置，距离按市中心计算' : null;
  let body;
  const items = q.data?.pages.flatMap((p) => p.results) ?? [];
  if (!q.data && q.isError) body = <LoadError text="停车点查询失败" onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loading />;
  else if (items.length === 0) body = <Empty text="暂无符合条件的停车点位" />;
  else {
    body = (
      <>
        <ul className="parks-list" aria-label={label}>
          {items.map((p) => (
            <li key={p.parkId}>{renderPark(p)}</li>
          ))}
        </ul>
        <ListEnd
          hasMore={q.hasNextPage}
          loadingMore={q.isFetchingNextPage}
          failed={q.isFetchNextPageError}
          onMore={() => void q.fetchNextPage()}
          endText="无更多停车点"
        />
      </>
    );
  }
  return (
    <>
      {note && (
        <p className="parks-note" role="status">
          {note}
        </p>
      )}
      {body}
    </>
  );
}
