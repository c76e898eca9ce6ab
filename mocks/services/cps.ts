import type {
  ChangeCardPasswordResult,
  ChargingOrder,
  CollectedStation,
  CollectStationResult,
  NearbyStation,
  OccupyOrderExist,
  UncollectStationsResult,
} from '../../src/api/cps/types';
import type { Db } from '../db';
import type { ChargingOrderRecord, StationRecord } from '../db/charging';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockContext, MockRouter } from '../core/router';
import { oneOf, optNum, optStr, page, paginate, str } from '../core/validate';
import { registerCpsBills } from './cps/bills';
import { registerChargerAccess } from './cps/chargerAccess';
import { chargingInfoOf } from './cps/gunCounts';
import { registerCpsCoupons } from './cps/coupons';
import { blockingIdleFees } from './cps/idleFees';
import { registerCpsOccupy } from './cps/occupy';
import { registerCpsPrepay } from './cps/prepay';
import { registerCpsSessions, settleSessions } from './cps/session';
import { registerCpsVinClaims } from './cps/vinClaims';
import { registerCpsVinsCards } from './cps/vinsCards';
import { byDistance, distanceMetres, optPoint, readPoint, type Point } from './dealer/geo';
import { wireTime } from '../core/wireTime';
import { isUnderDispute } from './disputes/openDisputes';

const DEFAULT_RADIUS_M = 20_000;
/** Spec section 9: home shows at most 3 stations. */
const HOME_MAX = 3;
const MAX_FAVOURITES = 50;
const CARD_PASSWORD = /^\d{6}$/;
const fmt = (ms: number) => wireTime(ms);

/** A station as the map lists it; its free guns counted as its piles read now. */
function toStation(ctx: MockContext, s: StationRecord, from?: Point): NearbyStation {
  return {
    stationId: s.stationId,
    stationName: s.stationName,
    stationAddr: s.stationAddr,
    latitude: s.latitude,
    longitude: s.longitude,
    openState: { state: s.openState, text: s.openStateText },
    supportBook: s.supportBook,
    supportOccupy: s.supportOccupy,
    usageRate: s.usageRate,
    currentPrice: s.currentPrice,
    ...chargingInfoOf(ctx.db, s, ctx.now()),
    parkingFeeDesc: s.parkingFeeDesc,
    distance: from ? distanceMetres(from, { lng: s.longitude, lat: s.latitude }) : null,
  };
}

function toOrder(o: ChargingOrderRecord, db: Db, now: number): ChargingOrder {
  const end = o.endTime ?? now;
  return {
    orderNo: o.orderNo,
    stationId: o.stationId,
    stationName: db.stations.find((s) => s.stationId === o.stationId)?.stationName ?? '',
    deviceName: o.deviceName,
    gunName: o.gunName,
    orderState: o.orderState,
    orderStateText: o.orderStateText,
    homeStartTime: wireTime(o.startTime, 'MM-DD HH:mm'),
    startTime: fmt(o.startTime),
    endTime: o.endTime === null ? null : fmt(o.endTime),
    chargedKwh: o.kwh,
    feeCents: o.feeCents,
    durationMinutes: Math.max(0, Math.round((end - o.startTime) / 60_000)),
    // The disputes' one answer (services/disputes/openDisputes.ts), so the start page needs no second call for it.
    openAppeal: isUnderDispute(db, 'charging', o.orderNo, now),
  };
}

function findStation(ctx: MockContext, stationId: string): StationRecord {
  const s = ctx.db.stations.find((x) => x.stationId === stationId);
  if (!s) notFound('充电站不存在');
  return s;
}

