import type { ReactNode } from 'react';
import '../offPeak.css';

/** Label and value pairs; a pair whose value is null or '' is left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="op-facts">
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
