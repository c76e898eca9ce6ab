import type { MyChargerAccess } from '@/api/cps/chargerAccess.types';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import styles from './AccessCard.module.css';

const hm = (wire: string) => parseServerTime(wire)?.format('HH:mm') ?? wire;

/**
 * What ended by itself while the driver was away (the server tells it for half an hour): a reservation that ran
 * out, its fee kept, or a line's offer that passed to the next. Said once here, so a hold does not just vanish.
 */
export function EndedNote({ access }: { access: MyChargerAccess }) {
  const { lapsedHold: hold, passedPlace: place } = access;
  if (!hold && !place) return null;
  return (
    <div className={styles.lines} role="note" aria-label="已结束的预约或排队">
      {hold && (
        <p className={styles.warning}>
          您在{hold.stationName}预约的{hold.pileName} {hold.gunName}已于 {hm(hold.expiresAt)} 到期，充电枪已释放，预约费 {formatMoney(hold.feeCents)}不退。
        </p>
      )}
      {place?.offer && (
        <p className={styles.warning}>
          在{place.stationName}为您保留的{place.offer.pileName} {place.offer.gunName}已于 {hm(place.offer.expiresAt)} 过时，已让给下一位；如仍需充电，可重新排队。
        </p>
      )}
    </div>
  );
}