/** The charging service (cps): stations near a point, favourites, charging orders, occupation fees, cards, VINs and their claims. */
export function registerCps(r: MockRouter) {
  registerCpsVinsCards(r);
  registerCpsVinClaims(r);
  registerCpsBills(r);
  registerCpsSessions(r);
  registerCpsOccupy(r);
  registerCpsPrepay(r);
  registerCpsCoupons(r);
  registerChargerAccess(r);
  r.post('/cps/v2/api/nearbyStations', (ctx) => {
    const { input } = ctx.req;
    const point = readPoint(input);
    const source = oneOf(input, 'source', '来源', [1, 2, 3] as const);
    const radius = optNum(input, 'radius') ?? DEFAULT_RADIUS_M;
    const found = byDistance(ctx.db.stations.map((s) => toStation(ctx, s, point))).filter((s) => (s.distance ?? 0) <= radius);
    return paginate(found, source === 1 ? { pageNo: 1, pageSize: HOME_MAX } : page(input, 20));
  });

  r.get('/cps/v2/api/collectStations', (ctx) => {
    const driver = ctx.requireDriver();
    const point = optPoint(ctx.req.input);
    const mine = ctx.db.collectedStations.filter((c) => c.driverId === driver.driverId).sort((a, b) => b.collectedAt - a.collectedAt);
    return mine.flatMap((c): CollectedStation[] => {
      const s = ctx.db.stations.find((x) => x.stationId === c.stationId);
      return s ? [{ ...toStation(ctx, s, point), collectId: c.id, collectTime: fmt(c.collectedAt) }] : [];
    });
  });

  r.post('/cps/v2/api/collectStations', (ctx) => {
    const driver = ctx.requireDriver();
    const station = findStation(ctx, str(ctx.req.input, 'stationId', '充电站编号'));
    const mine = ctx.db.collectedStations.filter((c) => c.driverId === driver.driverId);
    if (mine.some((c) => c.stationId === station.stationId)) throw new MockFail('400', '该充电站已收藏');
    if (mine.length >= MAX_FAVOURITES) badRequest(`最多收藏${MAX_FAVOURITES}个充电站`);
    const rec = { id: ctx.db.seq.next('CS'), driverId: driver.driverId, stationId: station.stationId, collectedAt: ctx.now() };
    ctx.db.collectedStations.push(rec);
    const result: CollectStationResult = { collectId: rec.id, stationId: station.stationId };
    return result;
  });

  r.delete('/cps/v2/api/collectStations/{id}', (ctx) => {
    const driver = ctx.requireDriver();
    const extra = optStr(ctx.req.input, 'stationIds')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
    const wanted = new Set([ctx.req.params.id ?? '', ...extra].filter(Boolean));
    const hits = ctx.db.collectedStations.filter((c) => c.driverId === driver.driverId && (wanted.has(c.stationId) || wanted.has(c.id)));
    if (hits.length === 0) notFound('未找到该收藏，可能已取消');
    ctx.db.collectedStations = ctx.db.collectedStations.filter((c) => !hits.includes(c));
    const result: UncollectStationsResult = { removed: hits.length };
    return result;
  });

  r.get('/cps/v2/api/chargingOrders/msp', (ctx) => {
    const driver = ctx.requireDriver();
    const { input } = ctx.req;
    const type = oneOf(input, 'requestType', '查询类型', [1, 2, 3] as const);
    const keep = (o: ChargingOrderRecord) => (type === 1 ? o.orderState === 1 : type === 3 ? o.orderState !== 1 : true);
    settleSessions(ctx.db, ctx.now());
    const mine = ctx.db.chargingOrders.filter((o) => o.driverId === driver.driverId && keep(o)).sort((a, b) => b.startTime - a.startTime);
    const p = page(input, 20);
    const paged = paginate(mine, p);
    return { ...paged, results: paged.results.map((o) => toOrder(o, ctx.db, ctx.now())) };
  });

  r.post('/cps/v2/api/occupyOrders/exist', (ctx) => {
    const driver = ctx.requireDriver();
    const stationId = optStr(ctx.req.input, 'stationId');
    if (stationId) findStation(ctx, stationId);
    settleSessions(ctx.db, ctx.now());
    const unpaid = blockingIdleFees(ctx.db, driver.driverId, ctx.now(), stationId);
    const result: OccupyOrderExist = {
      exist: unpaid.length > 0,
      occupyOrderNo: unpaid[0]?.occupyOrderNo ?? null,
      feeCents: unpaid.reduce((sum, o) => sum + o.feeCents, 0),
      count: unpaid.length,
    };
    return result;
  });

  r.put('/cps/v2/api/charging/cards/password', (ctx) => {
    const driver = ctx.requireDriver();
    const { input } = ctx.req;
    const cardNo = str(input, 'cardNo', '充电卡号');
    const oldPassword = str(input, 'oldPassword', '原密码');
    const newPassword = str(input, 'newPassword', '新密码');
    if (!CARD_PASSWORD.test(oldPassword) || !CARD_PASSWORD.test(newPassword)) badRequest('充电卡密码须为6位数字');
    if (oldPassword === newPassword) badRequest('新密码不能与原密码相同');
    const card = ctx.db.chargingCards.find((c) => c.cardNo === cardNo && c.driverId === driver.driverId);
    if (!card) notFound('未找到该充电卡');
    if (card.password !== oldPassword) badRequest('原密码错误');
    card.password = newPassword;
    card.updatedAt = ctx.now();
    const result: ChangeCardPasswordResult = { cardNo, updateTime: fmt(card.updatedAt) };
    return result;
  });
}
