import type { Db } from '../../db';
import type { StationRecord } from '../../db/charging';
import type { GunType } from '../../../src/api/cps/gun.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { num, oneOf } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { bringAccessUpToDate, firstWaiting } from './accessTimeline';
import { liveHoldOn } from './gunBoard';
import { layout } from './pileLayout';

/**
 * The control API of gun holds, lines and reports (dev and test servers only): another driver's car leaves a gun now, the first in
 * line's turn comes now, a pile stops reporting. Clearing reports is in reports.ts.
 */
const MIN = 60_000;

function stationOf(ctx: MockContext): StationRecord {
  const station = ctx.db.stations.find((s) => s.stationId === ctx.req.params.stationId);
  if (!station) notFound('充电站不存在');
  return station;
}

/** The other driver's session of the kind at the station that would end soonest ends now; its gun goes to the line, or is free. */
function endOneOthers(db: Db, station: StationRecord, gunType: GunType, now: number) {
  const theirs = db.othersSessions.filter((o) => o.stationId === station.stationId && o.gunType === gunType).sort((a, b) => a.endsAt - b.endsAt)[0];
  if (!theirs) throw new MockFail('409', '该充电站没有其他车主在用的此类充电枪', 409);
  Object.assign(theirs, { endsAt: now, forced: true });
  bringAccessUpToDate(db, now);
  const hold = liveHoldOn(db, theirs.pileCode, theirs.gunNo);
  return { pileCode: theirs.pileCode, gunNo: theirs.gunNo, offeredTo: hold?.queueId ?? null, holdId: hold?.holdId ?? null };
}

export function registerAccessControl(r: MockRouter) {
  r.post('/__mock/stations/{stationId}/freeGun', (ctx) => {
    const station = stationOf(ctx);
    const gunType = oneOf(ctx.req.input, 'gunType', '充电枪类型', ['fast', 'slow'] as const);
    bringAccessUpToDate(ctx.db, ctx.now());
    return endOneOthers(ctx.db, station, gunType, ctx.now());
  });

  r.post('/__mock/stations/{stationId}/queueTurn', (ctx) => {
    const station = stationOf(ctx);
    const gunType = oneOf(ctx.req.input, 'gunType', '充电枪类型', ['fast', 'slow'] as const);
    bringAccessUpToDate(ctx.db, ctx.now());
    if (!firstWaiting(ctx.db, station.stationId, gunType, ctx.now())) throw new MockFail('409', '该充电站没有人在排队', 409);
    return endOneOthers(ctx.db, station, gunType, ctx.now());
  });

  r.post('/__mock/piles/{pileCode}/silence', (ctx) => {
    const pileCode = ctx.req.params.pileCode ?? '';
    if (!ctx.db.stations.some((s) => layout(s).some((p) => p.pileCode === pileCode))) notFound('未找到该充电桩');
    const minutes = num(ctx.req.input, 'minutes', '分钟数');
    if (minutes < 0) badRequest('分钟数不能小于0');
    const since = ctx.now() - Math.round(minutes * MIN);
    ctx.db.pileSilences = [...ctx.db.pileSilences.filter((x) => x.pileCode !== pileCode), { pileCode, since }];
    return { pileCode, since: wireTime(since) };
  });
}
