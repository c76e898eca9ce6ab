import { COVERAGE_CODES } from '@/api/charge/coverage.types';
import { chargeCoverageApi } from '@/api/charge/coverage';
import { chargeBillsApi } from '@/api/charge/bills';
import { chargePartnerApi } from '@/api/charge/partner';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { signInAs } from '../../support/session';
import { bill, control, giveMerchantCoupon, signWithholding, store } from './support';

const U = { uniqueId: 'U20001', parkId: 'P1001' };
const fresh = { forceRefetch: true } as const;
const PAY = '/charge/v2/api/payCharges';

async function coverage(s = store()) {
  return s.dispatch(chargeCoverageApi.endpoints.billCoverage.initiate(U, fresh)).unwrap();
}

beforeEach(() => signInAs('A'));

test('a bill nothing else pays has no cover and no refunds', async () => {
  expect(await coverage()).toEqual({ uniqueId: 'U20001', cover: null, duplicateRefunds: [] });
});

describe('withholding (无感支付) on the plate of a car still parked', () => {
  beforeEach(() => signWithholding());

  test('covers the bill, and the driver may pay anyway', async () => {
    expect((await coverage()).cover).toEqual({
      kind: 'withholding', kindText: '无感支付（微信）', message: '该车牌已开通无感支付，离场时将自动扣费，无需现在支付', payAnyway: true,
    });
  });

  test('payCharges is refused without confirmCovered, and no order is made', async () => {
    const orders = backend.db.payOrders.length;
    const s = store();
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere, msg: '该车牌已开通无感支付，离场时将自动扣费，无需现在支付' });
    await expect(s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20001'], payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere });
    expect(backend.db.payOrders).toHaveLength(orders);
    expect(bill('U20001').state).toBe('parking');
  });

  test('paid anyway with confirmCovered: the car leaves and the withholding deducts nothing', async () => {
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap();
    expect(order.state).toBe('paid');
    expect(backend.calls.list(PAY, 'POST').at(-1)?.body).toMatchObject({ confirmCovered: true });
    expect((await coverage(s)).cover).toBeNull();
    const exit = await control('/__mock/bills/U20001/exit');
    expect(exit).toMatchObject({ code: '200', data: { deduction: null } });
    expect(backend.db.exitDeductions).toEqual([]);
    expect(backend.db.duplicateRefunds).toEqual([]);
  });

  test('a deduction that races a scan payment lands and is given back, once', async () => {
    const s = store();
    await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap();
    const paid = bill('U20001').paidCents;
    expect(await control('/__mock/bills/U20001/withholdDeduct')).toMatchObject({ code: '200', data: { channel: 'withholdWechat', state: 'done', amountCents: paid } });
    const [refund] = (await coverage(s)).duplicateRefunds;
    expect(refund).toMatchObject({ channel: 'withholdWechat', channelText: '无感支付（微信）', amountCents: paid, state: 'refunding', stateText: '退回中', refundedAt: null });
    // The bill keeps the payment that landed first.
    expect(bill('U20001')).toMatchObject({ state: 'paid', payChannel: 6, paidCents: paid });
    // A second deduction of a bill already withheld is refused: one refund, not two.
    expect(await control('/__mock/bills/U20001/withholdDeduct')).toMatchObject({ code: '400', msg: '该账单已由无感支付扣费，不能重复扣费' });
    backend.clock.advance(2 * 60_000);
    const after = (await coverage(s)).duplicateRefunds;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ state: 'refunded', stateText: '已自动退回' });
    expect(after[0]!.refundedAt).not.toBeNull();
  });

  test('a deduction of an unpaid bill pays it through the withholding, with no refund', async () => {
    const due = bill('U20001');
    expect(await control('/__mock/bills/U20001/withholdDeduct')).toMatchObject({ code: '200', data: { state: 'done' } });
    expect(due).toMatchObject({ state: 'paid', payChannel: 3 });
    expect(due.paidAt).not.toBeNull();
    expect(backend.db.duplicateRefunds).toEqual([]);
    await expect(store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510040' });
  });

  test('a scan payment still pending when the withholding lands is refunded when it settles', async () => {
    const order = await store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 3, confirmCovered: true })).unwrap();
    expect(order.state).toBe('pending');
    await control('/__mock/bills/U20001/withholdDeduct');
    await control(`/__mock/payments/${order.payOrderId}`, { state: 'paid' });
    expect(backend.db.duplicateRefunds).toEqual([
      expect.objectContaining({ driverId: DRIVER_A, paymentRef: `pay:${order.payOrderId}`, channel: 'wechat', amountCents: order.amountCents, refundedAt: null }),
    ]);
    expect(bill('U20001').payChannel).toBe(3);
    expect(bill('U20001').payOrderId).toBeNull();
  });
});

test('withholdDeduct without a contract is refused in Chinese', async () => {
  expect(await control('/__mock/bills/U20001/withholdDeduct')).toMatchObject({ code: '400', msg: '车辆京A12345未开通无感支付，无法代扣' });
});

test('a contract does not cover a bill left unpaid (arrears): withholding deducts only at the exit', async () => {
  backend.db.withholdContracts.push({ ...backend.db.withholdContracts[0]!, contractId: 'WH9002', plateId: 'PL3', plateNo: '京AD12345', state: 'active', terminatedAt: null });
  const s = store();
  const arrears = await s.dispatch(chargeCoverageApi.endpoints.billCoverage.initiate({ uniqueId: 'U20003', parkId: 'P1002' })).unwrap();
  expect(arrears.cover).toBeNull();
});

