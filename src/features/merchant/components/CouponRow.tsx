import { Link } from 'react-router-dom';
import type { MerchantCouponItem } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './CouponRow.module.css';

const TAG: Record<MerchantCouponItem['state'], string> = {
  stock: styles.tag, given: styles.tag, used: `${styles.tag} ${styles.tagOk}`, expired: `${styles.tag} ${styles.tagOff}`, withdrawn: `${styles.tag} ${styles.tagWarn}`,
};

/** One merchant coupon in a record list; the whole row opens its life (/couponsDetail). */
export function CouponRow({ merchantId, item, show }: { merchantId: string; item: MerchantCouponItem; show: 'given' | 'invalid' }) {
  return (
    <Link className={styles.item} to={href(paths.couponsDetail, { merchantId, merchantCouponId: item.merchantCouponId })}>
      <span className={styles.line}>
        <span className={styles.title}>{item.typeName}</span>
        <span className={TAG[item.state]}>{item.stateText}</span>
      </span>
      {item.plateNo && (
        <span className={styles.line}>
          <PlateBadge plateNo={item.plateNo} size="small" />
          <span className={styles.weak}>{item.wayText}</span>
        </span>
      )}
      {show === 'given' ? (
        <span className={styles.weak}>
          {item.givenBy}赠送于 {formatDateTime(item.givenAt)}
        </span>
      ) : (
        <span className={styles.weak}>
          {item.state === 'withdrawn' ? '撤回于' : '过期于'} {formatDateTime(item.invalidAt)}
          {item.givenBy ? `，${item.givenBy}赠送` : '，未赠出'}
        </span>
      )}
    </Link>
  );
}
