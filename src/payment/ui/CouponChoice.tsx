import { Button, List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import type { UsableCoupon } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import { ChoiceLink } from '@/ui/ChoiceLink';
import styles from './CouponChoice.module.css';

interface CouponRowProps {
  /** The coupon in effect (chosen, or the best one until the driver chooses), or none. */
  chosen: UsableCoupon | undefined;
  /** How many coupons fit this payment. */
  count: number;
  loading: boolean;
  /** The driver said 不使用优惠券. */
  declined: boolean;
  /** The choice page, with the way back. */
  to: string;
}

function rowText({ chosen, count, loading, declined }: Omit<CouponRowProps, 'to'>): string {
  if (chosen) return `-${formatMoney(chosen.discountFee)}（${chosen.couponName}）`;
  if (loading) return '查询中…';
  if (!count) return '暂无可用';
  return declined ? `不使用（${count}张可用）` : `${count}张可用`;
}

/** 优惠券 on a pay screen: what is taken off, as a row that opens the choice page. */
export function CouponRow(props: CouponRowProps) {
  return <ChoiceLink to={props.to} label="优惠券" value={rowText(props)} chosen={!!props.chosen} />;
}

interface CouponOptionsProps {
  coupons: UsableCoupon[];
  /** The coupon marked as in effect; null when none is. */
  current: string | null;
  onChoose: (couponId: string | null) => void;
}

/**
 * The coupons that fit a payment, best first, and 不使用优惠券. Choosing one leaves the page (the choice goes back
 * in the pay page's address), so each is a button that says whether it is the one in effect.
 */
export function CouponOptions({ coupons, current, onChoose }: CouponOptionsProps) {
  return (
    <>
      <CardList header="可用优惠券">
        {coupons.map((c) => {
          const on = current === c.couponId;
          return (
            <List.Item key={c.couponId}>
              <button type="button" className={`${styles.rowButton} ${styles.coupon}`} aria-pressed={on} onClick={() => onChoose(c.couponId)}>
                <span className={styles.couponAmount}>-{formatMoney(c.discountFee)}</span>
                <span className={styles.couponText}>
                  <strong>{c.couponName}</strong>
                  <small className={styles.weak}>有效期至 {formatDate(c.validTo)}</small>
                </span>
                {on && <CheckOutline className={styles.couponCheck} aria-hidden="true" />}
              </button>
            </List.Item>
          );
        })}
      </CardList>
      <Button block shape="rounded" size="large" color="primary" fill="outline" aria-pressed={current === null} onClick={() => onChoose(null)}>
        不使用优惠券
      </Button>
    </>
  );
}
