import { useEffect, useState } from 'react';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { feeOutlook } from '@/lib/feePreview';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import styles from './FeeOutlookLine.module.css';

interface Props {
  bill: ParkOrderDetail;
  /** When the bill was read: its parkDuration counts from then. */
  fetchedAt: number | undefined;
  /** The fee has just gone up: the server is asked for the bill again (its amount is the one to pay). */
  onRise: () => void;
}

/**
 * No surprise fees: while the car is inside, "免费停车至 14:35（还剩 8 分钟）" or "再停 23 分钟将增加
 * 10.00元", from the lot's rule. Only a preview: the fee shown and paid is the server's bill, asked again the moment
 * the rule says it rose.
 */
export function FeeOutlookLine({ bill, fetchedAt, onRise }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const running = bill.orderState === 1 && !!bill.feeRule && fetchedAt !== undefined;
  useEffect(() => {
    if (!running) return undefined;
    const t = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(t);
  }, [running]);

  const parked = running ? bill.parkDuration + Math.max(0, Math.floor((now - (fetchedAt ?? now)) / 1000)) : 0;
  const outlook = running && bill.feeRule ? feeOutlook(bill.feeRule, parked) : null;
  const secondsToRise = outlook?.secondsToRise ?? null;

  // Wake up when the fee rises, and ask the server for the bill as it is then.
  useEffect(() => {
    if (secondsToRise === null) return undefined;
    const t = window.setTimeout(() => {
      setNow(Date.now());
      onRise();
    }, secondsToRise * 1000 + 1500);
    return () => window.clearTimeout(t);
  }, [secondsToRise, onRise]);

  if (!outlook) return null;
  const minutes = Math.max(1, Math.ceil(outlook.secondsToRise / 60));
  if (outlook.free) {
    const until = parseServerTime(bill.parkStartTime)?.add(outlook.riseAtSeconds, 'second').format('HH:mm');
    return (
      <p className={`${styles.outlook} ${styles.outlookFree}`}>
        {until ? `免费停车至 ${until}` : '当前免费停车'}（还剩 {minutes} 分钟）
      </p>
    );
  }
  return (
    <p className={styles.outlook}>
      再停 {minutes} 分钟将增加 {formatMoney(outlook.riseCents)}
    </p>
  );
}
