import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import styles from './PagedList.module.css';

export interface ListFootProps {
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  endText: string;
}

/**
 * The foot of a paged list. The next page loads by itself when the foot scrolls into view (IntersectionObserver),
 * and 加载更多 is always there too, so a keyboard or switch user (and a browser without the observer) gets the next
 * page without scrolling. antd-mobile's InfiniteScroll has no such button, hence this one. A failed page offers a
 * retry and never retries by itself (that would hammer a server that is already failing).
 */
export function ListFoot({ hasMore, loadingMore, failed, onMore, endText }: ListFootProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  const active = hasMore && !loadingMore && !failed;
  useEffect(() => {
    const el = sentinel.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [active]);

  if (loadingMore) {
    return (
      <div className={styles.foot} role="status">
        <DotLoading color="currentColor" />
        <span>加载中…</span>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.foot} role="alert">
        <Button fill="none" color="primary" className={styles.more} onClick={onMore}>
          加载失败，点击重试
        </Button>
      </div>
    );
  }
  if (hasMore) {
    return (
      <div className={styles.foot}>
        <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
        <Button fill="none" color="primary" className={styles.more} onClick={onMore}>
          加载更多
        </Button>
      </div>
    );
  }
  return <p className={styles.foot}>{endText}</p>;
}
