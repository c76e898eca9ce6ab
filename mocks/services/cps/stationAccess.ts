import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { StationDetail } from '../../../src/api/cps/session.types';
import { bringAccessUpToDate } from './accessTimeline';
import { holdRuleOf } from './holds';
import { queueCounts } from './queues';
import { reportSummaries } from './reports';

/** What a station page shows of holds, lines and reports. */
export function stationAccess(db: Db, station: StationRecord, now: number): Pick<StationDetail, 'supportBook' | 'holdRule' | 'queues' | 'reports'> {
  bringAccessUpToDate(db, now);
  return { supportBook: station.supportBook, holdRule: holdRuleOf(station), queues: queueCounts(db, station.stationId), reports: reportSummaries(db, station.stationId) };
}
