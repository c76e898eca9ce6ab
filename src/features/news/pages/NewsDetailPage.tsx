import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useNewsDetailQuery } from '@/api/publicity';
import type { NewsDetail } from '@/api/publicity/types';
import { externalUrl, leaveApp } from '@/lib/externalLink';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { ServerHtml } from '@/ui/ServerHtml/ServerHtml';
import { Empty, QueryState } from '@/ui/states/States';
import styles from './NewsDetailPage.module.css';

function Article({ news }: { news: NewsDetail }) {
  const external = externalUrl(news.thirdUrl);
  useEffect(() => {
    if (external) leaveApp.open(external);
  }, [external]);
  return (
    <article className={styles.article}>
      {/* The article's own heading: a news title is a sentence, too long for the bar (it wrapped there in 长辈模式). */}
      <h2 className={styles.articleTitle}>{news.title}</h2>
      <p className={styles.articleMeta}>
        <span>{news.author}</span>
        <span>{formatDateTime(news.publishTime)}</span>
        <span>阅读 {news.readCount}</span>
      </p>
      {external ? (
        <p className={styles.note}>
          正在打开原文…{' '}
          <a href={external} rel="noopener noreferrer">
            如未自动打开，请点击这里
          </a>
        </p>
      ) : (
        <ServerHtml className={styles.articleBody} html={news.content} />
      )}
    </article>
  );
}

/** /newsDetail?newId=: one news item; its server HTML is sanitised; an item with thirdUrl opens outside. */
export function NewsDetailPage() {
  const [params] = useSearchParams();
  const newsId = params.get('newId')?.trim() ?? '';
  const detail = useNewsDetailQuery(newsId ? { newsId } : skipToken);
  // currentData: the item of this newId only, never the previous one while the next loads.
  const news = detail.currentData;

  if (!newsId) {
    return (
      <Page title="资讯详情" fallback={paths.newsList}>
        <Empty text="资讯不存在或已下线">
          <Link to={paths.newsList}>查看全部资讯</Link>
        </Empty>
      </Page>
    );
  }
  return (
    <Page title="资讯详情" fallback={paths.newsList}>
      <QueryState query={{ ...detail, data: news }} loading="资讯加载中" error="资讯加载失败">
        {(n) => <Article news={n} />}
      </QueryState>
    </Page>
  );
}
