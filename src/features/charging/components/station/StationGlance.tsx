import type { StationDetail } from '@/api/cps/session.types';
import type { StationTrust } from '@/api/cps/stationTrust.types';
import { FreeGuns } from './FreeGuns';
import type { Live } from './LiveNote';
import { PileAdvice } from './PileAdvice';
import { PriceNow } from './PriceNow';
import { StationHead } from './StationHead';
import styles from './StationGlance.module.css';

export interface GlanceProps {
  station: StationDetail;
  live: Live;
  serverNow: number;
  /** The station's 30-day record (for the pile to use and those to avoid) and the distance it measured. */
  trust: { data?: StationTrust; isLoading: boolean };
  onChanged: () => void;
  onShowTrust: () => void;
}

/**
 * The station page's first screen: what a driver at (or on the way to) the charger asks first, in that order — is it
 * this one and is it open, how far and the way in; are there free guns now; what does a kWh cost now and through the
 * day; which pile to use and which to avoid. The rest is in the tabs under it.
 */
export function StationGlance({ station, live, serverNow, trust, onChanged, onShowTrust }: GlanceProps) {
  return (
    <section className={styles.card} aria-labelledby="chg-station">
      <StationHead station={station} distance={trust.data?.distanceMeters ?? null} onChanged={onChanged} />
      <FreeGuns station={station} live={live} />
      <PriceNow station={station} serverNow={serverNow} />
      <PileAdvice station={station} trust={trust} serverNow={serverNow} onMore={onShowTrust} />
    </section>
  );
}
