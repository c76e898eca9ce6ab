import type { ParkDetail } from '@/api/booking/types';
import { bookSpacesText } from './LotItem';
import styles from './ParkSummary.module.css';

/** The lot being booked: where, when it is open, spaces left and its fees. */
export function ParkSummary({ park }: { park: ParkDetail }) {
  return (
    <section className={styles.card} aria-label="停车场">
      <h2 className={styles.title}>{park.parkName}</h2>
      <p className={styles.weak}>{park.parkAddr}</p>
      <p className={styles.line}>
        <span>{bookSpacesText(park.leftBookSpaceNum)}</span>
        {park.businessHours && <span className={`${styles.weak} ${styles.nowrap}`}>营业 {park.businessHours}</span>}
      </p>
      {park.feeRuleLabels.length > 0 && (
        <ul className={styles.tags} aria-label="收费标准">
          {park.feeRuleLabels.map((f) => (
            <li key={f} className={styles.weak}>
              {f}
            </li>
          ))}
        </ul>
      )}
      {park.description && <p className={styles.weak}>{park.description}</p>}
    </section>
  );
}

/** The lot's rules in the driver's words: starts, lengths, prices, no-shows, cancelling, staying longer. */
export function RuleTexts({ texts, title = '预约须知' }: { texts: string[]; title?: string }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.rules}>
        {texts.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
