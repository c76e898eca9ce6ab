import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { GunType } from '../../../src/api/cps/gun.types';
import { pilesOf } from './piles';

type Counts = { leftNum: number; totalNum: number };

/** A station's free guns of each kind as its guns read now, so the map's list and the station page agree with the piles. */
export function chargingInfoOf(db: Db, station: StationRecord, now: number): { quickChargingInfo: Counts; slowChargingInfo: Counts } {
  const piles = pilesOf(db, station, now);
  const count = (gunType: GunType): Counts => {
    const guns = piles.filter((p) => p.gunType === gunType).flatMap((p) => p.guns);
    return { leftNum: guns.filter((g) => g.status === 'free').length, totalNum: guns.length };
  };
  return { quickChargingInfo: count('fast'), slowChargingInfo: count('slow') };
}
