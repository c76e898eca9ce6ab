import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A list row that opens another page: its label and current value are the link's name ('自动扣费 未开启'). */
export function LinkRow({ to, label, value }: { to: string; label: string; value: ReactNode }) {
  return (
    <List.Item className="pl-row" arrowIcon={false}>
      <Link className="pl-row-link" to={to}>
        <span className="pl-row-label">{label}</span>
        <span className="pl-row-value"> {value}</span>
        <RightOutline className="pl-chevron" aria-hidden="true" />
      </Link>
    </List.Item>
  );
}

/** A list row that states a fact: label on the left, value on the right. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List.Item className="pl-row" extra={children}>
      <span className="pl-row-label">{label}</span>
    </List.Item>
  );
}
