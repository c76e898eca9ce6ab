import { Link } from '@/ui/Link';
import { useServiceRequestsInfiniteQuery } from '@/api/basic/service';
import type { ServiceRequestItem } from '@/api/basic/service.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { SERVICE_TONE } from '../components/serviceTone';
import styles from './FeedHistoryPage.module.css';

function Row({ item }: { item: ServiceRequestItem }) {
  return (
    <Link className={styles.card} to={href(paths.customerServiceFeedDetail, { requestNo: item.requestNo })}>
      <span className={styles.line}>
        <span className={styles.title}>
          {item.unread && <span className={styles.unread} aria-label="有新回复" role="img" />}
          {item.kindText} · {item.category}
        </span>
        <StateTag tone={SERVICE_TONE[item.state]}>{item.stateText}</StateTag>
      </span>
      <span className={styles.weak}>{item.description}</span>
      <span className={styles.weak}>{formatDateTime(item.createTime)}</span>
    </Link>
  );
}

function History() {
  const query = useServiceRequestsInfiniteQuery();
  return (
    <PagedList
      query={query}
      label="反馈记录"
      itemKey={(r) => r.requestNo}
      renderItem={(r) => <Row item={r} />}
      error="反馈记录加载失败"
      loading="反馈记录加载中"
      empty={{ text: '暂无反馈记录', action: <LinkButton to={paths.customerServiceFeedBack}>去反馈</LinkButton> }}
      pullToRefresh
    />
  );
}

/** /customerService/feedHistory: the driver's requests, newest first, with their state and new replies marked. */
export function FeedHistoryPage() {
  return (
    <Page title="反馈记录" fallback={paths.customerServiceIndex}>
      <RequireDriver>
        <History />
      </RequireDriver>
    </Page>
  );
}
