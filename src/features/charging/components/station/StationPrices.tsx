import { List } from 'antd-mobile';
import type { StationDetail } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { ValueLine } from '../rows/ValueLine';
import { StationEstimate } from '../estimate/StationEstimate';
import { bandNameText } from '../estimate/estimateText';
import styles from './StationSections.module.css';

/** 价格: each band of the day with its energy price and service fee, then what a full charge costs now, part by part. */
export function StationPrices({ station: s, serverNow }: { station: StationDetail; serverNow: number }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="chg-bands">
        <h2 className={styles.title} id="chg-bands">
          分时电价
        </h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          {s.priceBands.map((b) => (
            <List.Item key={`${b.from}-${b.to}`} description={`电费 ${formatMoney(b.energyCentsPerKwh)} + 服务费 ${formatMoney(b.serviceCentsPerKwh)}`}>
              <ValueLine label={`${bandNameText(b.name)} ${b.from}–${b.to}`} value={`${formatMoney(b.energyCentsPerKwh + b.serviceCentsPerKwh)}/度`} />
            </List.Item>
          ))}
        </List>
      </section>
      <StationEstimate station={s} now={serverNow} />
    </>
  );
}
