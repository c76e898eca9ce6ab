import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useBookOrderPagesInfiniteQuery } from '@/api/booking/spec';
import type { BookOrderStateFilter } from '@/api/booking/types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { Tabs } from '@/ui/Tabs';
import { LinkButton } from '@/ui/LinkButton';
import { OrderItem } from '../components/OrderItem';
import { ORDER_FILTERS } from '../text';
import styles from './BookRecordPage.module.css';

function Orders({ state }: { state: BookOrderStateFilter | undefined }) {
  const q = useBookOrderPagesInfiniteQuery(state === undefined ? {} : { state });
  return (
    <PagedList
      query={q}
      label="预约记录"
      itemKey={(o) => o.bookOrderId}
      renderItem={(o) => <OrderItem order={o} />}
      loading="预约记录加载中"
      error="预约记录加载失败"
      empty={{
        text: state === undefined ? '您还没有预约记录' : '没有该状态的预约',
        description: '预约车位后，到场即有车位可停',
        action: <LinkButton solid to={paths.bookParksIndex}>预约车位</LinkButton>,
      }}
      endText="没有更多预约了"
      pullToRefresh
    />
  );
}

/** /bookRecord (?state): the driver's bookings, newest first, 15 a page, by state; each opens its detail. */
export function BookRecordPage() {
  const [search, setSearch] = useSearchParams();
  const key = ORDER_FILTERS.some((f) => f.key === search.get('state')) ? (search.get('state') as string) : 'all';
  const filter = ORDER_FILTERS.find((f) => f.key === key);
  return (
    <Page title="预约记录" fallback={paths.mine}>
      <RequireDriver>
        <div className={styles.stack}>
          <ul className={styles.shortcuts} aria-label="预约服务">
            <li>
              <Link to={paths.bookParksIndex}>预约车位</Link>
            </li>
            <li>
              <Link to={paths.lockControl}>车位锁控制</Link>
            </li>
          </ul>
          <Tabs
            className={styles.tabs}
            size="m"
            activeKey={key}
            onChange={(k) => setSearch(k === 'all' ? {} : { state: k }, { replace: true })}
          >
            {ORDER_FILTERS.map((f) => (
              <Tabs.Tab key={f.key} title={f.title} />
            ))}
          </Tabs>
          <Orders state={filter?.state} />
        </div>
      </RequireDriver>
    </Page>
  );
}

