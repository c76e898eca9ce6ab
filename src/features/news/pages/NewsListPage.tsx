import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useNewsListQuery } from '@/api/publicity';
import type { NewsItem } from '@/api/types/publicity';
import { readStored } from '@/session/storage';
import { isExternalHttpUrl, openExternal } from '../externalLink';
import '../news.css';

export const NEWS_PAGE_SIZE = 10;

function ItemBody({ item }: { item: NewsItem }) {
  return (
    <>
      <span className="news-item-text">
        <span className="news-item-title">{item.title}</span>
        <span className="news-item-summary">{item.summary}</span>
        <span className="news-item-time">{item.publishTime.slice(0, 10)}</span>
      </span>
      {item.imgUrl && <img className="news-item-img" src={item.imgUrl} alt="" loading="lazy" width={96} height={64} />}
    </>
  );
}

function NewsEntry({ item }: { item: NewsItem }) {
  if (item.thirdUrl && isExternalHttpUrl(item.thirdUrl)) {
    const url = item.thirdUrl;
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      openExternal(url);
    };
    return (
      <a className="news-item" href={url} rel="noopener noreferrer" onClick={onClick}>
        <ItemBody item={item} />
      </a>
    );
  }
  return (
    <Link className="news-item" to={`/newsDetail?newId=${encodeURIComponent(item.newsId)}`}>
      <ItemBody item={item} />
    </Link>
  );
}

/**
 * /newsList: publicity news, 10 a page; the next page loads when the end of the list scrolls into view
 * (IntersectionObserver), or by the 加载更多 button where that is not available.
 */
export function NewsListPage() {
  const [pageNo, setPageNo] = useState(1);
  const [earlier, setEarlier] = useState<NewsItem[]>([]);
  const [scope] = useState(() => {
    const clientType = readStored('clientType');
    const driverDealerId = readStored('driverDealerId');
    return { ...(clientType ? { clientType } : {}), ...(driverDealerId ? { driverDealerId } : {}) };
  });
  const page = useNewsListQuery({ pageNo, pageSize: NEWS_PAGE_SIZE, ...scope });
  const current = page.currentData;
  const items = useMemo(() => (current ? [...earlier, ...current.results] : earlier), [earlier, current]);
  const hasMore = !!current && current.results.length > 0 && items.length < current.total;
  const loadingMore = pageNo > 1 && !current && !page.isError;

  const loadMore = () => {
    if (!current || !hasMore) return;
    setEarlier(items);
    setPageNo(pageNo + 1);
  };
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMoreRef.current();
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore]);

  let content;
  if (pageNo === 1 && !current && page.isError) {
    content = (
      <div className="news-state" role="alert">
        <p>资讯加载失败</p>
        <button type="button" className="news-retry" onClick={() => void page.refetch()}>
          重试
        </button>
      </div>
    );
  } else if (pageNo === 1 && !current) {
    content = (
      <p className="news-state" role="status" aria-busy="true">
        加载中…
      </p>
    );
  } else if (items.length === 0) {
    content = <p className="news-state">暂无资讯</p>;
  } else {
    content = (
      <>
        <ul className="news-list" aria-label="资讯列表">
          {items.map((item) => (
            <li key={item.newsId}>
              <NewsEntry item={item} />
            </li>
          ))}
        </ul>
        <div className="news-end">
          {loadingMore ? (
            <p role="status">加载中…</p>
          ) : page.isError ? (
            <button type="button" className="news-more" onClick={() => void page.refetch()}>
              加载失败，点击重试
            </button>
          ) : hasMore ? (
            <>
              <div ref={sentinel} aria-hidden="true" />
              <button type="button" className="news-more" onClick={loadMore}>
                加载更多
              </button>
            </>
          ) : (
            <p>没有更多了</p>
          )}
        </div>
      </>
    );
  }

  return (
    <main className="news-page">
      <h1 className="news-title">资讯</h1>
      {content}
    </main>
  );
}
