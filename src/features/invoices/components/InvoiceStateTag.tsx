import { Tag } from 'antd-mobile';
import type { InvoiceState } from '@/api/invoice/records.types';
import './invoices.css';

const COLOR: Record<InvoiceState, 'primary' | 'success' | 'danger' | 'default'> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default' };

/** The invoice's state as a tag: the words carry the meaning, the colour repeats it. */
export function InvoiceStateTag({ state, text }: { state: InvoiceState; text: string }) {
  return (
    <Tag className="inv-tag" color={COLOR[state]} fill="outline" round>
      {text}
    </Tag>
  );
}
