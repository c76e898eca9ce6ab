import type { InvoiceState } from '@/api/invoice/records.types';
import { Tabs } from '@/ui/Tabs';
import { INVOICE_STATES } from './stateText';
import styles from './RecordTabs.module.css';

/** 全部 and the four states as tabs (a tablist: the chosen one is said to be selected). */
export function RecordTabs({ value, onChange }: { value: InvoiceState | undefined; onChange: (s: InvoiceState | undefined) => void }) {
  return (
    <Tabs
      className={styles.tabs}
      size="m"
      activeKey={value ? String(value) : 'all'}
      onChange={(key) => onChange(INVOICE_STATES.find((s) => String(s.value) === key)?.value)}
    >
      <Tabs.Tab key="all" title="全部" />
      {INVOICE_STATES.map((s) => (
        <Tabs.Tab key={String(s.value)} title={s.label} />
      ))}
    </Tabs>
  );
}
