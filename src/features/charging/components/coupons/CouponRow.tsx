import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { ChoiceLink } from '@/ui/ChoiceLink';
import { ruleText } from './couponText';
import type { ChosenCoupon } from './useChosenCoupon';
import styles from './CouponRow.module.css';

function rowText({ chosen, count, loading, failed }: ChosenCoupon): string {
  if (chosen) return `${chosen.name}（最高减${formatMoney(chosen.faceValueCents)}）`;
  if (loading) return '查询中…';
  if (failed) return '暂时无法查询';
  return count ? `${count}张可用` : '暂无可用';
}

/**
 * 优惠券 on the start form: the chosen coupon or how many there are, as a row that opens the choice page. The
 * amount is only known at the end, so the row says when the coupon applies rather than a total.
 */
export function CouponRow({ pileCode, choice }: { pileCode: string; choice: ChosenCoupon }) {
  return (
    <ChoiceLink
      region
      to={href(paths.chargingChoiceCoupon, { pileCode, couponId: choice.chosen?.couponId })}
      label="优惠券"
      value={rowText(choice)}
      chosen={!!choice.chosen}
      description={choice.chosen ? `${ruleText(choice.chosen)}，充电结束后按实际费用抵扣` : undefined}
    >
      {choice.gone && (
        <p className={styles.gone} role="alert">
          所选优惠券已不可用（可能已使用或已过期），本次将不使用优惠券
        </p>
      )}
    </ChoiceLink>
  );
}
