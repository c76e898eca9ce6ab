import type { ChargingCoupon } from '@/api/cps/coupons.types';
import { formatMoney } from '@/lib/format';
import { ruleText, validityText } from './couponText';
import styles from './CouponSummary.module.css';

/** One charging coupon as the driver reads it: what it takes off, its name, when it applies and until when. */
export function CouponSummary({ coupon }: { coupon: ChargingCoupon }) {
  return (
    <span className={styles.coupon}>
      <span className={styles.amount}>-{formatMoney(coupon.faceValueCents)}</span>
      <span className={styles.text}>
        <span className={styles.name}>{coupon.name}</span>
        <span className={styles.weak}>{ruleText(coupon)}</span>
        <span className={styles.weak}>{validityText(coupon)}</span>
      </span>
    </span>
  );
}
