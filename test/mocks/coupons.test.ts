import { couponWalletApi } from '@/api/coupon/wallet';
import { COUPON_CLAIM_CODES, type ClaimCouponBody, type WalletCouponsFilter } from '@/api/coupon/wallet.types';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const fresh = { forceRefetch: true } as const;
const DAY = 86_400_000;
const ep = couponWalletApi.endpoints;

const count = (s: Store) => s.dispatch(ep.walletCouponsCount.initiate({ scope: 'all' }, fresh)).unwrap();
const tab = (s: Store, filter: Partial<WalletCouponsFilter> = {}) =>
  s.dispatch(ep.walletCoupons.initiate({ status: 'unused', scope: 'all', ...filter }, fresh)).unwrap().then((p) => p.pages[0]!.results);
const claim = (s: Store, body: ClaimCouponBody) => s.dispatch(ep.claimCoupon.initiate(body)).unwrap();

test("/discount's tabs: parking and charging coupons with what kind they are, where they apply and which end soon", async () => {
  signInAs('A');
  const s = store();
  expect(await count(s)).toEqual({ unusedCount: 5, usedCount: 1, expiredCount: 2 });
  const unused = await tab(s);
  expect(unused.map((c) => c.couponId)).toEqual(['C30003', 'CC000002', 'C30002', 'CC000001', 'C30001']);
  expect(unused[0]).toMatchObject({ kind: 'amount', kindText: '满减券', scope: 'parking', applyText: '仅限王府井百货地下停车场', expiringSoon: true, minSpend: 2000 });
  expect(unused[1]).toMatchObject({ kind: 'amount', scope: 'charging', applyText: '全部充电站可用', stationNames: [], expiringSoon: false, ruleDesc: '无门槛，全部充电站可用' });
  expect(unused.find((c) => c.couponId === 'C30002')).toMatchObject({ kind: 'discount', kindText: '折扣券', discountRate: 80, applyText: '全部停车场可用' });
  expect(unused.filter((c) => c.expiringSoon).map((c) => c.couponId)).toEqual(['C30003']);
  expect((await tab(s, { status: 'used' })).map((c) => c.couponId)).toEqual(['C30004']);
  const past = await tab(s, { status: 'expired' });
  expect(past.map((c) => [c.couponId, c.kind])).toEqual([['C30005', 'free'], ['CC000003', 'amount']]);
  expect(past.every((c) => !c.expiringSoon)).toBe(true);
  // The pay page's question (no scope) is answered as before: parking only.
  expect(await s.dispatch(ep.walletCouponsCount.initiate({ scope: 'parking' })).unwrap()).toEqual({ unusedCount: 3, usedCount: 1, expiredCount: 1 });
  expect((await tab(s, { scope: 'charging' })).map((c) => c.couponId)).toEqual(['CC000002', 'CC000001']);
  // Three days on, the coupon that was ending soon has ended.
  backend.clock.advance(3 * DAY);
  expect((await tab(s, { status: 'expired' })).map((c) => c.couponId)).toContain('C30003');
});

test('claiming a code binds the coupon to the chosen plate; it is then usable on that plate’s bill in that lot', async () => {
  signInAs('A');
  const s = store();
  const got = await claim(s, { code: ' wfj2026 ', plateNo: '京A12345' });
  expect(got).toMatchObject({
    merchantName: '王府井百货',
    coupon: { couponName: '王府井购物满20减10', plateNo: '京A12345', faceValue: 1000, minSpend: 2000, status: 'unused', kind: 'amount', scope: 'parking', parkNames: ['王府井百货地下停车场'] },
  });
  const usable = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20001' }, fresh)).unwrap();
  expect(usable.results.find((c) => c.couponId === got.coupon.couponId)?.discountFee).toBe(1000);
  // Another plate of the same driver may claim it too; the same plate not again.
  await expect(claim(s, { code: 'WFJ2026', plateNo: '京A12345' })).rejects.toMatchObject({ code: COUPON_CLAIM_CODES.limitReached, msg: '每个车牌限领1张，车牌京A12345已领取过' });
  expect((await claim(s, { code: 'WFJ2026', plateNo: '粤B12345' })).coupon.plateNo).toBe('粤B12345');
  expect(backend.db.couponCodes.find((c) => c.code === 'WFJ2026')?.remaining).toBe(98);

  const free = await claim(s, { code: 'XDFREE2H', plateNo: '京AD12345' });
  expect(free.coupon).toMatchObject({ kind: 'freeMinutes', kindText: '时长券', freeMinutes: 120, maxDiscount: 2000, ruleDesc: '免费停车120分钟，最高抵扣20.00元，仅限西单大悦城停车场，限车牌京AD12345', expiringSoon: true });
});

test('each refusal has its own code and says why', async () => {
  signInAs('A');
  const s = store();
  const refused = (body: ClaimCouponBody) => claim(s, body).then(() => null, (e: { code: string; msg: string }) => [e.code, e.msg]);
  expect(await refused({ code: 'NOSUCHCODE', plateNo: '京A12345' })).toEqual([COUPON_CLAIM_CODES.invalid, '券码无效，请核对后重新输入']);
  expect(await refused({ code: 'USED2026', plateNo: '京A12345' })).toEqual([COUPON_CLAIM_CODES.used, '该券码已被使用']);
  expect(await refused({ code: 'OLD2025', plateNo: '京A12345' })).toEqual([COUPON_CLAIM_CODES.expired, '该优惠活动已结束，券码已过期']);
  expect(await refused({ code: 'VIPJA12345', plateNo: '粤B12345' })).toEqual([COUPON_CLAIM_CODES.notForPlate, '该优惠券不适用于车牌粤B12345']);
  expect(await refused({ code: 'SOLDOUT', plateNo: '京A12345' })).toEqual([COUPON_CLAIM_CODES.limitReached, '优惠券已领完']);
  expect(await refused({ code: 'WFJ2026', plateNo: '京B88888' })).toEqual([COUPON_CLAIM_CODES.plateNotBound, '车牌京B88888未绑定到您的账户，请先添加车辆']);
  expect(await refused({ code: 'no!', plateNo: '京A12345' })).toEqual(['400', '券码为4到32位字母或数字']);
  expect(await refused({ code: 'WFJ2026', plateNo: 'ABC' })).toEqual(['400', '车牌号格式不正确']);
  expect((await claim(s, { code: 'VIPJA12345', plateNo: '京A12345' })).coupon).toMatchObject({ kind: 'discount', discountRate: 80, plateNo: '京A12345' });
  expect(backend.db.coupons.filter((c) => c.driverId === 'D10001')).toHaveLength(6);
});

test('a claim refreshes the counts a page shows (the staleness table), and needs a login', async () => {
  signInAs('A');
  const s = store();
  const shown = s.dispatch(ep.walletCouponsCount.initiate({ scope: 'all' }));
  expect((await shown.unwrap()).unusedCount).toBe(5);
  await claim(s, { code: 'WFJ2026', plateNo: '京A12345' });
  await new Promise((r) => setTimeout(r, 50));
  expect(ep.walletCouponsCount.select({ scope: 'all' })(s.getState()).data?.unusedCount).toBe(6);
  shown.unsubscribe();

  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'refreshToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  await expect(claim(store(), { code: 'WFJ2026', plateNo: '粤B12345' })).rejects.toMatchObject({ code: '401' });
});

test('B starts with an empty wallet on every tab', async () => {
  signInAs('B');
  const s = store();
  expect(await count(s)).toEqual({ unusedCount: 0, usedCount: 0, expiredCount: 0 });
  expect(await tab(s)).toEqual([]);
});
