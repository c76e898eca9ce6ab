import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { answer, isAnswered } from '@/lib/answeredOnce';
import { href, paths } from '@/lib/paths';
import styles from './StillParked.module.css';
import { LinkButton } from '@/ui/LinkButton';
import { useDriverActiveCarOutMutation } from '@/api/charge/bills';

/** A stay this long is asked about: most cars left and the lot's camera missed it. */
export const STALE_STAY_SECONDS = 24 * 3600;
const DISMISSED_KEY = 'driverApp.stillParked';

function days(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  return `${d}天${h ? `${h}小时` : ''}`;
}

/**
 * No phantom sessions: a car recorded inside for over 24 hours, or whose plate has left another lot
 * since (the server says which), is asked about. 我已离场 ends the stay
 * where the lot supports it (driverActiveCarOut: the fee stops at now), else opens a bill problem with the bill
 * attached; 仍在停车 is remembered for this bill.
 */
export function StillParked({ bill, onLeft }: { bill: ParkOrderDetail; onLeft: () => void }) {
  const [hidden, setHidden] = useState(() => isAnswered(DISMISSED_KEY, bill.uniqueId));
  const [carOut, leaving] = useDriverActiveCarOutMutation();
  const elsewhere = bill.leftElsewhere;
  if (hidden || bill.orderState !== 1 || bill.isBagCar === 1 || (bill.parkDuration < STALE_STAY_SECONDS && !elsewhere)) return null;
  const leave = () => {
    if (leaving.isLoading) return;
    carOut({ uniqueId: bill.uniqueId, parkId: bill.parkId })
      .unwrap()
      .then(onLeft)
      .catch(() => undefined); // the error catalogue has told the driver
  };
  return (
    <section className={styles.still} aria-labelledby="pp-still-h">
      <h2 id="pp-still-h" className={styles.stillTitle}>
        还在停车场吗？
      </h2>
      <p className={styles.weak}>
        {elsewhere
          ? `这辆车${elsewhere.outTime.slice(5, 16)}已从${elsewhere.parkName}离场，本停车场却仍记录在场。`
          : `这辆车已记录在场${days(bill.parkDuration)}。`}
        如果已经离开，请告诉我们，确认离场后即停止计费。
      </p>
      <div className={styles.stillActions}>
        {bill.canActiveCarOut === 1 ? (
          <Button color="primary" shape="rounded" size="small" loading={leaving.isLoading} onClick={leave}>
            我已离场
          </Button>
        ) : (
          <LinkButton solid block={false} to={href(paths.customerServiceBillFeedBack, { uniqueId: bill.uniqueId })}>我已离场</LinkButton>
        )}
        <Button
          shape="rounded"
          size="small"
          onClick={() => {
            answer(DISMISSED_KEY, bill.uniqueId);
            setHidden(true);
          }}
        >
          仍在停车
        </Button>
      </div>
    </section>
  );
}
