import type { BookablePark } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { LotCard, LotLine } from '@/ui/LotCard';
import styles from './LotItem.module.css';

/** Bookable spaces left: -1 is unlimited, 0 none. */
export function bookSpacesText(n: number): string {
  if (n < 0) return '预约车位充足';
  return n === 0 ? '预约车位已约满' : `可预约车位 ${n}`;
}

/** One bookable lot: distance, spaces left, the cheapest way in; the whole card opens the booking page. */
export function LotItem({ park }: { park: BookablePark }) {
  return (
    <LotCard to={href(paths.spaceBooking, { parkId: park.parkId })} name={park.parkName} distance={park.distance} address={park.parkAddr}>
      {park.businessHours && <span className={styles.weak}>营业时间 {park.businessHours}</span>}
      <LotLine>
        <span className={park.leftBookSpaceNum === 0 ? styles.weak : undefined}>{bookSpacesText(park.leftBookSpaceNum)}</span>
        <span>
          <span className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(park.startPriceCents)}</span>
          <span className={styles.weak}>起</span>
        </span>
      </LotLine>
    </LotCard>
  );
}
