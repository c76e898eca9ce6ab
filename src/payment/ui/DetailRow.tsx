import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import './payment.css';

/** One label and value of a bill or an order: the label never wraps, the value takes the rest of the row. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List.Item extra={children} className="pay-detail-row">
      <span className="pay-nowrap">{label}</span>
    </List.Item>
  );
}
