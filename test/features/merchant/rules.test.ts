import { couponMerchantApi } from '@/api/coupon/merchant';
import { couponWalletApi } from '@/api/coupon/wallet';
import { MERCHANT_CODES } from '@/api/coupon/merchant.types';
import { COUPON_CLAIM_CODES } from '@/api/coupon/wallet.types';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { DEMO_MERCHANT_CODE } from '@mocks/db/merchants';
import { fakeNavigator, fakePlatform, fakeUi } from '../../support/fakes';
import { backend } from '../../support/mockServer';
import { callAs, leaveInStock, M, signInMerchant, stockOf, type Who } from './merchantKit';

/** The merchant rules as the server enforces them, through the app's own API slice (real store, MSW at the edge). */

const ep = couponMerchantApi.endpoints;
const fresh = { forceRefetch: true } as const;

/** A store for one signed-in person (the token is the app's cookie: the last one signed in is who every store calls as). */
function as(who: Who) {
  signInMerchant(who);
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof as>;
const home = (s: Store) => s.dispatch(ep.merchantHome.initiate({ merchantId: M }, fresh)).unwrap();
const giveOne = (s: Store, plateNo: string, requestId: string, typeId = 'MT01') =>
  s.dispatch(ep.giveMerchantCoupons.initiate({ merchantId: M, typeId, plateNos: [plateNo], requestId })).unwrap();

test('the owner sees the money and may buy; the clerk may give but is refused buying with a clear code and message', async () => {
  const owner = as('owner');
  const o = await home(owner);
  expect(o.merchant).toMatchObject({ merchantName: '星光咖啡（王府井店）', role: 'owner', roleText: '店主', parkName: '王府井百货地下停车场' });
  expect(o.permissions).toEqual({ buy: true, viewMoney: true, withdrawAny: true });
  expect(o.stock.map((l) => [l.type.typeId, l.count])).toEqual([['MT01', 15], ['MT02', 8], ['MT03', 0]]);
  expect(o.expiringStock).toBe(8);
  expect(o.todayGiven).toBe(2);
  expect(o.todayUsed).toBe(1);
  expect(o.monthSpent).not.toBeNull();
  expect(o.stock[0]?.type.unitPrice).toBe(800);

  const clerk = as('clerk');
  const c = await home(clerk);
  expect(c.permissions).toEqual({ buy: false, viewMoney: false, withdrawAny: false });
  expect(c.monthSpent).toBeNull();
  expect(c.stock.every((l) => l.type.unitPrice === null)).toBe(true);
  await expect(clerk.dispatch(ep.createMerchantPurchase.initiate({ merchantId: M, typeId: 'MT01', quantity: 10, requestId: 'clerk-buys-0001' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.ownerOnly, msg: '店员无权购买优惠券，该操作仅限商户店主，请联系店主' });
  await expect(clerk.dispatch(ep.merchantPurchases.initiate({ merchantId: M })).unwrap()).rejects.toMatchObject({ code: MERCHANT_CODES.ownerOnly });
  expect(backend.db.merchantPurchases.filter((p) => p.requestId === 'clerk-buys-0001')).toEqual([]);

  // A driver with no merchant: the list is empty with how to open one; any merchant call is refused.
  const a = as('A');
  const mine = await a.dispatch(ep.myMerchants.initiate(undefined, fresh)).unwrap();
  expect(mine.merchants).toEqual([]);
  expect(mine.howToOpen).toMatch(/营业执照/);
  await expect(home(a)).rejects.toMatchObject({ code: MERCHANT_CODES.notStaff, msg: '您不是该商户的店主或店员，无法进行商户操作' });
  await expect(giveOne(a, '京A12345', 'driver-a-gives-1')).rejects.toMatchObject({ code: MERCHANT_CODES.notStaff });
});

test('a clerk may withdraw only what they gave; the owner any given, unused coupon, which ends for the customer and restocks one', async () => {
  const clerk = as('clerk');
  // MC000002 was given by the owner (by code).
  await expect(clerk.dispatch(ep.withdrawMerchantCoupon.initiate({ merchantId: M, merchantCouponId: 'MC000002' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.notYourCoupon, msg: '店员只能撤回自己赠送的优惠券，请联系店主' });
  // MC000001 is used already.
  await expect(clerk.dispatch(ep.withdrawMerchantCoupon.initiate({ merchantId: M, merchantCouponId: 'MC000001' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.cannotWithdraw, msg: '该优惠券已被使用，无法撤回' });
  const before = stockOf('MT01');
  const done = await clerk.dispatch(ep.withdrawMerchantCoupon.initiate({ merchantId: M, merchantCouponId: 'MC000003' })).unwrap();
  expect(done).toMatchObject({ state: 'withdrawn', stateText: '已撤回', withdrawable: false });
  expect(done.life.map((e) => e.event)).toEqual(['bought', 'given', 'withdrawn']);
  expect(stockOf('MT01')).toBe(before + 1);
  const wallet = backend.db.coupons.find((c) => c.couponId === backend.db.merchantCoupons.find((u) => u.merchantCouponId === 'MC000003')?.walletCouponId);
  expect(wallet!.validTo).toBeLessThan(backend.clock.now());
  const invalid = await clerk.dispatch(ep.merchantInvalidCoupons.initiate({ merchantId: M }, fresh)).unwrap();
  expect(invalid.pages[0]!.results[0]).toMatchObject({ merchantCouponId: 'MC000003', state: 'withdrawn' });
});

test('two clerks race for the last coupon: one give wins, the other is refused, stock ends at 0 and never below', async () => {
  leaveInStock('MT01', 1);
  const give = (who: Who, plateNo: string) => callAs(who, 'POST', '/coupon/v2/api/merchantGive', { merchantId: M, typeId: 'MT01', plateNos: [plateNo], requestId: `race-${who}-0001` });
  const results = await Promise.all([give('owner', '京A12345'), give('clerk', '京B88888')]);
  expect(results.map((r) => r.code).sort()).toEqual([MERCHANT_CODES.outOfStock, '200']);
  expect(results.find((r) => r.code !== '200')).toMatchObject({ msg: '停车抵用券10元库存不足，已无可赠送的优惠券', data: null });
  expect(stockOf('MT01')).toBe(0);
  const owner = as('owner');
  expect((await home(owner)).stock.find((l) => l.type.typeId === 'MT01')?.count).toBe(0);
  // Exactly one coupon reached one customer.
  const given = backend.db.coupons.filter((c) => c.source === '星光咖啡（王府井店）赠送' && c.receivedAt >= backend.clock.now() - 1000);
  expect(given).toHaveLength(1);
  // And nothing more can be given from an empty stock, by plate or by code.
  await expect(giveOne(owner, '京E55555', 'race-owner-0002')).rejects.toMatchObject({ code: MERCHANT_CODES.outOfStock });
  await expect(owner.dispatch(ep.issueMerchantCode.initiate({ merchantId: M, typeId: 'MT01' })).unwrap()).rejects.toMatchObject({ code: MERCHANT_CODES.outOfStock });
  expect(stockOf('MT01')).toBe(0);
});

test('a double tap (the same requestId twice, at once) gives one coupon; a bulk give is all or none', async () => {
  const clerk = as('clerk');
  const before = stockOf('MT01');
  const [a, b] = await Promise.all([giveOne(clerk, '京A12345', 'double-tap-0001'), giveOne(clerk, '京A12345', 'double-tap-0001')]);
  expect(a.giveId).toBe(b.giveId);
  expect(stockOf('MT01')).toBe(before - 1);
  expect(backend.db.coupons.filter((c) => c.driverId === DRIVER_A && c.couponName === '停车抵用券10元')).toHaveLength(1);

  leaveInStock('MT01', 2);
  await expect(clerk.dispatch(ep.giveMerchantCoupons.initiate({ merchantId: M, typeId: 'MT01', plateNos: ['京E55555', '京E66666', '京F77777'], requestId: 'bulk-too-many-1' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.outOfStock, msg: '停车抵用券10元库存不足：仅剩2张，无法赠送3张' });
  expect(stockOf('MT01')).toBe(2);
  await expect(clerk.dispatch(ep.giveMerchantCoupons.initiate({ merchantId: M, typeId: 'MT01', plateNos: ['京E55555', '津C66666'], requestId: 'bulk-unbound-01' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.plateNotBound });
  expect(stockOf('MT01')).toBe(2);
  const bulk = await clerk.dispatch(ep.giveMerchantCoupons.initiate({ merchantId: M, typeId: 'MT01', plateNos: ['京E55555', '京F77777'], requestId: 'bulk-ok-000001' })).unwrap();
  expect(bulk.given.map((g) => g.plateNo)).toEqual(['京E55555', '京F77777']);
  expect(bulk.remaining).toBe(0);
  const records = await clerk.dispatch(ep.merchantGiveRecords.initiate({ merchantId: M }, fresh)).unwrap();
  expect(records.pages[0]!.results.slice(0, 2).map((r) => [r.plateNo, r.wayText, r.givenBy])).toEqual([
    ['京F77777', '批量赠送', '店员王芳'], ['京E55555', '批量赠送', '店员王芳'],
  ]);
});

test("a plate gets at most 3 of a merchant's coupons a day", async () => {
  const owner = as('owner');
  // 京E55555 had one today in the seed (given and used), so two more are allowed.
  await giveOne(owner, '京E55555', 'daily-limit-001');
  await giveOne(owner, '京E55555', 'daily-limit-003');
  await expect(giveOne(owner, '京E55555', 'daily-limit-002')).rejects.toMatchObject({ code: MERCHANT_CODES.plateDailyLimit, msg: '车牌京E55555今日已领取3张本店优惠券，已达每日上限' });
});

test("a clerk's one-time code is claimed through the driver's coupon scan once, out of the merchant's stock", async () => {
  const clerk = as('clerk');
  const before = stockOf('MT01');
  const code = await clerk.dispatch(ep.issueMerchantCode.initiate({ merchantId: M, typeId: 'MT01' })).unwrap();
  expect(code).toMatchObject({ state: 'waiting', ttlSeconds: 300, claimPath: `/scanQRCode?code=${code.code}` });
  // Issuing a new one ends the old one.
  const next = await clerk.dispatch(ep.issueMerchantCode.initiate({ merchantId: M, typeId: 'MT01' })).unwrap();
  expect((await clerk.dispatch(ep.merchantCode.initiate({ merchantId: M, code: code.code }, fresh)).unwrap()).state).toBe('expired');

  const a = as('A');
  await expect(a.dispatch(couponWalletApi.endpoints.claimCoupon.initiate({ code: code.code, plateNo: '京A12345' })).unwrap())
    .rejects.toMatchObject({ code: COUPON_CLAIM_CODES.expired });
  const claimed = await a.dispatch(couponWalletApi.endpoints.claimCoupon.initiate({ code: next.code, plateNo: '京A12345' })).unwrap();
  expect(claimed).toMatchObject({ merchantName: '星光咖啡（王府井店）', coupon: { couponName: '停车抵用券10元', plateNo: '京A12345', status: 'unused', faceValue: 1000 } });
  expect(stockOf('MT01')).toBe(before - 1);
  await expect(a.dispatch(couponWalletApi.endpoints.claimCoupon.initiate({ code: next.code, plateNo: '粤B12345' })).unwrap())
    .rejects.toMatchObject({ code: COUPON_CLAIM_CODES.used });
  expect(stockOf('MT01')).toBe(before - 1);

  signInMerchant('clerk');
  const seen = await clerk.dispatch(ep.merchantCode.initiate({ merchantId: M, code: next.code }, fresh)).unwrap();
  expect(seen).toMatchObject({ state: 'claimed', plateNo: '京A12345' });
  // The seeded standing code works the same way.
  signInMerchant('A');
  await a.dispatch(couponWalletApi.endpoints.claimCoupon.initiate({ code: DEMO_MERCHANT_CODE, plateNo: '粤B12345' })).unwrap();
  expect(stockOf('MT01')).toBe(before - 2);
});

test('the owner buys with the balance: an order per requestId, within the limits, stock added once it is paid', async () => {
  const owner = as('owner');
  await expect(owner.dispatch(ep.createMerchantPurchase.initiate({ merchantId: M, typeId: 'MT01', quantity: 3, requestId: 'buy-too-few-01' })).unwrap())
    .rejects.toMatchObject({ code: MERCHANT_CODES.quantity, msg: '停车抵用券10元每单可购买5至200张' });
  const p = await owner.dispatch(ep.createMerchantPurchase.initiate({ merchantId: M, typeId: 'MT01', quantity: 10, requestId: 'buy-ten-000001' })).unwrap();
  const again = await owner.dispatch(ep.createMerchantPurchase.initiate({ merchantId: M, typeId: 'MT01', quantity: 10, requestId: 'buy-ten-000001' })).unwrap();
  expect(again.purchaseId).toBe(p.purchaseId);
  expect(p).toMatchObject({ state: 'unpaid', quantity: 10, unitPrice: 800, amount: 8000 });
  const before = stockOf('MT01');
  const order = await owner.dispatch(ep.payMerchantPurchase.initiate({ merchantId: M, purchaseId: p.purchaseId, payChannel: 6 })).unwrap();
  expect(order.state).toBe('paid');
  const paid = await owner.dispatch(ep.merchantPurchase.initiate({ merchantId: M, purchaseId: p.purchaseId }, fresh)).unwrap();
  expect(paid).toMatchObject({ state: 'paid', payChannelText: '余额' });
  expect(stockOf('MT01')).toBe(before + 10);
  expect(backend.db.drivers.find((d) => d.phone === '13600136000')?.balanceCents).toBe(50000 - 8000);
  await expect(owner.dispatch(ep.payMerchantPurchase.initiate({ merchantId: M, purchaseId: p.purchaseId, payChannel: 6 })).unwrap()).rejects.toMatchObject({ msg: '该订单已支付，无需重复支付' });
});
