import type { CouponsCount, SendPlateCouponResult, UserCouponList, WelcomeCouponsResult } from '../../src/api/types/coupon';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { oneOf, optNum, page, paginate, plateNo, str } from '../core/validate';
import type { CouponRecord } from '../db/parking';
import { couponStatus, toUserCoupon } from './charge/coupons';
import { parkInfo } from './charge/bills';

const DAY = 86_400_000;

/** What a new driver gets once: two money-off coupons and a discount coupon, valid for 30 days. */
const WELCOME: Pick<CouponRecord, 'couponName' | 'couponType' | 'faceValueCents' | 'discountRate' | 'maxDiscountCents' | 'minSpendCents'>[] = [
  { couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, discountRate: null, maxDiscountCents: null, minSpendCents: 0 },
  { couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, discountRate: null, maxDiscountCents: null, minSpendCents: 0 },
  { couponName: '新人停车9折券', couponType: 2, faceValueCents: 0, discountRate: 90, maxDiscountCents: 800, minSpendCents: 500 },
];

/** The coupon service: the driver's coupon wallet, the new-driver gift and merchant coupons given to a plate. */
export function registerCoupon(r: MockRouter) {
  r.get('/coupon/v2/api/couponsCount', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const count: CouponsCount = { unusedCount: 0, usedCount: 0, expiredCount: 0 };
    for (const c of db.coupons) {
      if (c.driverId !== driver.driverId) continue;
      const s = couponStatus(c, now());
      if (s === 'unused') count.unusedCount += 1;
      else if (s === 'used') count.usedCount += 1;
      else count.expiredCount += 1;
    }
    return count;
  });

  r.get('/coupon/v2/api/userCoupons', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const status = oneOf(req.input, 'status', '优惠券状态', ['unused', 'used', 'expired'] as const);
    const p = page(req.input, 10);
    // Unused: the ones that expire soonest first; used and expired: the latest first.
    const rows = db.coupons
      .filter((c) => c.driverId === driver.driverId && couponStatus(c, now()) === status)
      .sort((a, b) => (status === 'unused' ? a.validTo - b.validTo : (b.usedAt ?? b.validTo) - (a.usedAt ?? a.validTo)))
      .map((c) => toUserCoupon(db, c, now()));
    const list: UserCouponList = paginate(rows, p);
    return list;
  });

  r.post('/coupon/v2/api/registorSendCoupon', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    if (db.welcomeCouponDrivers.includes(driver.driverId)) throw new MockFail('0xd07510001', '新人优惠券已领取过，每位用户仅限领取一次');
    db.welcomeCouponDrivers.push(driver.driverId);
    const given = WELCOME.map((w): CouponRecord => ({
      ...w, couponId: db.seq.next('C'), driverId: driver.driverId, parkIds: [], plateNo: null, source: '新人礼包',
      validFrom: now(), validTo: now() + 30 * DAY, receivedAt: now(), usedAt: null, usedOn: null, lockedBy: null,
    }));
    db.coupons.push(...given);
    const result: WelcomeCouponsResult = { sentCount: given.length, coupons: given.map((c) => toUserCoupon(db, c, now())) };
    return result;
  });

  // A merchant's QR code names an activity; its coupon goes to the scanning driver, bound to the plate they name.
  r.post('/coupon/v2/api/sendPlateCoupon', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const activityId = str(req.input, 'activityId', '优惠活动编号');
    const plate = plateNo(req.input);
    const color = optNum(req.input, 'plateColor');
    if (color !== undefined && ![1, 2, 5].includes(color)) badRequest('车牌颜色不正确');
    const act = db.couponActivities.find((a) => a.activityId === activityId);
    if (!act) notFound('优惠活动不存在');
    if (act.endsAt < now()) throw new MockFail('0xd07510002', '优惠活动已结束');
    if (act.remaining <= 0) throw new MockFail('0xd07510003', '优惠券已领完');
    if (act.givenTo.includes(plate)) throw new MockFail('0xd07510004', `车牌${plate}已领取过该优惠券`);
    act.remaining -= 1;
    act.givenTo.push(plate);
    const coupon: CouponRecord = {
      couponId: db.seq.next('C'), driverId: driver.driverId, couponName: act.couponName, couponType: 1, faceValueCents: act.faceValueCents,
      discountRate: null, maxDiscountCents: null, minSpendCents: 0, parkIds: [act.parkId], plateNo: plate, source: `${act.merchantName}赠送`,
      validFrom: now(), validTo: now() + act.validDays * DAY, receivedAt: now(), usedAt: null, usedOn: null, lockedBy: null,
    };
    db.coupons.push(coupon);
    const result: SendPlateCouponResult = { coupon: toUserCoupon(db, coupon, now()), merchantName: act.merchantName || parkInfo(db, act.parkId).parkName };
    return result;
  });
}
