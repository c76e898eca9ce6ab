import { useSearchParams } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { Empty } from '@/ui/states/States';
import { NoticeArticle } from '../components/NoticeArticle';

/** /notice1?noticeId: a system notice, read in full (reading it marks it read). */
export function Notice1Page() {
  const [search] = useSearchParams();
  const noticeId = search.get('noticeId');
  return (
    <Page title="通知详情" fallback={href(paths.sysnotice, { tab: 'system' })}>
      {noticeId ? <NoticeArticle noticeId={noticeId} /> : <Empty text="缺少公告信息，请从消息中心进入" />}
    </Page>
  );
}
