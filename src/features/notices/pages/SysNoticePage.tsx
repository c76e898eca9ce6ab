import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { NoticeList } from '../components/NoticeList';
import { NoticeTabs, type NoticeTab } from '../components/NoticeTabs';
import { ReadAllButton } from '../components/ReadAllButton';
import { ReminderList } from '../components/ReminderList';

/** The tab in the address; none (or an unknown one) is 系统通知, where the message centre's links have always opened. */
function tabOf(value: string | null): NoticeTab {
  return value === 'reminders' || value === 'announce' ? value : 'system';
}

/**
 * /sysnotice?tab: the message centre, the driver's reminders, system notices and announcements with their
 * unread counts and read state.
 */
export function SysNoticePage() {
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const type = tab === 'announce' ? 2 : 1;
  return (
    <Page title="消息中心" fallback={paths.mine}>
      <RequireDriver>
        <NoticeTabs current={tab} />
        {tab === 'reminders' ? (
          <ReminderList />
        ) : (
          <>
            <ReadAllButton type={type} />
            <NoticeList key={type} type={type} />
          </>
        )}
      </RequireDriver>
    </Page>
  );
}
