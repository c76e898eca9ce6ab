import type { StationRecord } from '../../db/charging';
import type { GunType } from '../../../src/api/cps/session.types';

/**
 * A station's piles, laid out from its fast and slow gun counts: two guns a pile, numbered `<station><pile>`
 * ('200103' is S2001's third pile). At the seed, other drivers take the last guns of each kind (the station's
 * leftNum says how many are free); from then on the guns' states follow sessions, holds and lines (piles.ts).
 */
const FAST_KW = 60;
const SLOW_KW = 7;

export interface PileLayout {
  pileCode: string;
  pileName: string;
  gunType: GunType;
  powerKw: number;
  gunNos: string[];
  /** How many of this pile's guns other drivers held at the seed. */
  othersHold: number;
}

export function layout(station: StationRecord): PileLayout[] {
  const code = station.stationId.replace(/\D/g, '');
  const piles: PileLayout[] = [];
  const add = (type: GunType, info: { leftNum: number; totalNum: number }) => {
    const busy = info.totalNum - info.leftNum;
    const count = Math.ceil(info.totalNum / 2);
    for (let i = 0; i < count; i++) {
      const guns = ['A', 'B'].slice(0, Math.min(2, info.totalNum - i * 2));
      const firstBusy = info.totalNum - busy;
      const othersHold = guns.filter((_, g) => i * 2 + g >= firstBusy).length;
      const n = piles.length + 1;
      piles.push({ pileCode: `${code}${String(n).padStart(2, '0')}`, pileName: `${n}号${type === 'fast' ? '直流桩' : '交流桩'}`, gunType: type, powerKw: type === 'fast' ? FAST_KW : SLOW_KW, gunNos: guns, othersHold });
    }
  };
  add('fast', station.quickChargingInfo);
  add('slow', station.slowChargingInfo);
  return piles;
}
