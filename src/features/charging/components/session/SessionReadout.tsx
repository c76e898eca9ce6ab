import type { ChargingSession } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { describeStop } from '../start/stopCondition';
import styles from './SessionReadout.module.css';
import { figureTiming } from '@/ui/figureTiming';

const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
};

/**
 * What a driver watches while charging: energy, power, the battery where the pile reports it, time, cost so far
 * (energy plus service fee) and when it should finish. `runningSeconds` keeps the clock moving between answers.
 */
export function SessionReadout({ session, runningSeconds }: { session: ChargingSession; runningSeconds: number }) {
  return (
    <section className={styles.card} aria-label="充电数据">
      <dl className={styles.readout}>
        <div className={styles.figure}>
          <dt>已充电量</dt>
          <dd {...figureTiming}>{session.kwh.toFixed(2)} 度</dd>
        </div>
        <div className={styles.figure}>
          <dt>当前功率</dt>
          <dd>{session.powerKw.toFixed(1)} kW</dd>
        </div>
        {session.soc !== null && (
          <div className={styles.figure}>
            <dt>电池电量</dt>
            <dd>{session.soc}%</dd>
          </div>
        )}
        <div className={styles.figure}>
          <dt>充电时长</dt>
          <dd>{clock(runningSeconds)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>当前费用</dt>
          <dd>{formatMoney(session.feeCents)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>预计结束</dt>
          <dd>{session.estimatedEndTime ? formatDateTime(session.estimatedEndTime).slice(11, 16) : '—'}</dd>
        </div>
      </dl>
      <p className={`${styles.weak} ${styles.stack}`}>
        电费 {formatMoney(session.energyFeeCents)} + 服务费 {formatMoney(session.serviceFeeCents)} · {describeStop(session.stopCondition)}
      </p>
    </section>
  );
}
