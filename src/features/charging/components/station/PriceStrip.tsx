import type { BandName } from '@/api/cps/estimate.types';
import type { PriceBand } from '@/api/cps/session.types';
import { UNKNOWN } from '@/lib/schema';
import { bandNameText } from '../estimate/estimateText';
import { DAY_MINUTES, stripBands, stripLegend, stripText, stripTicks } from './priceStrip';
import styles from './PriceStrip.module.css';

const BAND_CLASS: Record<BandName, string> = {
  尖: styles.sharp,
  峰: styles.peak,
  平: styles.flat,
  谷: styles.valley,
  [UNKNOWN]: styles.unknown,
};

/** A band this narrow (minutes) has no room for its name on the strip: the legend and the hours under it say it. */
const NAMED_FROM = 150;

const at = (minute: number) => `${(minute / DAY_MINUTES) * 100}%`;

/**
 * The day's tariff as one strip: 0–24 h with each band in its colour and its name on it, the hours where bands
 * change under it, and now marked; the legend gives each band's price a kWh. A screen reader hears it as one image
 * whose name lists every band's times and price and the band now (the drawing itself is hidden from it).
 */
export function PriceStrip({ bands, nowMinute, nowClock }: { bands: readonly PriceBand[]; nowMinute: number | null; nowClock: string | null }) {
  const strip = stripBands(bands, nowMinute);
  if (strip.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <div role="img" aria-label={stripText(strip, nowClock)} className={styles.figure}>
        <div className={styles.bar}>
          <svg className={styles.svg} viewBox={`0 0 ${DAY_MINUTES} 10`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {strip.map((b) => (
              <rect key={b.start} className={BAND_CLASS[b.name]} x={b.start} y={0} width={b.end - b.start} height={10} />
            ))}
          </svg>
          {strip.map((b) =>
            b.end - b.start >= NAMED_FROM ? (
              <span key={b.start} className={styles.name} style={{ left: at(b.start), width: at(b.end - b.start) }}>
                {bandNameText(b.name)}
              </span>
            ) : null,
          )}
          {nowMinute !== null && <span className={styles.now} style={{ left: at(nowMinute) }} />}
        </div>
        <div className={styles.ticks}>
          {stripTicks(strip).map((t) => (
            <span key={t.minute} className={styles.tick} style={{ left: at(t.minute) }}>
              {t.text}
            </span>
          ))}
        </div>
      </div>
      <ul className={styles.legend} aria-label="各时段电价（元/度）">
        {stripLegend(strip).map((l) => (
          <li key={l.text} className={styles.key}>
            <span className={`${styles.swatch} ${BAND_CLASS[l.name]}`} aria-hidden="true" />
            {l.text}
          </li>
        ))}
        <li className={styles.unit}>元/度</li>
      </ul>
    </div>
  );
}
