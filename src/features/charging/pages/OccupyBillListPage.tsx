import { useSearchParams } from 'react-router-dom';
import { cpsOccupyApi, useOccupyBillsInfiniteQuery } from '@/api/cps/occupy';
import type { OccupyBillsFilter } from '@/api/cps/occupy.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { OccupyFeeCard } from '../components/idleFees/OccupyFeeCard';
import { OccupyFilterTabs } from '../components/idleFees/OccupyFilterTabs';
import { idleFeeTiming } from '../components/idleFees/timing';
import { occupyFilterQuery, readOccupyFilter } from '../components/idleFees/occupyFilter';
import styles from './OccupyBillListPage.module.css';


const EMPTY: Record<'all' | 1 | 2, string> = { all: '暂无占位费账单', 1: '没有待支付的占位费', 2: '没有已支付的占位费' };

function Fees({ filter }: { filter: OccupyBillsFilter }) {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = cpsOccupyApi.endpoints.occupyBills.useInfiniteQueryState(filter);
  const accruing = Boolean(known.data?.pages.some((p) => p.results.some((f) => f.accruing)));
  const q = useOccupyBillsInfiniteQuery(filter, { pollingInterval: accruing ? idleFeeTiming.accruingPollMs : 0, skipPollingIfUnfocused: true });
  return (
    <PagedList
      query={q}
      label="占位费账单"
      loading="占位费账单加载中"
      error="占位费账单加载失败"
      empty={EMPTY[filter.state ?? 'all']}
      header={(items, total) => <p className={styles.count}>共 {total ?? items.length} 笔占位费</p>}
      itemKey={(f) => f.occupyOrderNo}
      renderItem={(f) => <OccupyFeeCard fee={f} />}
      pullToRefresh
    />
  );
}

/**
 * /occupyBillList: every idle fee of the driver, unpaid first then newest, 10 a page with infinite scroll, filtered
 * by 全部/待支付/已支付; the filter lives in the URL so Back from a fee restores it.
 */
export function OccupyBillListPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readOccupyFilter(search);
  return (
    <Page title="占位费账单" fallback={paths.chargeOccupation}>
      <RequireDriver>
        <OccupyFilterTabs filter={filter} onChange={(f) => setSearch(occupyFilterQuery(f), { replace: true })} />
        <Fees filter={filter} />
      </RequireDriver>
    </Page>
  );
}
