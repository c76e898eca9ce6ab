import type { StationDetail } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import { bandNameText } from '../estimate/estimateText';
import { PriceStrip } from './PriceStrip';
import styles from './StationGlance.module.css';

/** The price a kWh now (energy and service fee), and the day's bands as a strip with now marked on the server's clock. */
export function PriceNow({ station: s, serverNow }: { station: StationDetail; serverNow: number }) {
  const band = s.currentBand;
  const now = parseServerTime(serverNow);
  return (
    <section className={styles.block} aria-labelledby="chg-price-now">
      <div className={styles.priceRow}>
        <h3 className={styles.label} id="chg-price-now">
          当前电价
        </h3>
        <strong className={styles.price}>{formatMoney(band.energyCentsPerKwh + band.serviceCentsPerKwh)}/度</strong>
      </div>
      <p className={styles.weak}>
        {`${bandNameText(band.name)}时段 ${band.from}–${band.to} · 电费 ${formatMoney(band.energyCentsPerKwh)} + 服务费 ${formatMoney(band.serviceCentsPerKwh)}`}
      </p>
      <PriceStrip bands={s.priceBands} nowMinute={now ? now.hour() * 60 + now.minute() : null} nowClock={now?.format('HH:mm') ?? null} />
    </section>
  );
}
