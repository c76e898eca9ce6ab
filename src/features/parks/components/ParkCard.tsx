import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import type { NearbyPark } from '@/api/dealer/types';
import { href, paths } from '@/lib/paths';
import { knownDistance } from '@/lib/format';
import { StateTag } from '@/ui/StateTag';
import styles from './ParkCard.module.css';

/** '不限' for -1 (spec section 9), the number otherwise. */
export function spaces(n: number): string {
  return n < 0 ? '不限' : String(n);
}

const PAY_NAMES = { 2: '支付宝', 3: '微信', 6: '余额' } as const;

export function payTypesText(p: Pick<NearbyPark, 'payTypes'>): string {
  return p.payTypes.length ? p.payTypes.map((t) => PAY_NAMES[t]).join(' / ') : '仅现场缴费';
}

/** Where tapping a park leads by default: the map, with the park's sheet open. */
export function mapLinkFor(p: Pick<NearbyPark, 'parkId'>): string {
  return href(paths.map, { parkId: p.parkId, isDetailPark: 1 });
}

/** The head of a park or station card: its name, and how far it is when that is known. */
export function CardHead({ name, distance }: { name: string; distance: number | null }) {
  const far = knownDistance(distance);
  return (
    <span className={styles.cardHead}>
      <span className={styles.cardName}>{name}</span>
      {far && <span className={styles.cardDistance}>{far}</span>}
    </span>
  );
}

/** Free spaces now, in the colour of the answer (none is red). */
export function FreeSpaces({ left, total }: { left: number; total: number }) {
  return (
    <span className={styles.nowrap}>
      空位 <strong className={left > 0 ? styles.ok : styles.none}>{Math.max(0, left)}</strong>/{total}
    </span>
  );
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
    <Link className={styles.card} to={to}>
      <CardHead name={p.parkName} distance={p.distance} />
      <span className={styles.cardAddr}>{p.parkAddr}</span>
      <span className={styles.cardTags}>
        {badge && (
          <StateTag tone="primary">{badge}</StateTag>
        )}
        {p.parkKind === 2 && <StateTag solid>路侧</StateTag>}
        {p.isOnline === 0 && (
          <StateTag tone="danger">未联网</StateTag>
        )}
        {p.feeRuleLabels.slice(0, 2).map((l) => (
          <StateTag solid key={l}>{l}</StateTag>
        ))}
      </span>
      <span className={styles.cardLine}>
        <FreeSpaces left={p.leftParkSpaceNum} total={p.totalParkSpaceNum} />
        <span className={styles.muted}>{payTypesText(p)}</span>
      </span>
      {extra && <span className={styles.cardExtra}>{extra}</span>}
    </Link>
  );
}
