import type { DiffTimeParkInfo, DiffTimeSlot } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { slotText } from '../text';
import { LinkButton } from '@/ui/LinkButton';
import styles from './Slots.module.css';

function Slot({ s }: { s: DiffTimeSlot }) {
  const full = s.leftNum <= 0;
  return (
    <li className={styles.card}>
      <div className={styles.line}>
        <span className={styles.title}>{slotText(s.startTime, s.endTime)}</span>
        <span className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(s.priceCents)}</span>
      </div>
      <div className={styles.line}>
        <span className={full ? styles.bad : styles.weak}>{full ? '已约满' : `剩余 ${s.leftNum}/${s.totalNum}`}</span>
        {!full && (
          <LinkButton small to={href(paths.subscribeCarSelect, { parkId: s.parkId, date: s.date })}>
            预约{s.date.slice(5)}
          </LinkButton>
        )}
      </div>
    </li>
  );
}

/** The windows on sale one at a time (the next 7 days' not yet begun), with places left. */
export function Slots({ lot }: { lot: DiffTimeParkInfo }) {
  if (!lot.supportSubscribe) return null;
  return (
    <section className={styles.stack} aria-labelledby="op-slots">
      <h2 id="op-slots" className={styles.subtitle}>
        错时预约（按次）
      </h2>
      {lot.slots.length === 0 ? (
        <p className={styles.weak}>近7天暂无可预约的错时时段</p>
      ) : (
        <ul className={styles.list} aria-label="可预约的错时时段">
          {lot.slots.map((s) => (
            <Slot key={s.slotId} s={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
