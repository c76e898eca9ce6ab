import type { BookablePark, CursorPage } from '../../../src/api/booking/types';
import type { DriverRecord } from '../../db/accounts';
import type { Db } from '../../db';
import type { ParkRecord } from '../../db/places';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext } from '../../core/router';
import { type Input, optNum, optStr, str } from '../../core/validate';
import { distanceMetres, type Point } from '../dealer/geo';

/** The error catalogue sends the driver to /bindPhone on this code: the openid is not linked to an account yet. */
export const CODE_BIND_PHONE = '0xd12501022';

export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

export function driverByThirdId(db: Db, thirdId: string): DriverRecord | undefined {
  return db.drivers.find((d) => !d.deleted && d.thirdIds.includes(thirdId));
}

/**
 * Who is calling. The booking service knows users by thirdId (the openid the app adds to every body); an unknown
 * one must bind a phone first. Without a thirdId (a plain browser has no openid) the Authorization token decides.
 */
export function bookingUser(ctx: MockContext): DriverRecord {
  const thirdId = optStr(ctx.req.input, 'thirdId');
  if (thirdId) {
    const d = driverByThirdId(ctx.db, thirdId);
    if (!d) throw new MockFail(CODE_BIND_PHONE, '当前微信账号尚未绑定手机号，请先绑定');
    return d;
  }
  return ctx.requireDriver();
}

/** Cursor paging over an already ordered list: lastId 0 is the start, else the id of the last item seen. */
export function cursorPage<T extends { id: number }>(items: readonly T[], input: Input, defaultSize: number): CursorPage<T> {
  const lastId = optNum(input, 'lastId') ?? 0;
  const pageSize = optNum(input, 'pageSize') ?? defaultSize;
  if (!Number.isInteger(lastId) || lastId < 0 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 9999) badRequest('分页参数不正确');
  let start = 0;
  if (lastId !== 0) {
    const at = items.findIndex((i) => i.id === lastId);
    if (at < 0) badRequest('分页参数不正确，请刷新后重试');
    start = at + 1;
  }
  const list = items.slice(start, start + pageSize);
  const hasMore = start + pageSize < items.length;
  return { list, lastId: hasMore ? (list[list.length - 1]?.id ?? 0) : 0, hasMore };
}

export function findPark(db: Db, input: Input): ParkRecord {
  const parkId = str(input, 'parkId', '停车场编号');
  const park = db.parks.find((p) => p.parkId === parkId);
  if (!park) notFound('停车场不存在');
  return park;
}

export function findBookablePark(db: Db, input: Input): ParkRecord {
  const park = findPark(db, input);
  if (park.supportBook !== 1 || park.isOnline !== 1) badRequest('该停车场暂不支持预约');
  return park;
}

export function isBookable(p: ParkRecord): boolean {
  return p.supportBook === 1 && p.isOnline === 1;
}

export function toBookablePark(db: Db, p: ParkRecord, from?: Point): BookablePark {
  const rule = db.bookRules.find((r) => r.parkId === p.parkId);
  const prices = [...db.bookPackages.filter((k) => k.parkId === p.parkId).map((k) => k.priceCents), ...(rule ? [rule.unitCents] : [])];
  return {
    id: Number(p.parkId.replace(/\D/g, '')),
    parkId: p.parkId,
    parkName: p.parkName,
    parkAddr: p.parkAddr,
    longitude: p.longitude,
    latitude: p.latitude,
    distance: from ? distanceMetres(from, { lng: p.longitude, lat: p.latitude }) : null,
    leftBookSpaceNum: p.leftBookSpaceNum,
    startPriceCents: prices.length ? Math.min(...prices) : 0,
    businessHours: p.businessHours,
    feeRuleLabels: [...p.feeRuleLabels],
  };
}
