import { Link } from '@/ui/Link';
import type { DiffTimePackage, DiffTimeSubscription } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge, PlateBadges } from '@/ui/PlateBadge';
import { slotText, STATUS_TONE, validityText } from '../text';
import { StateTag } from '@/ui/StateTag';
import shared from './listItem.module.css';
import styles from './OrderItems.module.css';

/** One package in the driver's list: the whole card opens it (an unpaid one, its pay page). */
export function PackageItem({ p }: { p: DiffTimePackage }) {
  const to = p.status === 'unpaid' ? href(paths.wrongTimePackagePay, { packageNo: p.packageNo }) : href(paths.wrongTimePackageDetail, { packageNo: p.packageNo });
  return (
    <Link className={shared.item} to={to}>
      <span className={shared.line}>
        <span className={shared.title}>{p.parkName}</span>
        <StateTag tone={STATUS_TONE[p.status]}>{p.statusText}</StateTag>
      </span>
      <span className={shared.line}>
        <span>{p.productName}</span>
        <span className={styles.money}>{formatMoney(p.priceCents)}</span>
      </span>
      <PlateBadges plates={p.plateNos} />
      <span className={shared.weak}>
        {validityText(p.startTime, p.endTime)} · {p.windowText}
      </span>
      {p.violationCount > 0 && <span className={shared.bad}>违规记录 {p.violationCount} 条</span>}
    </Link>
  );
}

/** One subscription in the driver's list. */
export function SubscriptionItem({ s }: { s: DiffTimeSubscription }) {
  const to = s.status === 'unpaid' ? href(paths.wrongTimeSubscribePay, { subscribeNo: s.subscribeNo }) : href(paths.wrongTimeSubscribeDetail, { subscribeNo: s.subscribeNo });
  return (
    <Link className={shared.item} to={to}>
      <span className={shared.line}>
        <span className={shared.title}>{s.parkName}</span>
        <StateTag tone={STATUS_TONE[s.status]}>{s.statusText}</StateTag>
      </span>
      <span className={shared.line}>
        <PlateBadge plateNo={s.plateNo} size="small" />
        <span className={styles.money}>{formatMoney(s.priceCents)}</span>
      </span>
      <span className={shared.weak}>{slotText(s.startTime, s.endTime)}</span>
    </Link>
  );
}
