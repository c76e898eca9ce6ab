import { Link } from 'react-router-dom';
import type { DiffTimePackage, DiffTimeSubscription } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { slotText, STATUS_TONE, validityText } from '../text';
import { StateTag } from './StateTag';
import '../offPeak.css';

/** One package in the driver's list: the whole card opens it (an unpaid one, its pay page). */
export function PackageItem({ p }: { p: DiffTimePackage }) {
  const to = p.status === 'unpaid' ? href(paths.wrongTimePackagePay, { packageNo: p.packageNo }) : href(paths.wrongTimePackageDetail, { packageNo: p.packageNo });
  return (
    <Link className="op-item" to={to}>
      <span className="op-line">
        <span className="op-title">{p.parkName}</span>
        <StateTag text={p.statusText} tone={STATUS_TONE[p.status]} />
      </span>
      <span className="op-line">
        <span>{p.productName}</span>
        <span className="op-money">{formatMoney(p.priceCents)}</span>
      </span>
      <span className="op-plates op-plates--start">
        {p.plateNos.map((n) => (
          <PlateBadge key={n} plateNo={n} size="small" />
        ))}
      </span>
      <span className="op-weak">
        {validityText(p.startTime, p.endTime)} · {p.windowText}
      </span>
      {p.violationCount > 0 && <span className="op-bad">违规记录 {p.violationCount} 条</span>}
    </Link>
  );
}

/** One subscription in the driver's list. */
export function SubscriptionItem({ s }: { s: DiffTimeSubscription }) {
  const to = s.status === 'unpaid' ? href(paths.wrongTimeSubscribePay, { subscribeNo: s.subscribeNo }) : href(paths.wrongTimeSubscribeDetail, { subscribeNo: s.subscribeNo });
  return (
    <Link className="op-item" to={to}>
      <span className="op-line">
        <span className="op-title">{s.parkName}</span>
        <StateTag text={s.statusText} tone={STATUS_TONE[s.status]} />
      </span>
      <span className="op-line">
        <PlateBadge plateNo={s.plateNo} size="small" />
        <span className="op-money">{formatMoney(s.priceCents)}</span>
      </span>
      <span className="op-weak">{slotText(s.startTime, s.endTime)}</span>
    </Link>
  );
}
