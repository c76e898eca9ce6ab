import { parseServerTime } from '@/lib/time';
import { Countdown } from '@/ui/Countdown';
import { holdDeadline, useHoldAt } from '../access/useHeldForMe';
import styles from './HeldUntil.module.css';

/**
 * On the start page, the gun held for this driver and how long it stays held, on the server's clock: the driver on
 * the way to the pile sees the time left where they start, not only on the station's 预约与排队.
 */
export function HeldUntil({ pileCode }: { pileCode: string }) {
  const at = useHoldAt(pileCode);
  const deadline = at && holdDeadline(at.hold, at.serverTime);
  if (!at || !deadline) return null;
  return (
    <p className={styles.held}>
      {at.hold.gunName}为您保留至 {parseServerTime(at.hold.expiresAt)?.format('HH:mm')}，剩余 <Countdown {...deadline} readAt={at.readAt} />
    </p>
  );
}
