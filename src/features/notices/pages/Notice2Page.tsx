import { useSearchParams } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { Empty } from '@/ui/states/States';
import { NoticeArticle } from '../components/NoticeArticle';

/** /notice2?noticeId: an announcement, read in full (reading it marks it read). */
export function Notice2Page() {
  const [search] = useSearchParams();
  const noticeId = search.get('noticeId');
  return (
    <Page title="公告详情" fallback={href(paths.sysnotice, { tab: 'announce' })}>
      {noticeId ? <NoticeArticle noticeId={noticeId} /> : <Empty text="缺少公告信息，请从消息中心进入" />}
    </Page>
  );
}
