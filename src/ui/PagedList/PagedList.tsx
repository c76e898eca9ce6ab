import { PullToRefresh } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { Empty, LoadFailed, Loading } from '../states/States';
import { ItemList } from './ItemList';
import { ListFoot } from './ListFoot';
import styles from './PagedList.module.css';

/** What a list needs from an RTK Query infinite query (`use…InfiniteQuery()` returns all of it). */
export interface PagedQuery<Item> {
  data?: { pages: { results: Item[]; total?: number }[] };
  /** The pages of the arguments asked for now; `data` keeps another filter's pages while the new ones load. */
  currentData?: { pages: { results: Item[]; total?: number }[] };
  isError: boolean;
  /** The read's error: an answer that broke the contract reads 数据异常. */
  error?: unknown;
  isFetching?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedEmpty {
  text: string;
  description?: string;
  /** What the driver can do about it (a button or link under the message). */
  action?: ReactNode;
}

export interface PagedListProps<Item> {
  query: PagedQuery<Item>;
  /** The list's accessible name ('停车记录'). */
  label: string;
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** What failed ('停车记录加载失败'). */
  error: string;
  /** What is loading, for the status line. */
  loading?: string;
  empty: string | PagedEmpty;
  /** Said under the last item ('没有更多了'). */
  endText?: string;
  /** Above the items once there are some: a count, a note. `total` is the server's count from the first page. */
  header?: (items: Item[], total: number | undefined) => ReactNode;
  /** Pull down to reload every page (for lists that change while the driver looks: arrears, orders). */
  pullToRefresh?: boolean;
  /** Items drawn as cards on the page grey (default), or bare for callers that draw their own rows. */
  variant?: 'cards' | 'plain';
}

/**
 * A paged query as a list, in every state: a skeleton on the first load, the load error with 重试, the empty
 * answer, the items, the next page on scroll (or 加载更多), a failed next page with a retry, and the end. The
 * list is a real ul/li with a name, so a screen reader says how many there are.
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { query: q, label, itemKey, renderItem, error, loading, empty, endText = '没有更多了', header, pullToRefresh, variant = 'cards' } = props;

  // Another filter's items under this filter's tab would mislead: show them only while they are this query's.
  const data = 'currentData' in q ? q.currentData : q.data;
  let body: ReactNode;
  if (!data) {
    body = q.isError ? <LoadFailed text={error} onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text={loading} />;
  } else {
    const items = data.pages.flatMap((p) => p.results);
    if (items.length === 0) {
      const e = typeof empty === 'string' ? { text: empty } : empty;
      body = (
        <Empty text={e.text} description={e.description}>
          {e.action}
        </Empty>
      );
    } else {
      body = (
        <>
          {header?.(items, data.pages[0]?.total)}
          <ItemList items={items} label={label} itemKey={itemKey} renderItem={renderItem} variant={variant} />
          <ListFoot
            hasMore={q.hasNextPage}
            loadingMore={q.isFetchingNextPage}
            failed={q.isFetchNextPageError}
            onMore={() => void q.fetchNextPage()}
            endText={endText}
          />
        </>
      );
    }
  }

  if (!pullToRefresh) return <div className={styles.paged}>{body}</div>;
  return (
    <div className={styles.paged}>
      <PullToRefresh
        onRefresh={async () => {
          await q.refetch();
        }}
      >
        {body}
      </PullToRefresh>
    </div>
  );
}
