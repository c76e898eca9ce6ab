import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { StationDetail } from '../../../src/api/cps/session.types';

/** What a station page shows of holds, lines and reports (issue 28). Seam: filled in by holds/queues/reports. */
export function stationAccess(_db: Db, station: StationRecord, _now: number): Pick<StationDetail, 'supportBook' | 'holdRule' | 'queues' | 'reports'> {
  return { supportBook: station.supportBook, holdRule: null, queues: { fast: 0, slow: 0 }, reports: [] };
}
