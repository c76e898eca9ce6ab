import { useMemo } from 'react';
import { MOVEMENT_TYPES, type WalletMovementsFilter } from '@/api/driver/wallet.types';
import { recentMonths } from '@/lib/time';
import { FilterChips, type FilterChip } from '@/ui/FilterChips';
import { TYPE_LABELS } from './movementFilter';
import styles from './MovementFilters.module.css';

const TYPES: FilterChip<WalletMovementsFilter['type']>[] = [{ value: undefined, label: '全部' }, ...MOVEMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))];

/** By type (充值, 消费, 退款, 提现, 赠送) and by Beijing month (all time, this month and the five before). */
export function MovementFilters({ filter, onChange }: { filter: WalletMovementsFilter; onChange: (f: WalletMovementsFilter) => void }) {
  const recent = useMemo(() => recentMonths(), []);
  // An older month from a kept link still shows as chosen.
  const months = filter.month && !recent.some((m) => m.value === filter.month) ? [...recent, { value: filter.month, label: filter.month }] : recent;
  const monthChips: FilterChip<string | undefined>[] = [{ value: undefined, label: '全部月份' }, ...months];
  return (
    <section className={styles.filters} aria-label="筛选">
      <FilterChips legend="按类型筛选" chips={TYPES} value={filter.type} onChange={(type) => onChange({ ...filter, type })} />
      <FilterChips legend="按月份筛选" chips={monthChips} value={filter.month} onChange={(month) => onChange({ ...filter, month })} />
    </section>
  );
}
