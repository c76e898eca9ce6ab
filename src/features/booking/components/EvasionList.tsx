import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useCancelEvasionControlMutation, useEvasionCarsQuery } from '@/api/booking/spec';
import type { EvasionCar } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { useFeedback } from '@/ui/hooks';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QueryState } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import { StateTag } from '@/ui/StateTag';
import styles from './EvasionList.module.css';

function Lift({ car }: { car: EvasionCar }) {
  const ui = useFeedback();
  const [lift] = useCancelEvasionControlMutation();
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const onLift = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await ui.dialog({
        title: '解除布控',
        content: `解除后，${car.plateNo}再次驶入您的车位时将不再提醒管理员。确认解除吗？`,
        actions: [
          { key: 'cancel', text: '暂不解除' },
          { key: 'lift', text: '确认解除', primary: true },
        ],
        safeKey: 'cancel',
      });
      if (answer !== 'lift') return;
      await lift({ controlId: car.controlId }).unwrap();
      ui.toast('已解除布控', 2000);
    } catch {
      // The error catalogue has said why.
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  return (
    <Button className={styles.lift} size="small" shape="rounded" loading={busy} onClick={() => void onLift()}>
      解除布控
    </Button>
  );
}

function Car({ car }: { car: EvasionCar }) {
  return (
    <li className={styles.card}>
      <div className={styles.line}>
        <PlateBadge plateNo={car.plateNo} size="small" />
        <StateTag tone={car.controlState === 1 ? 'warning' : 'default'}>{car.stateText}</StateTag>
      </div>
      <p className={styles.weak}>
        {formatDateTime(car.evasionTime)} 未预约占用 {car.berthNo}，欠费 <span className={styles.money}>{formatMoney(car.amountCents)}</span>
      </p>
      {car.controlState === 1 && (
        <div className={styles.line}>
          <span className={styles.weak}>布控中：该车再次驶入时车位锁保持升起并提醒管理员</span>
          <Lift car={car} />
        </div>
      )}
    </li>
  );
}

/** Cars that used the owner's space without a booking and left unpaid, and lifting control of one. */
export function EvasionList({ lockId }: { lockId: string }) {
  const q = useEvasionCarsQuery({ lockId }, FRESH);
  return (
    <QueryState query={q} loading="逃费车辆加载中" error="逃费车辆加载失败" empty={{ when: (d) => d.length === 0, text: '暂无逃费车辆' }}>
      {(cars) => (
        <ul className={styles.list} aria-label="逃费车辆">
          {cars.map((c) => (
            <Car key={c.controlId} car={c} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
