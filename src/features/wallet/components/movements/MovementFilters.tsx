import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { MOVEMENT_TYPES, type WalletMovementsFilter } from '@/api/driver/wallet.types';
import { recentMonths, TYPE_LABELS } from './movementFilter';
import './movements.css';

/** A chip that says whether it is on (aria-pressed) in words and in looks. */
function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: string }) {
  return (
    <Button size="small" shape="rounded" color={on ? 'primary' : 'default'} fill={on ? 'outline' : 'solid'} aria-pressed={on} onClick={onClick}>
      {children}
    </Button>
  );
}

/** By type (充值, 消费, 退款, 提现, 赠送) and by Beijing month (all time, this month and the five before). */
export function MovementFilters({ filter, onChange }: { filter: WalletMovementsFilter; onChange: (f: WalletMovementsFilter) => void }) {
  const recent = useMemo(() => recentMonths(), []);
  // An older month from a kept link still shows as chosen.
  const months = filter.month && !recent.some((m) => m.value === filter.month) ? [...recent, { value: filter.month, label: filter.month }] : recent;
  return (
    <section className="mv-filters" aria-label="筛选">
      <div className="mv-chips" role="group" aria-label="按类型筛选">
        <Chip on={!filter.type} onClick={() => onChange({ ...filter, type: undefined })}>
          全部
        </Chip>
        {MOVEMENT_TYPES.map((t) => (
          <Chip key={t} on={filter.type === t} onClick={() => onChange({ ...filter, type: t })}>
            {TYPE_LABELS[t]}
          </Chip>
        ))}
      </div>
      <div className="mv-chips" role="group" aria-label="按月份筛选">
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
