import { List } from 'antd-mobile';
import type { StationDetail } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import styles from './StationSections.module.css';

/** 停车与占位: what the lot charges a charging car, and the idle fee once the charge has ended (or that there is none). */
export function StationRules({ station: s }: { station: StationDetail }) {
  return (
    <section className={styles.card} aria-labelledby="chg-rules">
      <h2 className={styles.title} id="chg-rules">
        停车费与占位费
      </h2>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
        <List.Item description={s.parkingFeeDesc}>停车费</List.Item>
        <List.Item description={s.idleFee ? `充电结束${s.idleFee.graceMinutes}分钟后未挪车，每分钟${formatMoney(s.idleFee.perMinuteCents)}，封顶${formatMoney(s.idleFee.capCents)}` : '本站不收取占位费'}>
          占位费
        </List.Item>
      </List>
    </section>
  );
}
