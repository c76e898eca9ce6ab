import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAckLoginNoticeMutation, useLoginNoticeQuery } from '@/api/basic/notices';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { LoadFailed, Loading } from '@/ui/states/States';
import styles from './NewNoticePage.module.css';
import { ServerHtml } from '@/ui/ServerHtml/ServerHtml';

/** Only same-app paths: a redirect from the query must not send the driver elsewhere. */
function safeRedirect(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : paths.home;
}

function LoginNotice() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeRedirect(search.get('redirect'));
  const notice = useLoginNoticeQuery(undefined, { refetchOnMountOrArgChange: true });
  const [ack, { isLoading }] = useAckLoginNoticeMutation();
  const none = notice.data !== undefined && notice.data.notice === null;
  // Nothing (left) to show: go on as if the page was never there.
  useEffect(() => {
    if (none) navigate(next, { replace: true });
  }, [none, navigate, next]);
  if (notice.isError && !notice.data) return <LoadFailed text="公告加载失败" onRetry={() => void notice.refetch()} busy={notice.isFetching} error={notice.error} />;
  const n = notice.data?.notice;
  if (!n) return <Loading text="公告加载中" />;
  const done = async () => {
    try {
      await ack({ noticeId: n.noticeId }).unwrap();
      navigate(next, { replace: true });
    } catch {
      // Said by the catalogue; the driver may try again.
    }
  };
  return (
    <div className={styles.stack}>
      <article className={styles.article} aria-labelledby="nt-title">
        <h2 id="nt-title">{n.title}</h2>
        <p className={styles.weak}>{formatDateTime(n.publishTime)}</p>
        {/* The server's own HTML (the notice's content). */}
        <ServerHtml className={styles.body} html={n.content} />
      </article>
      <Button block color="primary" shape="rounded" size="large" loading={isLoading} onClick={() => void done()}>
        我知道了
      </Button>
    </div>
  );
}

/** /newNotice?redirect: the notice the server asks to show once after sign-in; 我知道了 goes on to where the driver was going. */
export function NewNoticePage() {
  return (
    <Page title="公告" fallback={paths.home}>
      <RequireDriver>
        <LoginNotice />
      </RequireDriver>
    </Page>
  );
}
