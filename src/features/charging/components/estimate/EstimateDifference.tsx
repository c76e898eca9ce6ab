import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { EXPLAIN_OVER_CENTS, explainDifference } from '../../estimate/explainDifference';
import styles from './EstimateDifference.module.css';

/**
 * How the bill came out against the estimate: within 1.00元 said in a line; beyond it, the difference and each part
 * that made it on its own line (the coupon and a reservation's credit are taken off what came out).
 */
export function EstimateDifference({ bill }: { bill: ChargingBillDetail }) {
  if (!bill.parts || !bill.estimate) return null;
  const d = explainDifference({ parts: bill.parts, estimate: bill.estimate, stopReason: bill.stopReason, couponCents: bill.couponCents, holdCreditCents: bill.holdCreditCents });
  if (d.lines.length === 0) {
    return <p className={styles.same}>实际费用 {formatMoney(d.actualCents)}，与预估相差不超过{formatMoney(EXPLAIN_OVER_CENTS)}</p>;
  }
  return (
    <div className={styles.diff}>
      <p className={styles.head}>
        实际费用 {formatMoney(d.actualCents)}，比预估{d.diffCents > 0 ? '多' : '少'} {formatMoney(Math.abs(d.diffCents))}：
      </p>
      <ul className={styles.lines}>
        {d.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
