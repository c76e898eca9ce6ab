import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useNewsDetailQuery } from '@/api/publicity';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { isExternalHttpUrl, openExternal } from '../externalLink';
import '../news.css';

/** /newsDetail?newId=: one news item; its server HTML is sanitised; an item with thirdUrl opens outside. */
export function NewsDetailPage() {
  const [params] = useSearchParams();
  const newsId = params.get('newId')?.trim() ?? '';
  const detail = useNewsDetailQuery(newsId ? { newsId } : skipToken);
  const news = detail.currentData;
  const external = news && isExternalHttpUrl(news.thirdUrl) ? news.thirdUrl : undefined;
  const html = useMemo(() => sanitizeHtml(news?.content), [news?.content]);

  useEffect(() => {
    if (external) openExternal(external);
  }, [external]);

  if (!newsId) {
    return (
      <main className="news-page">
        <p className="news-state">资讯不存在或已下线</p>
        <p className="news-state">
          <Link to="/newsList">查看全部资讯</Link>
        </p>
      </main>
    );
  }
  if (!news && detail.isError) {
    return (
      <main className="news-page">
        <div className="news-state" role="alert">
          <p>资讯加载失败</p>
          <button type="button" className="news-retry" onClick={() => void detail.refetch()}>
            重试
          </button>
        </div>
      </main>
    );
  }
  if (!news) {
    return (
      <main className="news-page">
        <p className="news-state" role="status" aria-busy="true">
          加载中…
        </p>
      </main>
    );
  }
  return (
    <main className="news-page">
      <article className="news-article">
        <h1 className="news-article-title">{news.title}</h1>
        <p className="news-article-meta">
          <span>{news.author}</span>
          <span>{news.publishTime}</span>
          <span>阅读 {news.readCount}</span>
        </p>
        {external ? (
          <p className="news-state">
            正在打开原文…{' '}
            <a href={external} rel="noopener noreferrer">
              如未自动打开，请点击这里
            </a>
          </p>
        ) : (
          // Sanitised by DOMPurify with the app's allow-list (src/lib/sanitizeHtml.ts).
          <div className="news-article-body" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </article>
    </main>
  );
}
