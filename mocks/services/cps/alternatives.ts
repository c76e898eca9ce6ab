import type { AlternativeStation } from '../../../src/api/cps/chargerAccess.types';
import { notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf } from '../../core/validate';
import { distanceMetres } from '../dealer/geo';
import { pileSilentAt } from './gunBoard';
import { pilesOf } from './piles';

/**
 * Where else to charge (after a failed start or at a full station): the other open stations with a free
 * gun of the kind, nearest to this one first. A gun whose pile stopped reporting is not counted: the driver sent
 * there should find it free.
 */
export function registerAlternatives(r: MockRouter) {
  r.get('/cps/v2/api/stations/{stationId}/alternatives', (ctx) => {
    const here = ctx.db.stations.find((s) => s.stationId === ctx.req.params.stationId);
    if (!here) notFound('充电站不存在');
    const gunType = oneOf(ctx.req.input, 'gunType', '充电枪类型', ['fast', 'slow'] as const);
    const now = ctx.now();
    const from = { lng: here.longitude, lat: here.latitude };
    const found: AlternativeStation[] = [];
    for (const s of ctx.db.stations) {
      if (s.stationId === here.stationId || s.openState !== 1) continue;
      const piles = pilesOf(ctx.db, s, now).filter((p) => p.gunType === gunType);
      const guns = piles.flatMap((p) => p.guns);
      const freeNum = piles.flatMap((p) => (pileSilentAt(ctx.db, p.pileCode, now) ? [] : p.guns.filter((g) => g.status === 'free'))).length;
      if (freeNum === 0) continue;
      found.push({
        stationId: s.stationId, stationName: s.stationName, stationAddr: s.stationAddr, distanceMeters: distanceMetres(from, { lng: s.longitude, lat: s.latitude }),
        freeNum, totalNum: guns.length,
      });
    }
    return found.sort((a, b) => a.distanceMeters - b.distanceMeters);
  });
}
