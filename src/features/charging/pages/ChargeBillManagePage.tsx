import { useSearchParams } from 'react-router-dom';
import { useChargingBillsInfiniteQuery } from '@/api/cps/bills';
import type { ChargingBillsFilter } from '@/api/cps/bills.types';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { BillCard } from '../components/bills/BillCard';
import { BillFilters } from '../components/bills/BillFilters';
import { billFilterQuery, readBillFilter } from '../components/bills/billFilter';
import styles from './ChargeBillManagePage.module.css';

function Bills({ filter }: { filter: ChargingBillsFilter }) {
  const q = useChargingBillsInfiniteQuery(filter);
  const filtered = Boolean(filter.state || filter.month);
  return (
    <PagedList
      query={q}
      label="充电账单"
      loading="充电账单加载中"
      error="充电账单加载失败"
      empty={filtered ? '没有符合条件的充电账单' : '暂无充电账单'}
      header={(items, total) => <p className={styles.count}>共 {total ?? items.length} 笔账单</p>}
      itemKey={(b) => b.orderNo}
      renderItem={(b) => <BillCard bill={b} />}
      pullToRefresh
    />
  );
}

/**
 * /chargeBillManage: the driver's charging bills, newest first, 10 a page with infinite scroll, filtered by state
 * and month; the filter lives in the URL so Back from a bill restores it.
 */
export function ChargeBillManagePage() {
  const [search, setSearch] = useSearchParams();
  const filter = readBillFilter(search);
  return (
    <Page title="充电账单">
      <RequireDriver>
        <BillFilters filter={filter} onChange={(f) => setSearch(billFilterQuery(f), { replace: true })} />
        <Bills filter={filter} />
      </RequireDriver>
    </Page>
  );
}
