import type { NearbyPark } from '../../src/api/dealer/types';
import type { SuitPark, SuitParkPage } from '../../src/api/dealer/parks.types';
import { badRequest } from '../core/fail';
import type { MockRouter } from '../core/router';
import { optNum, page, paginate } from '../core/validate';
import { fmtTime } from './charge/bills';
import { byDistance, readPoint } from './dealer/geo';
import { toNearbyPark } from './dealer/parks';

const DEFAULT_RADIUS_M = 20_000;
const BALANCE = 6;

function radiusOf(input: Record<string, unknown>): number {
  const radius = optNum(input, 'radius') ?? DEFAULT_RADIUS_M;
  if (radius <= 0 || radius > 50_000) badRequest('搜索半径需在1米到50公里之间');
  return radius;
}

/**
 * Calls the parks screens need beyond endpoints.json, on the dealer service:
 * - POST suitParks: lots that suit the driver. First the lots where a signed-in driver holds a period pass valid
 *   now (parking there is already paid for), then online lots that take payment in the app and have a free space;
 *   nearest first within each group. Visitors get the second group only.
 * - POST balanceParks: lots whose payTypes include 6 (the wallet balance pays), nearest first; onlyAvailable 1
 *   keeps the online ones with a free space now.
 */
export function registerParksExtras(r: MockRouter) {
  r.post('/dealer/v2/api/suitParks', ({ db, req, driverId, now }) => {
    const point = readPoint(req.input);
    const radius = radiusOf(req.input);
    const passes = driverId ? db.bagPasses.filter((b) => b.driverId === driverId && b.startTime <= now() && b.endTime > now()) : [];
    const near = byDistance(db.parks.map((p) => toNearbyPark(p, point))).filter((p) => (p.distance ?? 0) <= radius);
    const withPass: SuitPark[] = [];
    const open: SuitPark[] = [];
    for (const p of near) {
      const pass = passes.filter((b) => b.parkId === p.parkId).sort((a, b) => b.endTime - a.endTime)[0];
      if (pass) withPass.push({ ...p, myPass: { plateNo: pass.plateNo, endTime: fmtTime(pass.endTime) }, suitReason: '您的月卡车场' });
      else if (p.isOnline === 1 && p.payTypes.length > 0 && p.leftParkSpaceNum > 0) open.push({ ...p, myPass: null, suitReason: '有空位，可线上缴费' });
    }
    const list: SuitParkPage = paginate([...withPass, ...open], page(req.input, 20));
    return list;
  });

  r.post('/dealer/v2/api/balanceParks', ({ db, req }) => {
    const point = readPoint(req.input);
    const radius = radiusOf(req.input);
    const raw = req.input.onlyAvailable;
    const onlyAvailable = raw === 1 || raw === '1';
    if (raw !== undefined && raw !== null && raw !== '' && !onlyAvailable && raw !== 0 && raw !== '0') badRequest('onlyAvailable只能为0或1');
    const found: NearbyPark[] = byDistance(
      db.parks
        .filter((p) => p.payTypes.includes(BALANCE) && (!onlyAvailable || (p.isOnline === 1 && p.leftParkSpaceNum > 0)))
        .map((p) => toNearbyPark(p, point)),
    ).filter((p) => (p.distance ?? 0) <= radius);
    return paginate(found, page(req.input, 20));
  });
}
