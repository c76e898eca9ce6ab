import type { ReactNode } from 'react';
import '../merchant.css';

/** Label and value pairs; a pair whose value is null, undefined or '' is left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mc-facts">
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
