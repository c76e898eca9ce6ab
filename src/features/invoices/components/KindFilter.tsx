import { Button } from 'antd-mobile';
import type { InvoiceOrderKind } from '@/api/invoice/orders.types';
import styles from './KindFilter.module.css';

const LABEL: Record<InvoiceOrderKind, string> = { parking: '停车费', charging: '充电费', pass: '月卡', topUp: '充值' };
const ORDER: InvoiceOrderKind[] = ['parking', 'charging', 'pass', 'topUp'];

export function readKind(raw: string | null): InvoiceOrderKind | undefined {
  return ORDER.find((k) => k === raw);
}

/** 全部 and each kind the driver has something of, as chips that say whether they are on. */
export function KindFilter({ kinds, value, onChange }: { kinds: InvoiceOrderKind[]; value: InvoiceOrderKind | undefined; onChange: (k: InvoiceOrderKind | undefined) => void }) {
  const present = ORDER.filter((k) => kinds.includes(k));
  if (present.length < 2) return null;
  const chip = (k: InvoiceOrderKind | undefined, text: string) => {
    const on = value === k;
    return (
      <Button key={text} className={styles.chip} size="small" shape="rounded" color={on ? 'primary' : 'default'} fill={on ? 'outline' : 'solid'} aria-pressed={on} onClick={() => onChange(k)}>
        {text}
      </Button>
    );
  };
  return (
    <div className={styles.chips} role="group" aria-label="按类型筛选">
      {chip(undefined, '全部')}
      {present.map((k) => chip(k, LABEL[k]))}
    </div>
  );
}
