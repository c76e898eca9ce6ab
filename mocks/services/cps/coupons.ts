import type { ChargingCoupon } from '../../../src/api/cps/coupons.types';
import { CLAIM_REFUSALS } from '../../../src/api/cps/coupons.types';
import { badRequest, MockFail } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { str } from '../../core/validate';
import type { ChargingCouponRecord } from '../../db/chargingExtras';
import { couponUsableNow, settleSessions } from './session';
import { wireTime } from '../../core/wireTime';

const DAY = 86_400_000;
const fmt = (ms: number) => wireTime(ms);

export function toChargingCoupon(c: ChargingCouponRecord): ChargingCoupon {
  return {
    couponId: c.couponId,
    name: c.name,
    faceValueCents: c.faceValueCents,
    minSpendCents: c.minSpendCents,
    validFrom: fmt(c.validFrom),
    validTo: fmt(c.validTo),
  };
}

/**
 * Charging coupons: the driver's usable ones, and claiming one with a printed code. Starting a session
 * with a coupon and settling it live in session.ts, beside the order they change.
 */
export function registerCpsCoupons(r: MockRouter) {
  r.get('/cps/v2/api/chargingCoupons', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    // A session that ended since the last read uses or releases its coupon first.
    settleSessions(db, now());
    const list: ChargingCoupon[] = db.chargingCoupons
      .filter((c) => c.driverId === driver.driverId && couponUsableNow(c, now()) && c.lockedBy === null)
      // The one that expires first is the one to use first.
      .sort((a, b) => a.validTo - b.validTo)
      .map(toChargingCoupon);
    return list;
  });

  r.post('/cps/v2/api/chargingCoupons/claim', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    // Codes are printed in capitals; a driver typing them may not be.
    const code = str(req.input, 'code', '券码').trim().toUpperCase();
    if (!/^[A-Z0-9]{4,32}$/.test(code)) badRequest('券码为4到32位字母或数字');
    const found = db.chargingCouponCodes.find((c) => c.code === code);
    if (!found) throw new MockFail(CLAIM_REFUSALS.invalid, '券码无效，请核对后重新输入');
    if (found.claimedBy !== null) throw new MockFail(CLAIM_REFUSALS.claimed, '该券码已被领取');
    if (found.expiresAt <= now()) throw new MockFail(CLAIM_REFUSALS.expired, '该券码已过期');
    found.claimedBy = driver.driverId;
    const t = found.template;
    const coupon: ChargingCouponRecord = {
      couponId: db.seq.next('CC'), driverId: driver.driverId, name: t.name, faceValueCents: t.faceValueCents, minSpendCents: t.minSpendCents,
      validFrom: now(), validTo: now() + t.validDays * DAY, usedAt: null, usedOn: null, lockedBy: null,
    };
    db.chargingCoupons.push(coupon);
    return toChargingCoupon(coupon);
  });
}
