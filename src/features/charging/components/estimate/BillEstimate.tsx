import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { BillParts } from './BillParts';
import { EstimateDifference } from './EstimateDifference';
import styles from './BillEstimate.module.css';

/**
 * A finished bill's cost in parts beside the all-in estimate, and why they differ; nothing for bills from
 * before parts were kept, or while the car still charges (the parts are not final).
 */
export function BillEstimate({ bill }: { bill: ChargingBillDetail }) {
  if (!bill.parts || bill.orderState === 1) return null;
  return (
    <section className={styles.card} aria-label="费用构成与预估">
      <BillParts parts={bill.parts} estimate={bill.estimate} />
      <p className={styles.note}>停车费离场时由停车场收取，不在本账单中支付</p>
      <EstimateDifference bill={bill} />
    </section>
  );
}
