import type { InvoiceState } from '@/api/invoice/records.types';
import { Tabs } from '@/ui/Tabs';
import { INVOICE_STATES } from './stateText';
import styles from './RecordTabs.module.css';

/** What the records page shows: the driver's own invoices (all, or one state), or a plate's visitor-issued ones. */
export type RecordView = InvoiceState | 'plate' | undefined;

/**
 * 全部 and the four states as tabs, then 按车牌 (a tablist: the chosen one is said to be selected). 按车牌 is last: the
 * states filter the driver's own invoices, it lists another set (those asked for without an account).
 */
export function RecordTabs({ value, onChange }: { value: RecordView; onChange: (v: RecordView) => void }) {
  return (
    <Tabs
      className={styles.tabs}
      size="m"
      activeKey={value ? String(value) : 'all'}
      onChange={(key) => onChange(key === 'plate' ? 'plate' : INVOICE_STATES.find((s) => String(s.value) === key)?.value)}
    >
      <Tabs.Tab key="all" title="全部" />
      {INVOICE_STATES.map((s) => (
        <Tabs.Tab key={String(s.value)} title={s.label} />
      ))}
      <Tabs.Tab key="plate" title="按车牌" />
    </Tabs>
  );
}
