import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { StatementLine } from '@/api/driver/statement.types';
import { LineRow } from './LineRow';
import styles from './StatementLines.module.css';

/** How many lines show at first and with each 显示更多: a month of a fleet can run to hundreds. */
export const LINES_STEP = 30;

/** The lines, newest first: 30, then 30 more a tap; the count says how many there are in all. */
export function StatementLines({ lines }: { lines: StatementLine[] }) {
  const [shown, setShown] = useState(LINES_STEP);
  const titles = new Map(lines.map((l) => [l.lineId, l.title]));
  return (
    <section className={styles.lines} aria-labelledby="statement-lines">
      <h2 id="statement-lines" className={styles.head}>
        账单明细 <span className={styles.count}>共 {lines.length} 笔</span>
      </h2>
      <ul className={styles.list} aria-label="账单明细">
        {lines.slice(0, shown).map((l) => (
          <li key={l.lineId} className={styles.item}>
            <LineRow line={l} refunded={l.refundOf ? titles.get(l.refundOf) : undefined} />
          </li>
        ))}
      </ul>
      {shown < lines.length && (
        <Button block fill="none" color="primary" onClick={() => setShown((n) => n + LINES_STEP)}>
          显示更多（还有 {lines.length - shown} 笔）
        </Button>
      )}
    </section>
  );
}
