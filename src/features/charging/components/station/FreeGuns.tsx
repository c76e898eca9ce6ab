import type { StationDetail } from '@/api/cps/session.types';
import { LiveNote, type Live } from './LiveNote';
import styles from './StationGlance.module.css';

/** 快充 空闲 4/10 · 慢充 空闲 6/10 as two figures (the kinds the station has), live, with 刷新. */
export function FreeGuns({ station: s, live }: { station: StationDetail; live: Live }) {
  const kinds = [
    { name: '快充', count: s.quickChargingInfo },
    { name: '慢充', count: s.slowChargingInfo },
  ].filter((k) => k.count.totalNum > 0);
  return (
    <section className={styles.block} aria-labelledby="chg-free">
      <h3 className="sr-only" id="chg-free">
        空闲充电枪
      </h3>
      <ul className={styles.free}>
        {kinds.map((k) => (
          <li key={k.name} className={styles.freeKind}>
            <span className={styles.label}>{k.name} 空闲</span>{' '}
            <strong className={k.count.leftNum > 0 ? styles.figure : styles.none}>
              {k.count.leftNum}/{k.count.totalNum}
            </strong>
          </li>
        ))}
      </ul>
      <LiveNote live={live} serverTime={s.serverTime} />
    </section>
  );
}
