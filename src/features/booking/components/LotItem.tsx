import { Link } from 'react-router-dom';
import type { BookablePark } from '@/api/booking/types';
import { formatMoney, knownDistance } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import '../booking.css';

/** Bookable spaces left: -1 is unlimited, 0 none. */
export function bookSpacesText(n: number): string {
  if (n < 0) return '预约车位充足';
  return n === 0 ? '预约车位已约满' : `可预约车位 ${n}`;
}

/** One bookable lot: distance, spaces left, the cheapest way in; the whole card opens the booking page. */
export function LotItem({ park }: { park: BookablePark }) {
  const far = knownDistance(park.distance);
  return (
    <Link className="bk-item" to={href(paths.spaceBooking, { parkId: park.parkId })}>
      <span className="bk-line">
        <span className="bk-title">{park.parkName}</span>
        {far && <span className="bk-weak bk-nowrap">{far}</span>}
      </span>
      <span className="bk-weak">{park.parkAddr}</span>
      {park.businessHours && <span className="bk-weak">营业时间 {park.businessHours}</span>}
      <span className="bk-line">
        <span className={park.leftBookSpaceNum === 0 ? 'bk-weak' : undefined}>{bookSpacesText(park.leftBookSpaceNum)}</span>
        <span className="bk-nowrap">
          <span className="bk-money bk-money--due">{formatMoney(park.startPriceCents)}</span>
          <span className="bk-weak">起</span>
        </span>
      </span>
    </Link>
  );
}
