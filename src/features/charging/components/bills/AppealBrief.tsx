import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './AppealBrief.module.css';

/** What an appeal is about (a bill, an idle fee), above the form, so the driver knows before writing. */
export function AppealBrief({ label, title, money, detail, aside }: {
  /** The region's name (申诉的账单). */
  label: string;
  title: string;
  money: string;
  /** The weak line: when and where … */
  detail: ReactNode;
  /** … and how much or how long, at its end. */
  aside: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <Card>
        <p className={styles.line}>
          <span className={styles.title}>{title}</span>
          <span className={styles.money}>{money}</span>
        </p>
        <p className={`${styles.line} ${styles.weak}`}>
          <span>{detail}</span>
          <span>{aside}</span>
        </p>
      </Card>
    </section>
  );
}
