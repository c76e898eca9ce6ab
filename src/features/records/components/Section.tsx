import { Card } from 'antd-mobile';
import { useId, type ReactNode } from 'react';

/** A titled card of a detail page: the title is an h2 and names the region, so it can be jumped to. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} className="rec-section-title">
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
