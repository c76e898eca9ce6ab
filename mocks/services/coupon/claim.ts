import type { ClaimCouponResult } from '../../../src/api/coupon/wallet.types';
import { COUPON_CLAIM_CODES } from '../../../src/api/coupon/wallet.types';
import { badRequest, MockFail } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { plateNo, str } from '../../core/validate';
import type { Db } from '../../db';
import type { CouponCodeRecord, CouponRecord } from '../../db/parking';
import { claimMerchantCode } from './merchant';
import { parkingCouponView } from './view';

const DAY = 86_400_000;

function fromTemplate(db: Db, found: CouponCodeRecord, driverId: string, plate: string, now: number): CouponRecord {
  const { validDays, ...t } = found.template;
  return {
    ...t, couponId: db.seq.next('C'), driverId, plateNo: plate, source: `${found.merchantName}券码`,
    validFrom: now, validTo: now + validDays * DAY, receivedAt: now, usedAt: null, usedOn: null, lockedBy: null,
  };
}

/**
 * Claiming a coupon by the code of a merchant's or a lot's QR code (or typed): the coupon is bound to the plate the
 * driver chose. Each refusal has its own code, so the failure page can say why.
 */
function claim(ctx: MockContext): ClaimCouponResult {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  // Codes are printed in capitals; a driver typing them may not be.
  const code = str(req.input, 'code', '券码').trim().toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) badRequest('券码为4到32位字母或数字');
  const plate = plateNo(req.input);
  const found = db.couponCodes.find((c) => c.code === code);
  if (!found) throw new MockFail(COUPON_CLAIM_CODES.invalid, '券码无效，请核对后重新输入');
  if (found.singleUse && found.claims.length > 0) throw new MockFail(COUPON_CLAIM_CODES.used, '该券码已被使用');
  if (found.expiresAt <= now) throw new MockFail(COUPON_CLAIM_CODES.expired, '该优惠活动已结束，券码已过期');
  if (!db.plates.some((p) => p.driverId === driver.driverId && p.plateNo === plate)) {
    throw new MockFail(COUPON_CLAIM_CODES.plateNotBound, `车牌${plate}未绑定到您的账户，请先添加车辆`);
  }
  if (found.plateNos && !found.plateNos.includes(plate)) throw new MockFail(COUPON_CLAIM_CODES.notForPlate, `该优惠券不适用于车牌${plate}`);
  if (found.remaining <= 0) throw new MockFail(COUPON_CLAIM_CODES.limitReached, '优惠券已领完');
  if (found.claims.filter((c) => c.plateNo === plate).length >= found.perPlate) {
    throw new MockFail(COUPON_CLAIM_CODES.limitReached, `每个车牌限领${found.perPlate}张，车牌${plate}已领取过`);
  }
  const coupon = found.merchantCode ? claimMerchantCode(db, found, driver.driverId, plate, now) : fromTemplate(db, found, driver.driverId, plate, now);
  if (!found.merchantCode) db.coupons.push(coupon);
  found.remaining -= 1;
  found.claims.push({ driverId: driver.driverId, plateNo: plate, couponId: coupon.couponId, at: now });
  return { coupon: parkingCouponView(db, coupon, now), merchantName: found.merchantName };
}

export function registerCouponClaim(r: MockRouter) {
  r.post('/coupon/v2/api/claim', claim);
}
