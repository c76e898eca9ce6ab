import { Button, Radio } from 'antd-mobile';
import { useState } from 'react';
import type { ChargingCoupon } from '@/api/types/cps-coupons';
import { CouponSummary } from './CouponSummary';
import './coupons.css';

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
  const [value, setValue] = useState(() => (current && coupons.some((c) => c.couponId === current) ? current : NONE));
  return (
    <form
      className="chg-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onChoose(value === NONE ? null : value);
      }}
    >
      <fieldset className="chg-card">
        <legend className="chg-title">可用优惠券（{coupons.length}张）</legend>
        <p className="chg-weak chg-stack">每次充电限用一张，充电结束后按实际充电费抵扣；未达到使用门槛时不抵扣，优惠券退回账户</p>
        <Radio.Group value={value} onChange={(v) => setValue(String(v))}>
          <div className="cc-options">
            {coupons.map((c) => (
              <div className="cc-option" key={c.couponId}>
                <Radio value={c.couponId}>
                  <CouponSummary coupon={c} />
                </Radio>
              </div>
            ))}
            <div className="cc-option">
              <Radio value={NONE}>不使用优惠券</Radio>
            </div>
          </div>
        </Radio.Group>
      </fieldset>
      <Button type="submit" block color="primary" shape="rounded" size="large">
        确定
      </Button>
    </form>
  );
}
