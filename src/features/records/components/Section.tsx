import { Card } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled card of a detail page: the title is an h2 and names the region, so it can be jumped to. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} className={styles.sectionTitle}>
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
