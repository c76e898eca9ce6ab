import type { StationRecord } from '../../db/charging';
import type { PileDetail } from '../../../src/api/cps/session.types';
import { priceBands } from './piles';

/** What the all-in estimate needs of a station (issue 28). Seam: filled in by the estimate's work. */
export function stationTariff(station: StationRecord): Pick<PileDetail, 'priceBands' | 'parkingRule' | 'curve'> {
  return { priceBands: priceBands(station), parkingRule: null, curve: { taperSoc: 80, taperShare: 0.4 } };
}