describe('ETC', () => {
  test('a deduction under way covers the bill and may not be paid over, even confirmed', async () => {
    await control('/__mock/bills/U20001/etc', { state: 'deducting' });
    const s = store();
    expect((await coverage(s)).cover).toEqual({ kind: 'etc', kindText: 'ETC', message: 'ETC正在扣费，请勿重复支付，稍后刷新查看结果', payAnyway: false });
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere, msg: 'ETC正在扣费，请勿重复支付，稍后刷新查看结果' });
    // The partner's checkout refuses it too.
    await expect(s.dispatch(chargePartnerApi.endpoints.createThirdPay.initiate({ ...U, payChannel: 3, returnUrl: '/thirdpaySuccess' })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere });
  });

  test('failed: the cover goes away; done: the bill is paid by ETC', async () => {
    await control('/__mock/bills/U20001/etc', { state: 'deducting' });
    await control('/__mock/bills/U20001/etc', { state: 'failed' });
    expect((await coverage()).cover).toBeNull();
    await control('/__mock/bills/U20001/etc', { state: 'deducting' });
    expect(await control('/__mock/bills/U20001/etc', { state: 'done' })).toMatchObject({ code: '200', data: { channel: 'etc', state: 'done' } });
    expect(bill('U20001')).toMatchObject({ state: 'paid', payChannel: null });
    expect((await coverage()).cover).toBeNull();
  });

  test('landing on a bill paid already: refunded like the withholding', async () => {
    await store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6 })).unwrap();
    await control('/__mock/bills/U20001/etc', { state: 'done' });
    expect((await coverage()).duplicateRefunds).toEqual([expect.objectContaining({ channel: 'etc', channelText: 'ETC', reason: 'ETC再次扣费' })]);
  });
});

test("a partner's order in flight covers the bill; the driver may not pay over it", async () => {
  const s = store();
  await s.dispatch(chargePartnerApi.endpoints.createThirdPay.initiate({ ...U, payChannel: 3, returnUrl: '/thirdpaySuccess' })).unwrap();
  expect((await coverage(s)).cover).toEqual({ kind: 'partnerOrder', kindText: '合作方订单', message: '合作方订单正在支付中，请勿重复支付', payAnyway: false });
  await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap())
    .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere, msg: '合作方订单正在支付中，请勿重复支付' });
});

describe("a merchant's coupon that covers the whole fee", () => {
  const MERCHANT_TEXT = '您有商户赠送的优惠券可全额抵扣本次停车费，使用后无需支付';

  test('covers the bill for the driver who holds it, naming the coupon to pay with', async () => {
    giveMerchantCoupon();
    expect((await coverage()).cover).toEqual({ kind: 'merchantCoupon', kindText: '商户优惠', message: MERCHANT_TEXT, payAnyway: true, couponId: 'C39001' });
  });

  test('a payment without a coupon covering it whole is refused, and nothing is taken', async () => {
    const coupon = giveMerchantCoupon();
    const balance = backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
    const orders = backend.db.payOrders.length;
    const s = store();
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere, msg: MERCHANT_TEXT });
    // A smaller coupon of the platform does not use the merchant's: refused too.
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, couponId: 'C30001' })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere });
    // A batch names the bill it refuses among several.
    await expect(s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20001', 'U20003'], payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: COVERAGE_CODES.coveredElsewhere, msg: `车辆京A12345的账单：${MERCHANT_TEXT}` });
    expect(backend.db.payOrders).toHaveLength(orders);
    expect(backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents).toBe(balance);
    expect(coupon.usedAt).toBeNull();
  });

  test('paid with the coupon: a 0元 order settles at once, the coupon is spent and the cover is gone', async () => {
    const coupon = giveMerchantCoupon();
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 3, couponId: 'C39001', expectedCents: 0 })).unwrap();
    expect(order).toMatchObject({ state: 'paid', amountCents: 0 });
    expect(bill('U20001')).toMatchObject({ state: 'paid', paidCents: 0 });
    expect(coupon.usedOn).toBe('U20001');
    expect((await coverage(s)).cover).toBeNull();
  });

  test('paid anyway with confirmCovered: money is taken and the coupon stays in the wallet', async () => {
    const coupon = giveMerchantCoupon();
    const order = await store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ ...U, payChannel: 6, confirmCovered: true })).unwrap();
    expect(order.state).toBe('paid');
    expect(order.amountCents).toBeGreaterThan(0);
    expect(coupon).toMatchObject({ usedAt: null, lockedBy: null });
  });

  test('no cover from a coupon that takes only part of the fee, a platform coupon, or for someone else', async () => {
    giveMerchantCoupon('MT02', 'C39002');
    expect((await coverage()).cover).toBeNull();
    const platform = giveMerchantCoupon('MT03', 'C39003');
    platform.source = '平台活动';
    expect((await coverage()).cover).toBeNull();
    platform.source = '星光咖啡（王府井店）赠送';
    signInAs('B');
    expect((await coverage()).cover).toBeNull();
  });

  test('withholding stands behind it: the merchant cover is told first', async () => {
    signWithholding();
    giveMerchantCoupon();
    expect((await coverage()).cover).toMatchObject({ kind: 'merchantCoupon' });
  });
});

test('payCharges/coverages: the cover of each bill of a batch, in the order asked', async () => {
  signWithholding();
  const covers = await store().dispatch(chargeCoverageApi.endpoints.billCovers.initiate({ uniqueIds: ['U20003', 'U20001'] })).unwrap();
  expect(covers.results).toEqual([
    { uniqueId: 'U20003', cover: null },
    { uniqueId: 'U20001', cover: expect.objectContaining({ kind: 'withholding', payAnyway: true }) },
  ]);
});
