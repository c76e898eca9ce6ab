import type { City, CityList, CollectedPark, CollectParkResult, NearbyPark, ParkBrief, ParkPayTypes, UncollectResult } from '../../src/api/dealer/types';
import type { Paged } from '../../src/lib/wire';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockContext, MockRouter } from '../core/router';
import { type Input, oneOf, optNum, optStr, page, paginate, str } from '../core/validate';
import type { ParkRecord } from '../db/places';
import { byDistance, optPoint, readPoint } from './dealer/geo';
import { toNearbyPark } from './dealer/parks';
import { bringDiffTimeUpToDate } from './booking/diffTimeLife';
import { bringBookingsUpToDate } from './booking/orderLife';
import { wireTime } from '../core/wireTime';

const DEFAULT_RADIUS_M = 20_000;
const HOME_LIST_SIZE = 5;
const MAX_FAVOURITES = 50;
const MAX_KEYWORD = 30;

/** Parks within the radius of the requested point that pass `keep`, nearest first, paged. */
function nearby(ctx: MockContext, keep: (p: ParkRecord) => boolean): Paged<NearbyPark> {
  const { input } = ctx.req;
  const point = readPoint(input);
  const radius = optNum(input, 'radius') ?? DEFAULT_RADIUS_M;
  if (radius <= 0 || radius > 50_000) badRequest('搜索半径需在1米到50公里之间');
  const found = byDistance(ctx.db.parks.filter(keep).map((p) => toNearbyPark(p, point))).filter((p) => (p.distance ?? 0) <= radius);
  return paginate(found, page(input, 20));
}

function keyword(input: Input, key: string, label: string): string {
  const k = str(input, key, label).trim();
  if (k.length > MAX_KEYWORD) badRequest(`${label}不能超过${MAX_KEYWORD}个字`);
  return k;
}

function findPark(ctx: MockContext, parkId: string): ParkRecord {
  const park = ctx.db.parks.find((p) => p.parkId === parkId);
  if (!park) notFound('停车场不存在');
  return park;
}

function initialOf(pinyin: string): string {
  return pinyin.charAt(0).toUpperCase();
}

