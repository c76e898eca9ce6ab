import type { ReactNode } from 'react';

/** Label / value rows of a detail card, as a description list (the labels never wrap). */
export function InfoList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="rec-info">
      {rows.map(([k, v]) => (
        <div key={k} className="rec-info-row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
