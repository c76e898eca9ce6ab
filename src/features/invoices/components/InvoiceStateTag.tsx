import { Tag } from 'antd-mobile';
import type { InvoiceState } from '@/api/invoice/records.types';
import styles from './InvoiceStateTag.module.css';

const COLOR: Record<InvoiceState, 'primary' | 'success' | 'danger' | 'default'> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default' };

/** The invoice's state as a tag: the words carry the meaning, the colour repeats it; `large` heads a record. */
export function InvoiceStateTag({ state, text, large = false }: { state: InvoiceState; text: string; large?: boolean }) {
  return (
    <Tag className={large ? `${styles.tag} ${styles.large}` : styles.tag} color={COLOR[state]} fill="outline" round>
      {text}
    </Tag>
  );
}
