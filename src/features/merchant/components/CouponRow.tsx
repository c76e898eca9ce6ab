import { Link } from 'react-router-dom';
import type { MerchantCouponItem } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import '../merchant.css';

const TAG: Record<MerchantCouponItem['state'], string> = {
  stock: 'mc-tag', given: 'mc-tag', used: 'mc-tag mc-tag--ok', expired: 'mc-tag mc-tag--off', withdrawn: 'mc-tag mc-tag--warn',
};

/** One merchant coupon in a record list; the whole row opens its life (/couponsDetail). */
export function CouponRow({ merchantId, item, show }: { merchantId: string; item: MerchantCouponItem; show: 'given' | 'invalid' }) {
  return (
    <Link className="mc-item" to={href(paths.couponsDetail, { merchantId, merchantCouponId: item.merchantCouponId })}>
      <span className="mc-line">
        <span className="mc-title">{item.typeName}</span>
        <span className={TAG[item.state]}>{item.stateText}</span>
      </span>
      {item.plateNo && (
        <span className="mc-line">
          <PlateBadge plateNo={item.plateNo} size="small" />
          <span className="mc-weak">{item.wayText}</span>
        </span>
      )}
      {show === 'given' ? (
        <span className="mc-weak">
          {item.givenBy}赠送于 {formatDateTime(item.givenAt)}
        </span>
      ) : (
        <span className="mc-weak">
          {item.state === 'withdrawn' ? '撤回于' : '过期于'} {formatDateTime(item.invalidAt)}
          {item.givenBy ? `，${item.givenBy}赠送` : '，未赠出'}
        </span>
      )}
    </Link>
  );
}
