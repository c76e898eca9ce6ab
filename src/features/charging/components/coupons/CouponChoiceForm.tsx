import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import type { ChargingCoupon } from '@/api/cps/coupons.types';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { CouponSummary } from './CouponSummary';
import styles from './CouponChoiceForm.module.css';

const NONE = 'none';

interface Props {
  coupons: ChargingCoupon[];
  /** The coupon chosen before (from the address), or null. */
  current: string | null;
  onChoose: (couponId: string | null) => void;
}

/**
 * The usable coupons and 不使用优惠券 as one radio group, then 确定. Choosing leaves the page, so it waits for 确定:
 * arrow keys move through a radio group, and each move must not navigate away.
 */
export function CouponChoiceForm({ coupons, current, onChoose }: Props) {
  const id = useId();
  const [value, setValue] = useState(() => (current && coupons.some((c) => c.couponId === current) ? current : NONE));
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onChoose(value === NONE ? null : value);
      }}
    >
      <div className={`${styles.card} ${styles.choice}`}>
        <ChoiceRadios
          id={id}
          legend={`可用优惠券（${coupons.length}张）`}
          hint="每次充电限用一张，充电结束后按实际充电费抵扣；未达到使用门槛时不抵扣，优惠券退回账户"
          value={value}
          onChange={setValue}
          choices={[...coupons.map((c) => ({ value: c.couponId, label: <CouponSummary coupon={c} /> })), { value: NONE, label: '不使用优惠券' }]}
        />
      </div>
      <Button type="submit" block color="primary" shape="rounded" size="large">
        确定
      </Button>
    </form>
  );
}
