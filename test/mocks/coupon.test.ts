import { couponApi } from '@/api/coupon';
import { setupStore } from '@/app/store';
import { DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
const fresh = { forceRefetch: true } as const;

test("A's wallet: three unused coupons (soonest to expire first), one used, one expired", async () => {
  signInAs('A');
  const s = store();
  expect(await s.dispatch(couponApi.endpoints.couponsCount.initiate()).unwrap()).toEqual({ unusedCount: 3, usedCount: 1, expiredCount: 1 });
  const unused = await s.dispatch(couponApi.endpoints.userCoupons.initiate({ status: 'unused', pageNo: 1, pageSize: 10 })).unwrap();
  expect(unused.results.map((c) => c.couponId)).toEqual(['C30003', 'C30002', 'C30001']);
  expect(unused.results[0]).toMatchObject({ parkNames: [expect.any(String)], minSpend: 2000, status: 'unused', locked: 0 });
  expect(unused.results[0]!.ruleDesc).toContain('满20.00元可用');
  const page2 = await s.dispatch(couponApi.endpoints.userCoupons.initiate({ status: 'unused', pageNo: 2, pageSize: 2 })).unwrap();
  expect(page2).toMatchObject({ total: 3, results: [expect.objectContaining({ couponId: 'C30001' })] });
  const past = await s.dispatch(couponApi.endpoints.userCoupons.initiate({ status: 'expired', pageNo: 1, pageSize: 10 })).unwrap();
  expect(past.results.map((c) => c.couponId)).toEqual(['C30005']);
});

test('a new driver gets the welcome coupons once', async () => {
  signInAs('B');
  const s = store();
  const sent = await s.dispatch(couponApi.endpoints.sendWelcomeCoupons.initiate()).unwrap();
  expect(sent.sentCount).toBe(3);
  expect(backend.db.coupons.filter((c) => c.driverId === DRIVER_B)).toHaveLength(3);
  expect((await s.dispatch(couponApi.endpoints.couponsCount.initiate()).unwrap()).unusedCount).toBe(3);
  await expect(s.dispatch(couponApi.endpoints.sendWelcomeCoupons.initiate()).unwrap()).rejects.toMatchObject({ msg: expect.stringContaining('仅限领取一次') });
  expect(backend.db.coupons.filter((c) => c.driverId === DRIVER_B)).toHaveLength(3);
});

test("a merchant's coupon goes to a plate once, while the activity lasts", async () => {
  signInAs('A');
  const s = store();
  const counted = s.dispatch(couponApi.endpoints.couponsCount.initiate());
  expect((await counted.unwrap()).unusedCount).toBe(3);
  const got = await s.dispatch(couponApi.endpoints.sendPlateCoupon.initiate({ activityId: 'CA7001', plateNo: '京A12345' })).unwrap();
  expect(got.coupon).toMatchObject({ plateNo: '京A12345', faceValue: 1000, status: 'unused' });
  expect(backend.db.couponActivities.find((a) => a.activityId === 'CA7001')!.remaining).toBe(49);
  // The count the wallet shows was refreshed by the invalidation.
  await new Promise((r) => setTimeout(r, 50));
  expect(couponApi.endpoints.couponsCount.select()(s.getState()).data?.unusedCount).toBe(4);
  counted.unsubscribe();
  await expect(s.dispatch(couponApi.endpoints.sendPlateCoupon.initiate({ activityId: 'CA7001', plateNo: '京A12345' })).unwrap())
    .rejects.toMatchObject({ msg: '车牌京A12345已领取过该优惠券' });
  await expect(s.dispatch(couponApi.endpoints.sendPlateCoupon.initiate({ activityId: 'CA7003', plateNo: '京A12345' })).unwrap())
    .rejects.toMatchObject({ msg: '优惠活动已结束' });
  // The plate-bound coupon applies to that plate's bill in that park only.
  const usable = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20001' })).unwrap();
  expect(usable.results.find((c) => c.couponId === got.coupon.couponId)?.discountFee).toBe(1000);
  const other = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20021' })).unwrap();
  expect(other.results.map((c) => c.couponId)).not.toContain(got.coupon.couponId);
});

test('a coupon spent on a payment moves from unused to used', async () => {
  signInAs('A');
  const s = store();
  await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, couponId: 'C30002' })).unwrap();
  const used = await s.dispatch(couponApi.endpoints.userCoupons.initiate({ status: 'used', pageNo: 1, pageSize: 10 }, fresh)).unwrap();
  expect(used.results[0]).toMatchObject({ couponId: 'C30002', status: 'used', useTime: expect.any(String) });
});
