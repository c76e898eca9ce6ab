import { Link } from '@/ui/Link';
import type { MerchantCouponItem } from '@/api/coupon/merchant.types';
import { UNKNOWN } from '@/lib/schema';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import shared from './merchantCards.module.css';
import styles from './CouponRecord.module.css';

const TAG: Record<MerchantCouponItem['state'], string> = {
  stock: shared.tag, given: shared.tag, used: `${shared.tag} ${shared.tagOk}`, expired: `${shared.tag} ${shared.tagOff}`, withdrawn: `${shared.tag} ${shared.tagWarn}`,
  [UNKNOWN]: shared.tag,
};

/** One merchant coupon in a record list; the whole row opens its life (/couponsDetail). */
export function CouponRecord({ merchantId, item, show }: { merchantId: string; item: MerchantCouponItem; show: 'given' | 'invalid' }) {
  return (
    <Link className={styles.item} to={href(paths.couponsDetail, { merchantId, merchantCouponId: item.merchantCouponId })}>
      <span className={shared.line}>
        <span className={shared.title}>{item.typeName}</span>
        <span className={TAG[item.state]}>{item.state === UNKNOWN ? '未知' : item.stateText}</span>
      </span>
      {item.plateNo && (
        <span className={shared.line}>
          <PlateBadge plateNo={item.plateNo} size="small" />
          <span className={shared.weak}>{item.wayText}</span>
        </span>
      )}
      {show === 'given' ? (
        <span className={shared.weak}>
          {item.givenBy}赠送于 {formatDateTime(item.givenAt)}
        </span>
      ) : (
        <span className={shared.weak}>
          {item.state === 'withdrawn' ? '撤回于' : '过期于'} {formatDateTime(item.invalidAt)}
          {item.givenBy ? `，${item.givenBy}赠送` : '，未赠出'}
        </span>
      )}
    </Link>
  );
}
