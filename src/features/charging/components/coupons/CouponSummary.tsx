import type { ChargingCoupon } from '@/api/cps/coupons.types';
import { formatMoney } from '@/lib/format';
import { ruleText, validityText } from './couponText';
import './coupons.css';

/** One charging coupon as the driver reads it: what it takes off, its name, when it applies and until when. */
export function CouponSummary({ coupon }: { coupon: ChargingCoupon }) {
  return (
    <span className="cc-coupon">
      <span className="cc-amount">-{formatMoney(coupon.faceValueCents)}</span>
      <span className="cc-text">
        <span className="cc-name">{coupon.name}</span>
        <span className="cc-weak">{ruleText(coupon)}</span>
        <span className="cc-weak">{validityText(coupon)}</span>
      </span>
    </span>
  );
}
