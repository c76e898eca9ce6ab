import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useDriverPlatesQuery } from '@/api/charge';
import { useParkingRecordsInfiniteQuery } from '@/api/charge/records';
import type { ParkOrderItem } from '@/api/charge/types';
import type { ParkingRecordsFilter } from '@/api/charge/records.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, parseServerTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { DateField } from '../components/DateField';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { BILL_TONE } from '../stateTones';
import { dateRangeError, readRecordFilters, recordFilterQuery } from '../recordFilters';
import styles from './ParkingRecordPage.module.css';

function RecordItem({ item }: { item: ParkOrderItem }) {
  const left = parseServerTime(item.parkEndTime)?.format('HH:mm');
  const arrears = item.orderState === 2;
  return (
    <Link className={styles.card} to={href(paths.parkingRecordDetail, { uniqueId: item.uniqueId, parkId: item.parkId })}>
      <span className={styles.cardHead}>
        <span className={styles.cardTitle}>{item.parkName}</span>
        <StateTag tone={BILL_TONE[item.orderState]}>{item.orderStateText}</StateTag>
      </span>
      <span className={styles.cardLine}>
        <PlateBadge plateNo={item.plateNo} plateColor={item.plateColor} size="small" />
        <span>停车时长 {item.parkDurationText}</span>
      </span>
      <span className={`${styles.cardLine} ${styles.muted}`}>
        {formatDateTime(item.parkStartTime)} 入场{left ? ` · ${left} 出场` : ''}
      </span>
      <span className={styles.cardLine}>
        <span className={styles.muted}>{arrears ? '待补缴' : '停车费'}</span>
        <span className={styles.money}>{formatMoney(arrears ? item.parkFee : item.totalFee)}</span>
      </span>
    </Link>
  );
}

function Filters({ filter, onChange }: { filter: ParkingRecordsFilter; onChange: (f: ParkingRecordsFilter) => void }) {
  const plates = useDriverPlatesQuery();
  const choices = plates.data?.results ?? [];
  const rangeError = dateRangeError(filter);
  const chip = (on: boolean) => ({ color: on ? ('primary' as const) : ('default' as const), fill: on ? ('outline' as const) : ('solid' as const) });
  return (
    <section className={styles.filters} aria-label="筛选">
      <div className={styles.chips} role="group" aria-label="按车牌筛选">
        <Button className={styles.chip} size="small" shape="rounded" {...chip(!filter.plateNo)} aria-pressed={!filter.plateNo} onClick={() => onChange({ ...filter, plateNo: undefined })}>
          全部车辆
        </Button>
        {choices.map((p) => (
          <Button
            key={p.plateId}
            className={styles.chip}
            size="small"
            shape="rounded"
            {...chip(filter.plateNo === p.plateNo)}
            aria-pressed={filter.plateNo === p.plateNo}
            onClick={() => onChange({ ...filter, plateNo: p.plateNo })}
          >
            <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} size="small" />
          </Button>
        ))}
      </div>
      <div className={styles.dates} role="group" aria-label="按入场日期筛选">
        <DateField label="开始日期" value={filter.startDate} onChange={(startDate) => onChange({ ...filter, startDate })} />
        <span aria-hidden="true">至</span>
        <DateField label="结束日期" value={filter.endDate} onChange={(endDate) => onChange({ ...filter, endDate })} />
        {(filter.startDate || filter.endDate) && (
          <Button fill="none" color="primary" onClick={() => onChange({ ...filter, startDate: undefined, endDate: undefined })}>
            清除日期
          </Button>
        )}
      </div>
      {rangeError && (
        <p className={styles.fieldError} role="alert">
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
  const filtered = Boolean(filter.plateNo || filter.startDate || filter.endDate);
  return (
    <PagedList
      query={q}
      label="停车记录"
      loading="停车记录加载中"
      error="停车记录加载失败"
      empty={filtered ? '没有符合条件的停车记录' : '暂无停车记录'}
      header={(items, total) => <p className={styles.count}>共 {total ?? items.length} 条记录</p>}
      itemKey={(item) => item.uniqueId}
      renderItem={(item) => <RecordItem item={item} />}
      pullToRefresh
    />
  );
}

/**
 * /parkingRecord: the driver's finished parking (paid and arrears), newest first, 10 a page with infinite scroll;
 * filtered by one of the driver's plates and an entry-date range, both kept in the URL so Back restores them.
 */
export function ParkingRecordPage() {
  const [search, setSearch] = useSearchParams();
  const filter = readRecordFilters(search);
  const onChange = (f: ParkingRecordsFilter) => setSearch(recordFilterQuery(f), { replace: true });
  return (
    <Page title="停车记录">
      <RequireDriver>
        <Filters filter={filter} onChange={onChange} />
        <Records filter={filter} />
      </RequireDriver>
    </Page>
  );
}
