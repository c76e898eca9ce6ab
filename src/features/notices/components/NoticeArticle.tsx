import { useEffect } from 'react';
import { basicNoticesApi } from '@/api/basic/notices';
import type { Notice } from '@/api/basic/types';
import { formatDateTime } from '@/lib/time';
import { useAppDispatch } from '@/ui/hooks';
import { QueryState } from '@/ui/states/States';
import styles from './NoticeArticle.module.css';
import { ServerHtml } from '@/ui/ServerHtml/ServerHtml';
import { useViewNoticeQuery } from '@/api/basic/pages';

function Article({ n }: { n: Notice }) {
  return (
    <article className={styles.article} aria-labelledby="nt-title">
      <h2 id="nt-title">{n.title}</h2>
      <p className={styles.weak}>{formatDateTime(n.publishTime)}</p>
      {/* The server's own HTML, sanitised, as news articles show theirs. */}
      <ServerHtml className={styles.body} html={n.content} />
    </article>
  );
}

/** One notice; viewing it reads it on the server, so the lists and counts are asked again once it was unread. */
export function NoticeArticle({ noticeId }: { noticeId: string }) {
  const dispatch = useAppDispatch();
  const notice = useViewNoticeQuery({ noticeId });
  const wasUnread = notice.data?.hasRead === false;
  useEffect(() => {
    if (wasUnread) dispatch(basicNoticesApi.util.invalidateTags(['Notices', 'NoticeCounts']));
  }, [wasUnread, dispatch]);
  return (
    <QueryState query={notice} loading="公告加载中" error="公告加载失败">
      {(n) => <Article n={n} />}
    </QueryState>
  );
}
