import type { Berth, BerthType, BookPackage, ParkDetail } from '../../../src/api/booking/types';
import type { Db } from '../../db';
import type { BerthRecord } from '../../db/booking';
import type { ParkRecord } from '../../db/places';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { optStr, str } from '../../core/validate';
import { byDistance, optPoint, readPoint } from '../dealer/geo';
import { cursorPage, driverByThirdId, findBookablePark, findPark, isBookable, toBookablePark } from './common';
import { settleLocks, toLockState } from './lockModel';
import { bringBookingsUpToDate } from './orderLife';
import { ruleOf, toRules } from './rules';

const RECOMMEND_MAX = 5;

/** Spaces a booking can take now: free public spaces, and owners' shared spaces (not to their own owner). */
export function isFreeForBooking(b: BerthRecord, driverId: string | null = null): boolean {
  return b.state === 0 && (b.ownerDriverId === null || b.ownerDriverId !== driverId);
}

/** The caller when the call names one (lookups work for visitors too). */
function callerId(ctx: MockContext): string | null {
  const thirdId = optStr(ctx.req.input, 'thirdId');
  if (thirdId) return driverByThirdId(ctx.db, thirdId)?.driverId ?? null;
  return ctx.driverId;
}

export function toBerth(db: Db, b: BerthRecord): Berth {
  const lock = db.locks.find((l) => l.berthId === b.berthId);
  const status = lock ? toLockState(db, lock) : null;
  return {
    berthId: b.berthId,
    berthNo: b.berthNo,
    parkId: b.parkId,
    parkName: db.parks.find((p) => p.parkId === b.parkId)?.parkName ?? '',
    floor: b.floor,
    area: b.area,
    berthTypeId: b.berthTypeId,
    berthTypeName: db.berthTypes.find((t) => t.berthTypeId === b.berthTypeId)?.berthTypeName ?? '普通车位',
    state: b.state,
    hasLock: !!lock,
    lock: status && {
      lockId: status.lockId, state: status.state, online: status.online, batteryPct: status.batteryPct, carPresent: status.carPresent, lastReportTime: status.lastReportTime,
    },
    shared: b.ownerDriverId !== null,
  };
}

function berthTypesOf(db: Db, parkId: string): BerthType[] {
  return db.berthTypes
    .filter((t) => t.parkId === parkId)
    .map((t) => {
      const berths = db.berths.filter((b) => b.berthTypeId === t.berthTypeId);
      return { berthTypeId: t.berthTypeId, berthTypeName: t.berthTypeName, leftNum: berths.filter((b) => isFreeForBooking(b)).length, totalNum: berths.length };
    });
}

function packagesOf(db: Db, parkId: string): BookPackage[] {
  return db.bookPackages.filter((k) => k.parkId === parkId).map((k) => ({ ...k }));
}

function detail(db: Db, p: ParkRecord, now: number): ParkDetail {
  return {
    ...toBookablePark(db, p),
    description: p.description,
    totalParkSpaceNum: p.totalParkSpaceNum,
    leftParkSpaceNum: p.leftParkSpaceNum,
    supportBook: p.supportBook,
    isOnline: p.isOnline,
    berthTypes: berthTypesOf(db, p.parkId),
    packages: packagesOf(db, p.parkId),
    rules: toRules(ruleOf(db, p.parkId), now),
  };
}

/** Booking: parks that take bookings, their packages, space types and spaces. */
export function registerBookingParks(r: MockRouter) {
  r.post('/api/v1/getParkDetail', ({ db, req, now }) => {
    bringBookingsUpToDate(db, now());
    return detail(db, findPark(db, req.input), now());
  });

  r.post('/api/v1/getBookableParksByName', ({ db, req, now }) => {
    bringBookingsUpToDate(db, now());
    const name = optStr(req.input, 'parkName')?.trim() ?? '';
    if (name.length > 30) badRequest('停车场名称不能超过30个字');
    const parks = db.parks.filter((p) => isBookable(p) && (!name || p.parkName.includes(name))).map((p) => toBookablePark(db, p));
    return cursorPage(parks, req.input, 9999);
  });

  r.post('/api/v1/getBookableParksByLocation', ({ db, req, now }) => {
    bringBookingsUpToDate(db, now());
    const point = readPoint(req.input, 'longitude', 'latitude');
    const parks = byDistance(db.parks.filter(isBookable).map((p) => toBookablePark(db, p, point)));
    return cursorPage(parks, req.input, 9999);
  });

  // When the chosen park is full the page suggests the nearest others that still have spaces.
  r.post('/api/v1/getRecommendParkingList', ({ db, req }) => {
    const parkId = optStr(req.input, 'parkId');
    const from = parkId ? findPark(db, req.input) : undefined;
    const point = from ? { lng: from.longitude, lat: from.latitude } : optPoint(req.input, 'longitude', 'latitude');
    if (!point) badRequest('请提供停车场或定位经纬度');
    const others = db.parks.filter((p) => isBookable(p) && p.leftBookSpaceNum !== 0 && p.parkId !== parkId);
    return byDistance(others.map((p) => toBookablePark(db, p, point))).slice(0, RECOMMEND_MAX);
  });

  r.post('/api/v1/getBookPackageInfo', ({ db, req }) => packagesOf(db, findBookablePark(db, req.input).parkId));

  r.post('/api/v1/getParkingBerthType', ({ db, req, now }) => {
    bringBookingsUpToDate(db, now());
    return berthTypesOf(db, findBookablePark(db, req.input).parkId);
  });

  // Public spaces first; an owner's shared space when none is left (never the caller's own).
  r.post('/api/v1/getRecommendBerthInfo', (ctx) => {
    const { db, req } = ctx;
    bringBookingsUpToDate(db, ctx.now());
    settleLocks(db, ctx.now());
    const park = findBookablePark(db, req.input);
    const typeId = optStr(req.input, 'berthTypeId');
    if (typeId && !db.berthTypes.some((t) => t.berthTypeId === typeId && t.parkId === park.parkId)) badRequest('车位类型不存在');
    const me = callerId(ctx);
    const berth = db.berths
      .filter((b) => b.parkId === park.parkId && isFreeForBooking(b, me) && (!typeId || b.berthTypeId === typeId))
      .sort((a, b) => Number(a.ownerDriverId !== null) - Number(b.ownerDriverId !== null))[0];
    if (!berth) throw new MockFail('400', '暂无可推荐的空闲车位');
    return toBerth(db, berth);
  });

  r.post('/api/v1/getBerthInfo', ({ db, req, now }) => {
    settleLocks(db, now());
    const berthId = str(req.input, 'berthId', '车位编号');
    const berth = db.berths.find((b) => b.berthId === berthId);
    if (!berth) notFound('车位不存在');
    return toBerth(db, berth);
  });
}
