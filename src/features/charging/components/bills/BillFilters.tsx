import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import type { ChargingBillsFilter, ChargingBillStateFilter } from '@/api/cps/bills.types';
import { recentMonths } from './billFilter';
import './bills.css';

const STATES: { value: ChargingBillStateFilter | undefined; label: string }[] = [
  { value: undefined, label: '全部' },
  { value: 2, label: '待支付' },
  { value: 3, label: '已支付' },
];

/** A chip that says whether it is on (aria-pressed) in words and in looks. */
function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: string }) {
  return (
    <Button size="small" shape="rounded" color={on ? 'primary' : 'default'} fill={on ? 'outline' : 'solid'} aria-pressed={on} onClick={onClick}>
      {children}
    </Button>
  );
}

/** By state (全部/待支付/已支付) and by the month charging started (all time, this month and the five before). */
export function BillFilters({ filter, onChange }: { filter: ChargingBillsFilter; onChange: (f: ChargingBillsFilter) => void }) {
  const recent = useMemo(() => recentMonths(), []);
  // An older month from a kept link still shows as chosen.
  const months = filter.month && !recent.some((m) => m.value === filter.month) ? [...recent, { value: filter.month, label: filter.month }] : recent;
  return (
    <section className="cb-filters" aria-label="筛选">
      <div className="cb-chips" role="group" aria-label="按状态筛选">
        {STATES.map((s) => (
          <Chip key={s.label} on={filter.state === s.value} onClick={() => onChange({ ...filter, state: s.value })}>
            {s.label}
          </Chip>
        ))}
      </div>
      <div className="cb-chips" role="group" aria-label="按月份筛选">
        <Chip on={!filter.month} onClick={() => onChange({ ...filter, month: undefined })}>
          全部月份
        </Chip>
        {months.map((m) => (
          <Chip key={m.value} on={filter.month === m.value} onClick={() => onChange({ ...filter, month: m.value })}>
            {m.label}
          </Chip>
        ))}
      </div>
    </section>
  );
}
