import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { useNewsListQuery } from '@/api/publicity';
import type { NewsItem } from '@/api/publicity/types';
import { externalUrl, leaveApp } from '@/lib/externalLink';
import { href, paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { readStored } from '@/session/storage';
import { Page } from '@/ui/Page/Page';
import { PagedList, type PagedQuery } from '@/ui/PagedList/PagedList';
import styles from './NewsListPage.module.css';

export const NEWS_PAGE_SIZE = 10;

function ItemBody({ item }: { item: NewsItem }) {
  return (
    <>
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{item.title}</span>
        <span className={styles.itemSummary}>{item.summary}</span>
        <span className={styles.itemTime}>{formatDate(item.publishTime)}</span>
      </span>
      {item.imgUrl && <img className={styles.itemImg} src={item.imgUrl} alt="" loading="lazy" width={96} height={64} />}
    </>
  );
}

/** A news item opens its own page outside the app when it has an http(s) thirdUrl, else /newsDetail. */
function NewsEntry({ item }: { item: NewsItem }): ReactNode {
  const url = externalUrl(item.thirdUrl);
  if (url) {
    const onClick = (e: MouseEvent) => {
      e.preventDefault();
      leaveApp.open(url);
    };
    return (
      <a className={styles.item} href={url} rel="noopener noreferrer" onClick={onClick}>
        <ItemBody item={item} />
      </a>
    );
  }
  return (
    <Link className={styles.item} to={href(paths.newsDetail, { newId: item.newsId })}>
      <ItemBody item={item} />
    </Link>
  );
}

/**
 * The news pages as the kit's paged list reads them. The publicity service pages by pageNo on a plain query
 * (no infinite query endpoint), so the pages already shown are kept here while the next one loads.
 */
function useNewsPages(): PagedQuery<NewsItem> {
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
  const firstPage = pageNo === 1;
  return {
    data: firstPage && !current ? undefined : { pages: [{ results: items, total: current?.total }] },
    isError: page.isError,
    isFetching: page.isFetching,
    hasNextPage: !!current && current.results.length > 0 && items.length < current.total,
    isFetchingNextPage: !firstPage && !current && !page.isError,
    isFetchNextPageError: !firstPage && page.isError,
    fetchNextPage: () => {
      if (page.isError) return void page.refetch();
      if (!current) return;
      setEarlier(items);
      setPageNo(pageNo + 1);
    },
    refetch: () => void page.refetch(),
  };
}

/** /newsList: publicity news, 10 a page; the next page loads when the end of the list scrolls into view, or by 加载更多. */
export function NewsListPage() {
  const pages = useNewsPages();
  return (
    <Page title="资讯">
      <PagedList
        query={pages}
        label="资讯列表"
        itemKey={(item) => item.newsId}
        renderItem={(item) => <NewsEntry item={item} />}
        loading="资讯加载中"
        error="资讯加载失败"
        empty="暂无资讯"
      />
    </Page>
  );
}
