import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { NoticeList } from '../components/NoticeList';
import { NoticeTabs, type NoticeTab } from '../components/NoticeTabs';
import { ReadAllButton } from '../components/ReadAllButton';

/** /sysnotice?tab: the message centre, system notices and announcements with their unread counts and read state. */
export function SysNoticePage() {
  const [search] = useSearchParams();
  const tab: NoticeTab = search.get('tab') === 'announce' ? 'announce' : 'system';
  const type = tab === 'system' ? 1 : 2;
  return (
    <Page title="消息中心" fallback={paths.mine}>
      <RequireDriver>
        <NoticeTabs current={tab} />
        <ReadAllButton type={type} />
        <NoticeList key={type} type={type} />
      </RequireDriver>
    </Page>
  );
}
