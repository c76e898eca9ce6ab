import type { OccupyBillsFilter } from '@/api/cps/occupy.types';
import { Tabs } from '@/ui/Tabs';
import styles from './OccupyFilterTabs.module.css';

const TABS = [
  { key: 'all', label: '全部' },
  { key: '1', label: '待支付' },
  { key: '2', label: '已支付' },
] as const;

/** 全部 / 待支付 / 已支付 as tabs (a tablist: the chosen one is said to be selected). */
export function OccupyFilterTabs({ filter, onChange }: { filter: OccupyBillsFilter; onChange: (f: OccupyBillsFilter) => void }) {
  return (
    <Tabs
      className={styles.tabs}
      activeKey={filter.state ? String(filter.state) : 'all'}
      onChange={(key) => onChange(key === '1' || key === '2' ? { state: Number(key) as 1 | 2 } : {})}
    >
      {TABS.map((t) => (
        <Tabs.Tab key={t.key} title={t.label} />
      ))}
    </Tabs>
  );
}
