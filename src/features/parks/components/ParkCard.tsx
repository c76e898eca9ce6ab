import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NearbyPark } from '@/api/types/dealer';
import { formatDistance } from '@/lib/format';

/** '不限' for -1 (spec section 9), the number otherwise. */
export function spaces(n: number): string {
  return n < 0 ? '不限' : String(n);
}

const PAY_NAMES = { 2: '支付宝', 3: '微信', 6: '余额' } as const;

export function payTypesText(p: NearbyPark): string {
  return p.payTypes.length ? p.payTypes.map((t) => PAY_NAMES[t]).join(' / ') : '仅现场缴费';
}

/** Where tapping a park leads by default: the map, with the park's sheet open. */
export function mapLinkFor(p: NearbyPark): string {
  return `/map?parkId=${encodeURIComponent(p.parkId)}&isDetailPark=1`;
}

interface Props {
  park: NearbyPark;
  to: string;
  /** A line of its own under the address (why it is listed, the pass, the bag spaces…). */
  extra?: ReactNode;
  badge?: string;
}

/** One park of a list: name, distance, address, spaces, fee labels; the whole card is one link. */
export function ParkCard({ park: p, to, extra, badge }: Props) {
  return (
    <Link className="parks-card" to={to}>
      <span className="parks-card-head">
        <span className="parks-card-name">{p.parkName}</span>
        {p.distance !== null && <span className="parks-card-distance">{formatDistance(p.distance)}</span>}
      </span>
      <span className="parks-card-addr">{p.parkAddr}</span>
      <span className="parks-card-tags">
        {badge && <span className="parks-tag parks-tag--strong">{badge}</span>}
        {p.parkKind === 2 && <span className="parks-tag">路侧</span>}
        {p.isOnline === 0 && <span className="parks-tag parks-tag--warn">未联网</span>}
        {p.feeRuleLabels.slice(0, 2).map((l) => (
          <span key={l} className="parks-tag">
            {l}
          </span>
        ))}
      </span>
      <span className="parks-card-line">
        <span>
          空位 <strong className={p.leftParkSpaceNum > 0 ? 'parks-ok' : 'parks-none'}>{p.leftParkSpaceNum}</strong>/{p.totalParkSpaceNum}
        </span>
        <span className="parks-muted">{payTypesText(p)}</span>
      </span>
      {extra && <span className="parks-card-extra">{extra}</span>}
    </Link>
  );
}
