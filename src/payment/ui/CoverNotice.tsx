import type { BillCover, CoverKind } from '@/api/charge/coverage.types';
import styles from './CoverNotice.module.css';

/**
 * What paying now over a cover the driver may pay over (payAnyway) leads to, said in the dialog that asks first:
 * the withholding then deducts nothing at the exit; the merchant's coupon is not used and stays in the wallet.
 */
export const PAY_ANYWAY_TEXT: Partial<Record<CoverKind, string>> = {
  withholding: '现在支付后，离场时无感支付将不再扣费',
  merchantCoupon: '现在支付后，本次不使用商户赠送的优惠券，该券仍留在券包中',
};

/** The consequences of paying now over these covers, one sentence each, for the dialog that asks first. */
export function payAnywayText(covers: readonly BillCover[]): string {
  return [...new Set(covers.map((c) => PAY_ANYWAY_TEXT[c.kind]).filter(Boolean))].join('；');
}

/**
 * Another channel covers the bill: who (无感支付（微信）, ETC, 合作方订单, 商户优惠) and the server's message,
 * said as a status so a screen reader hears it when it appears. `small`: on a bill's row of a list.
 */
export function CoverNotice({ cover, small = false, note }: { cover: BillCover; small?: boolean; note?: string }) {
  return (
    <span className={small ? `${styles.notice} ${styles.small}` : styles.notice} role="status">
      <span className={styles.kind}>{cover.kindText}</span>
      {cover.message}
      {note ? <span>（{note}）</span> : null}
    </span>
  );
}
