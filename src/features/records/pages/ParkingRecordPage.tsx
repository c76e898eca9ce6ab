import { Link, useSearchParams } from 'react-router-dom';
import { useDriverPlatesQuery } from '@/api/charge';
import { useParkingRecordsInfiniteQuery } from '@/api/charge-records';
import type { ParkOrderItem } from '@/api/types/charge';
import type { ParkingRecordsFilter } from '@/api/types/charge-records';
import { formatMoney } from '@/lib/format';
import { Empty, ListEnd, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { RequireDriver } from '../components/RequireDriver';
import { billQuery, dateRangeError, readRecordFilters, recordFilterQuery } from '../recordFilters';
import '../records.css';

function RecordItem({ item }: { item: ParkOrderItem }) {
  return (
    <Link className="rec-card rec-card--link" to={`/parkingRecordDetail?${billQuery(item.uniqueId, item.parkId)}`}>
      <span className="rec-card-head">
        <span className="rec-card-title">{item.parkName}</span>
        <span className={`rec-badge rec-badge--s${item.orderState}`}>{item.orderStateText}</span>
      </span>
      <span className="rec-card-line">
        <span className="rec-plate">{item.formatPlateNo}</span>
        <span>停车时长 {item.parkDurationText}</span>
      </span>
      <span className="rec-card-line rec-muted">
        {item.parkStartTime} 入场{item.parkEndTime ? ` · ${item.parkEndTime.slice(11, 16)} 出场` : ''}
      </span>
      <span className="rec-card-line">
        <span className="rec-muted">{item.orderState === 2 ? '待补缴' : '停车费'}</span>
        <span className="rec-money">{formatMoney(item.orderState === 2 ? item.parkFee : item.totalFee)}</span>
      </span>
    </Link>
  );
}

function Filters({ filter, onChange }: { filter: ParkingRecordsFilter; onChange: (f: ParkingRecordsFilter) => void }) {
  const plates = useDriverPlatesQuery();
  const choices = plates.data?.results ?? [];
  const rangeError = dateRangeError(filter);
  return (
    <section className="rec-filters" aria-label="筛选">
      <div className="rec-chips" role="group" aria-label="按车牌筛选">
        <button type="button" className="rec-chip" aria-pressed={!filter.plateNo} onClick={() => onChange({ ...filter, plateNo: undefined })}>
          全部车辆
        </button>
        {choices.map((p) => (
          <button
            key={p.plateId}
            type="button"
            className="rec-chip"
            aria-pressed={filter.plateNo === p.plateNo}
            onClick={() => onChange({ ...filter, plateNo: p.plateNo })}
          >
            {p.formatPlateNo}
          </button>
        ))}
      </div>
      <div className="rec-dates">
        <label>
          <span>开始日期</span>
          <input type="date" value={filter.startDate ?? ''} onChange={(e) => onChange({ ...filter, startDate: e.target.value || undefined })} />
        </label>
        <span aria-hidden="true">至</span>
        <label>
          <span>结束日期</span>
          <input type="date" value={filter.endDate ?? ''} onChange={(e) => onChange({ ...filter, endDate: e.target.value || undefined })} />
        </label>
        {(filter.startDate || filter.endDate) && (
          <button type="button" className="rec-link-btn" onClick={() => onChange({ ...filter, startDate: undefined, endDate: undefined })}>
            清除日期
          </button>
        )}
      </div>
      {rangeError && (
        <p className="rec-field-error" role="alert">
          {rangeError}
        </p>
      )}
    </section>
  );
}

function Records({ filter }: { filter: ParkingRecordsFilter }) {
  const invalid = dateRangeError(filter) !== null;
  const q = useParkingRecordsInfiniteQuery(filter, { skip: invalid });
  if (invalid) return null;
  const items = q.data?.pages.flatMap((p) => p.results) ?? [];
  if (!q.data && q.isError) return <LoadError text="停车记录加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (items.length === 0) return <Empty text={filter.plateNo || filter.startDate || filter.endDate ? '没有符合条件的停车记录' : '暂无停车记录'} />;
  const total = q.data.pages[0]?.total ?? items.length;
  return (
    <>
      <p className="rec-count">共 {total} 条记录</p>
      <ul className="rec-list" aria-label="停车记录">
        {items.map((item) => (
          <li key={item.uniqueId}>
            <RecordItem item={item} />
          </li>
        ))}
      </ul>
      <ListEnd
        hasMore={q.hasNextPage}
        loadingMore={q.isFetchingNextPage}
        failed={q.isFetchNextPageError}
        onMore={() => void q.fetchNextPage()}
      />
    </>
  );
}

/**
 * /parkingRecord: the driver's finished parking (paid and arrears), newest first, 10 a page with infinite scroll;
 * filtered by one of the driver's plates and an entry-date range, both kept in the URL.
 */
export function ParkingRecordPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readRecordFilters(search);
  const onChange = (f: ParkingRecordsFilter) => setSearch(recordFilterQuery(f), { replace: true });
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">停车记录</h1>
        <Filters filter={filter} onChange={onChange} />
        <Records filter={filter} />
      </main>
    </RequireDriver>
  );
}