/** The dealer service: parks near a point, by name, favourites and what a lot accepts. */
export function registerDealer(r: MockRouter) {
  r.post('/dealer/v2/api/nearbyParks', (ctx) => nearby(ctx, () => true));

  // Home shows a handful only, so a long list is cut rather than paged.
  r.post('/dealer/v2/api/nearbyParks/home', (ctx) => {
    const point = readPoint(ctx.req.input);
    const found = byDistance(ctx.db.parks.map((p) => toNearbyPark(p, point))).filter((p) => (p.distance ?? 0) <= DEFAULT_RADIUS_M);
    return paginate(found, { pageNo: 1, pageSize: HOME_LIST_SIZE });
  });

  r.post('/dealer/v2/api/nearbyBagParks', (ctx) => nearby(ctx, (p) => p.supportBag === 1));

  r.post('/dealer/v2/api/nearbyDiffTimeParks', (ctx) => {
    // diffTimeType narrows to off-peak passes (1) or off-peak bookings (2); without it both count.
    const raw = ctx.req.input.diffTimeType;
    const type = raw === undefined || raw === '' ? 0 : oneOf(ctx.req.input, 'diffTimeType', '错时类型', [1, 2] as const);
    // Left and total as the booking service counts them now (sales, unpaid orders lapsing, windows passing).
    bringDiffTimeUpToDate(ctx.db, ctx.now());
    return nearby(ctx, (p) => (type !== 2 && p.supportDiffTimeBag === 1) || (type !== 1 && p.supportDiffTimeBook === 1));
  });

  r.post('/dealer/v2/api/nearByCanBookParks', (ctx) => {
    // Spaces freed by bookings that lapsed or ended count as left again.
    bringBookingsUpToDate(ctx.db, ctx.now());
    return nearby(ctx, (p) => p.supportBook === 1 && p.isOnline === 1);
  });

  r.post('/dealer/v2/api/nearbySearchByName', (ctx) => {
    const { input } = ctx.req;
    const k = keyword(input, 'keyword', '搜索关键字');
    const point = optPoint(input);
    const hits = ctx.db.parks.filter((p) => p.parkName.includes(k) || p.parkAddr.includes(k)).map((p) => toNearbyPark(p, point));
    return paginate(point ? byDistance(hits) : hits, page(input, 20));
  });

  r.get('/dealer/v2/api/parksByName', ({ db, req }) => {
    const k = keyword(req.input, 'parkName', '停车场名称');
    const city = optStr(req.input, 'cityName');
    const hits: ParkBrief[] = db.parks
      .filter((p) => p.parkName.includes(k) && (!city || p.cityName === city))
      .slice(0, 20)
      .map((p) => ({ parkId: p.parkId, parkName: p.parkName, parkAddr: p.parkAddr, cityName: p.cityName, latitude: p.latitude, longitude: p.longitude, parkKind: p.parkKind }));
    return hits;
  });

  r.get('/dealer/v2/api/citys', ({ db, req }) => {
    // initial narrows the list to one letter of the index bar.
    const only = optStr(req.input, 'initial')?.toUpperCase();
    if (only !== undefined && !/^[A-Z]$/.test(only)) badRequest('城市首字母须为A-Z之间的一个字母');
    const all: City[] = db.cities.filter((c) => !only || initialOf(c.pinyin) === only).map((c) => ({ cityCode: c.cityCode, cityName: c.cityName, pinyin: c.pinyin, initial: initialOf(c.pinyin), longitude: c.longitude, latitude: c.latitude }));
    const groups = new Map<string, City[]>();
    for (const c of [...all].sort((a, b) => a.pinyin.localeCompare(b.pinyin))) groups.set(c.initial, [...(groups.get(c.initial) ?? []), c]);
    const hotCodes = new Set(db.cities.filter((c) => c.hot).map((c) => c.cityCode));
    // Beijing leads the hot list: the service's home market.
    const hot = all.filter((c) => hotCodes.has(c.cityCode)).sort((a, b) => Number(b.cityCode === '110100') - Number(a.cityCode === '110100'));
    const list: CityList = { hot, groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([initial, cities]) => ({ initial, cities })) };
    return list;
  });

  r.get('/dealer/v2/api/collectParks', (ctx) => {
    const driver = ctx.requireDriver();
    const point = optPoint(ctx.req.input);
    const mine = ctx.db.collectedParks.filter((c) => c.driverId === driver.driverId).sort((a, b) => b.collectedAt - a.collectedAt);
    return mine.flatMap((c): CollectedPark[] => {
      const park = ctx.db.parks.find((p) => p.parkId === c.parkId);
      return park ? [{ ...toNearbyPark(park, point), collectId: c.id, collectTime: wireTime(c.collectedAt) }] : [];
    });
  });

  // Collecting twice is refused rather than ignored, so the screen can say it is already there.
  r.post('/dealer/v2/api/collectParks', (ctx) => {
    const driver = ctx.requireDriver();
    const park = findPark(ctx, str(ctx.req.input, 'parkId', '停车场编号'));
    const mine = ctx.db.collectedParks.filter((c) => c.driverId === driver.driverId);
    if (mine.some((c) => c.parkId === park.parkId)) throw new MockFail('400', '该停车场已收藏');
    if (mine.length >= MAX_FAVOURITES) badRequest(`最多收藏${MAX_FAVOURITES}个停车场`);
    const rec = { id: ctx.db.seq.next('CP'), driverId: driver.driverId, parkId: park.parkId, collectedAt: ctx.now() };
    ctx.db.collectedParks.push(rec);
    const result: CollectParkResult = { collectId: rec.id, parkId: park.parkId };
    return result;
  });

  r.delete('/dealer/v2/api/collectParks/{id}', (ctx) => {
    const driver = ctx.requireDriver();
    const extra = optStr(ctx.req.input, 'parkIds')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
    const wanted = new Set([ctx.req.params.id ?? '', ...extra].filter(Boolean));
    const mine = ctx.db.collectedParks.filter((c) => c.driverId === driver.driverId);
    const hits = mine.filter((c) => wanted.has(c.parkId) || wanted.has(c.id));
    if (hits.length === 0) notFound('未找到该收藏，可能已取消');
    ctx.db.collectedParks = ctx.db.collectedParks.filter((c) => !hits.includes(c));
    const result: UncollectResult = { removed: hits.length };
    return result;
  });

  r.get('/dealer/v2/api/parkPayTypesFetch', (ctx) => {
    const park = findPark(ctx, str(ctx.req.input, 'parkId', '停车场编号'));
    const result: ParkPayTypes = { parkId: park.parkId, payTypes: [...park.payTypes], supportBalance: park.supportBalance };
    return result;
  });
}
