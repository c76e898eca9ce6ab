import { useMemo } from 'react';
import type { ChargingBillsFilter, ChargingBillStateFilter } from '@/api/cps/bills.types';
import { recentMonths } from '@/lib/time';
import { FilterChips, type FilterChip } from '@/ui/FilterChips';
import styles from './BillFilters.module.css';

const STATES: FilterChip<ChargingBillStateFilter | undefined>[] = [
  { value: undefined, label: '全部' },
  { value: 2, label: '待支付' },
  { value: 3, label: '已支付' },
];

/** By state (全部/待支付/已支付) and by the month charging started (all time, this month and the five before). */
export function BillFilters({ filter, onChange }: { filter: ChargingBillsFilter; onChange: (f: ChargingBillsFilter) => void }) {
  const recent = useMemo(() => recentMonths(), []);
  // An older month from a kept link still shows as chosen.
  const months = filter.month && !recent.some((m) => m.value === filter.month) ? [...recent, { value: filter.month, label: filter.month }] : recent;
  const monthChips: FilterChip<string | undefined>[] = [{ value: undefined, label: '全部月份' }, ...months];
  return (
    <section className={styles.filters} aria-label="筛选">
      <FilterChips legend="按状态筛选" chips={STATES} value={filter.state} onChange={(state) => onChange({ ...filter, state })} />
      <FilterChips legend="按月份筛选" chips={monthChips} value={filter.month} onChange={(month) => onChange({ ...filter, month })} />
    </section>
  );
}
