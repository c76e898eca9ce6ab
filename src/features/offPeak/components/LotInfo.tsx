import type { DiffTimeParkInfo } from '@/api/booking/offpeak.types';
import styles from './LotInfo.module.css';

/** The lot: where, and the hours its spaces are shared (its windows). */
export function LotHeader({ lot }: { lot: DiffTimeParkInfo }) {
  return (
    <section className={styles.card} aria-label="停车场">
      <h2 className={styles.title}>{lot.parkName}</h2>
      <p className={styles.weak}>{lot.parkAddr}</p>
      <p className={styles.window}>
        <span className={styles.weak}>错时时段</span> <strong>{lot.windowText}</strong>
      </p>
    </section>
  );
}

/** What parking outside what was bought costs, and how to contest it, in the lot's own words. */
export function LotRules({ lot }: { lot: DiffTimeParkInfo }) {
  return (
    <section className={styles.card} aria-label="错时停车规则">
      <h2 className={styles.title}>错时停车规则</h2>
      <ul className={styles.rules}>
        {lot.rules.texts.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
