import { Link } from '@/ui/Link';
import { useRemindersInfiniteQuery } from '@/api/basic/reminders';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { PagedList } from '@/ui/PagedList/PagedList';
import { ReadAllButton } from './ReadAllButton';
import { ReminderRow } from './ReminderRow';
import styles from './ReminderList.module.css';

/**
 * The message centre's 提醒 tab: the way to the settings and 全部已读 above the driver's reminders, newest
 * first, paged as the notices are.
 */
export function ReminderList() {
  const query = useRemindersInfiniteQuery();
  return (
    <>
      <ReadAllButton type="reminders">
        <Link className={styles.settings} to={paths.reminderSettings}>
          提醒设置
        </Link>
      </ReadAllButton>
      <PagedList
        query={query}
        label="提醒"
        itemKey={(r) => r.reminderId}
        renderItem={(r) => <ReminderRow item={r} />}
        error="提醒加载失败"
        loading="提醒加载中"
        empty={{
          text: '暂无提醒',
          description: '费用将要产生、充电结束、月卡到期等需要您留意的事，会在这里提醒您',
          action: (
            <LinkButton to={paths.reminderSettings} small block={false}>
              选择要接收的提醒
            </LinkButton>
          ),
        }}
        pullToRefresh
      />
    </>
  );
}
