import { useSearchParams } from 'react-router-dom';
import { invoiceRecordsApi, useInvoiceRecordsInfiniteQuery } from '@/api/invoice/records';
import type { InvoiceState } from '@/api/invoice/records.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import { invoiceLinks } from '../components/links';
import { RecordCard } from '../components/RecordCard';
import { PlateInvoices } from '../components/PlateInvoices';
import { RecordTabs, type RecordView } from '../components/RecordTabs';
import { INVOICE_STATES, readState } from '../components/stateText';
import { invoiceTiming } from '../components/timing';
import styles from './InvoiceRecordPage.module.css';

function Records({ state }: { state: InvoiceState | undefined }) {
  const arg = state ? { state } : {};
  // What is cached decides the polling (reading it subscribes to nothing): ask again while any is 开票中.
  const known = invoiceRecordsApi.endpoints.invoiceRecords.useInfiniteQueryState(arg);
  const issuing = Boolean(known.data?.pages.some((p) => p.results.some((r) => r.state === 1)));
  const q = useInvoiceRecordsInfiniteQuery(arg, { pollingInterval: issuing ? invoiceTiming.pollMs : 0, skipPollingIfUnfocused: true });
  const label = INVOICE_STATES.find((s) => s.value === state)?.label;
  return (
    <PagedList
      query={q}
      label="开票记录"
      loading="开票记录加载中"
      error="开票记录加载失败"
      empty={{
        text: label ? `没有${label}的发票` : '暂无开票记录',
        action: label ? undefined : (
          <LinkButton solid to={invoiceLinks.orderList()}>
            去开票
          </LinkButton>
        ),
      }}
      header={(items, total) => (
        <p className={styles.count}>
          共 {total ?? items.length} 张发票{issuing ? '，开票中的发票开具完成后会自动更新' : ''}
        </p>
      )}
      itemKey={(r) => r.invoiceNo}
      renderItem={(r) => <RecordCard record={r} />}
      pullToRefresh
    />
  );
}

/**
 * /invoiceRecord: the driver's invoices, newest first, 10 a page, by state (in the URL, so Back from a record
 * restores it). While one is 开票中 the list is asked again every 30 s, so it reaches 已开票 in view. 按车牌
 * (`?view=plate&plateNo`) lists instead the invoices asked for without an account for one of the driver's plates.
 */
export function InvoiceRecordPage() {
  const [search, setSearch] = useSearchParams();
  const byPlate = search.get('view') === 'plate';
  const state = readState(search.get('state'));
  const choose = (v: RecordView) => {
    if (v === 'plate') setSearch({ view: 'plate' }, { replace: true });
    else setSearch(v ? { state: String(v) } : {}, { replace: true });
  };
  return (
    <Page title="开票记录" fallback={paths.invoiceManage}>
      <RequireDriver>
        <RecordTabs value={byPlate ? 'plate' : state} onChange={choose} />
        {byPlate ? (
          <PlateInvoices named={search.get('plateNo') ?? ''} onPlate={(plateNo) => setSearch({ view: 'plate', plateNo }, { replace: true })} />
        ) : (
          <Records state={state} />
        )}
      </RequireDriver>
    </Page>
  );
}
