import type { ReactNode } from 'react';
import './facts.css';

/** Label and value pairs of an order or a coupon; a pair whose value is null, undefined, '' or false is left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="app-facts">
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
