import { chargeApi } from '@/api/charge';
import { couponApi } from '@/api/coupon';
import { setupStore } from '@/app/store';
import type { WechatPayParams } from '@/api/charge/types';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';


function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

const driverA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!;
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
const fresh = { forceRefetch: true } as const;

async function settle(payOrderId: string, state: 'paid' | 'failed' | 'closed') {
  const res = await fetch(`http://localhost/__mock/payments/${payOrderId}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state }),
  });
  return (await res.json()) as { code: string; msg: string; data: { state: string } | null };
}

describe('demo data of the contract', () => {
  test("A's bound vehicles: 京A12345 owes money, 粤B12345 is a period-pass car, 京AD12345 is not parked", async () => {
    signInAs('A');
    const s = store();
    const { results } = await s.dispatch(chargeApi.endpoints.boundVehicleParkingBills.initiate()).unwrap();
    const byPlate = Object.fromEntries(results.map((c) => [c.plateNo, c]));
    expect(byPlate['京A12345']).toMatchObject({ uniqueId: 'U20001', parkId: 'P1001', isBagCar: 0, parkFeeSucc: 1 });
    expect(byPlate['京A12345']!.parkFee).toBeGreaterThan(0);
    expect(byPlate['粤B12345']).toMatchObject({ isBagCar: 1, parkFee: 0 });
    expect(byPlate['京AD12345']).toBeUndefined();
    const notParked = await s.dispatch(chargeApi.endpoints.boundVehicleParkingBill.initiate({ plateId: 'PL3' })).unwrap();
    expect(notParked).toMatchObject({ plateNo: '京AD12345', uniqueId: null, parkFee: 0 });
  });

  test('A has exactly one arrears bill, B has three and nothing parked', async () => {
    signInAs('A');
    const a = await store().dispatch(chargeApi.endpoints.parkOrders.initiate({ requestType: 2, pageNo: 1, pageSize: 999 })).unwrap();
    expect(a.results.map((o) => o.uniqueId)).toEqual(['U20003']);
    expect(a.results[0]!.formatPlateNo).toBe('京A·D12345');
    signInAs('B');
    const s = store();
    const b = await s.dispatch(chargeBillsApi.endpoints.countUnfinished.initiate()).unwrap();
    expect(b).toMatchObject({ parkingCount: 0, arrearsCount: 3, arrearsFee: 3900 });
  });

  test('plate lookup: one bill, arrears only, unknown plate recorded in the history', async () => {
    signInAs('A');
    const s = store();
    const one = await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '京A12345' })).unwrap();
    expect(one).toEqual({ count: 1, uniqueId: 'U20001', parkId: 'P1001', arrearsOnly: 0 });
    const three = await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '京B88888' })).unwrap();
    expect(three).toMatchObject({ count: 3, arrearsOnly: 1, uniqueId: null });
    const none = await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '川A99999', plateColor: 2 })).unwrap();
    expect(none.count).toBe(0);
    const history = await s.dispatch(chargeApi.endpoints.plateHistory.initiate(undefined, fresh)).unwrap();
    expect(history.results[0]).toMatchObject({ plateNo: '川A99999', plateColor: 2 });
    expect(history.results.filter((h) => h.plateNo === '京A12345')).toHaveLength(1);
  });

  test('a visitor may look a plate up; nothing is remembered', async () => {
    const before = backend.db.plateQueries.length;
    const r = await store().dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '京B88888' })).unwrap();
    expect(r.count).toBe(3);
    expect(backend.db.plateQueries).toHaveLength(before);
  });

  test('deleting a history record removes only that one', async () => {
    signInAs('A');
    const s = store();
    const left = await s.dispatch(chargeApi.endpoints.deletePlateHistory.initiate({ recordId: 'H6001' })).unwrap();
    expect(left.results.map((h) => h.id)).toEqual(['H6002']);
    await expect(s.dispatch(chargeApi.endpoints.deletePlateHistory.initiate({ recordId: 'H6001' })).unwrap()).rejects.toMatchObject({ code: '404' });
  });
});

describe('paying from the balance', () => {
  test('pays at once, lowers the balance and the bill leaves the home cards and lookups', async () => {
    signInAs('A');
    const s = store();
    const cards = s.dispatch(chargeApi.endpoints.boundVehicleParkingBills.initiate());
    await cards.unwrap();
    const fee = bill('U20001').totalCents ?? (await s.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap()).parkFee;
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6 })).unwrap();
    expect(order).toMatchObject({ state: 'paid', amountCents: fee, payParams: null, cashierUrl: null });
    expect(driverA().balanceCents).toBe(10000 - fee);
    expect(bill('U20001')).toMatchObject({ state: 'paid', paidCents: fee, payOrderId: order.payOrderId });
    // The subscribed home cards were refetched by the invalidation, without asking.
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp/boundVehicleParkingBills')).toHaveLength(2);
    const after = chargeApi.endpoints.boundVehicleParkingBills.select()(s.getState()).data!;
    expect(after.results.map((c) => c.uniqueId)).not.toContain('U20001');
    cards.unsubscribe();
    expect((await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '京A12345' })).unwrap()).count).toBe(0);
    const records = await s.dispatch(chargeBillsApi.endpoints.payRecords.initiate({ pageNo: 1, pageSize: 10 })).unwrap();
    expect(records.results[0]).toMatchObject({ payOrderId: order.payOrderId, payChannel: 6, payFee: fee, uniqueIds: ['U20001'] });
  });

  test('insufficient balance is refused in Chinese and changes nothing', async () => {
    signInAs('A');
    driverA().balanceCents = 100;
    const orders = backend.db.payOrders.length;
    const s = store();
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510042', msg: expect.stringContaining('余额不足') });
    expect(driverA().balanceCents).toBe(100);
    expect(backend.db.payOrders).toHaveLength(orders);
    expect(bill('U20001').state).toBe('parking');
  });

  test('a coupon lowers the amount and is used up', async () => {
    signInAs('A');
    const s = store();
    const usable = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap();
    const five = usable.results.find((c) => c.couponId === 'C30001')!;
    expect(five.discountFee).toBe(500);
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, couponId: 'C30001' })).unwrap();
    expect(order).toMatchObject({ state: 'paid', discountCents: 500, amountCents: usable.parkFee - 500 });
    expect(driverA().balanceCents).toBe(10000 - usable.parkFee + 500);
    const c = backend.db.coupons.find((x) => x.couponId === 'C30001')!;
    expect(c.usedOn).toBe('U20001');
    const count = await s.dispatch(couponApi.endpoints.couponsCount.initiate()).unwrap();
    expect(count.unusedCount).toBe(2);
  });

  test("a coupon scoped to another park is refused; a bill with nothing due cannot be paid", async () => {
    signInAs('A');
    const s = store();
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20021', parkId: 'P1009', payChannel: 6, couponId: 'C30003' })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510045', msg: '该优惠券不适用于此停车场' });
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20002', parkId: 'P1007', payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ msg: '月卡车辆无需缴费' });
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20004', parkId: 'P1004', payChannel: 3 })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510040' });
  });

  test("a parked car's bill waits until the plate's arrears are paid", async () => {
    signInAs('A');
    backend.db.parkOrders.push({ ...bill('U20001'), uniqueId: 'U29999', plateNo: '京AD12345', plateColor: 5 });
    await expect(store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U29999', parkId: 'P1001', payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510037', msg: expect.stringContaining('欠费') });
  });
});

describe('paying through WeChat or Alipay', () => {
  test('a pending order with bridge parameters and a cashier link; asking again hands back the same order', async () => {
    signInAs('A');
    const s = store();
    const first = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3, returnUrl: '/payPage?uniqueId=U20001&parkId=P1001' })).unwrap();
    expect(first.state).toBe('pending');
    expect(Object.keys(first.payParams as WechatPayParams).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
    const url = new URL(first.cashierUrl!);
    expect(url.pathname).toBe('/__mock/cashier');
    expect(url.searchParams.get('payOrderId')).toBe(first.payOrderId);
    // As providers do, the order id is appended to the return address.
    expect(url.searchParams.get('returnUrl')).toBe(`/payPage?uniqueId=U20001&parkId=P1001&payOrderId=${first.payOrderId}`);
    const orders = backend.db.payOrders.length;
    const again = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 2 })).unwrap();
    expect(again.payOrderId).toBe(first.payOrderId);
    expect(backend.db.payOrders).toHaveLength(orders);
    expect(bill('U20001').state).toBe('parking');
    expect(driverA().balanceCents).toBe(10000);
  });

  test('sync settles nothing; the provider settling it pays the bill', async () => {
    signInAs('A');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 2 })).unwrap();
    expect(order.payParams).toEqual({ tradeNO: expect.any(String) });
    for (let i = 0; i < 2; i += 1) {
      expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).state).toBe('pending');
    }
    expect(bill('U20001').state).toBe('parking');
    expect((await settle(order.payOrderId, 'paid')).data?.state).toBe('paid');
    const synced = await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap();
    expect(synced).toMatchObject({ state: 'paid', uniqueIds: ['U20001'], payTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(bill('U20001').state).toBe('paid');
    expect(driverA().balanceCents).toBe(10000);
    // A settled order cannot be turned around.
    expect((await settle(order.payOrderId, 'failed')).code).not.toBe('200');
  });

  test('a failed payment frees the bill and its coupon for a new order', async () => {
    signInAs('A');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3, couponId: 'C30003' })).unwrap();
    expect(order.discountCents).toBe(1000);
    const locked = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20001' }, fresh)).unwrap();
    expect(locked.results.map((c) => c.couponId)).not.toContain('C30003');
    await settle(order.payOrderId, 'failed');
    expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).state).toBe('failed');
    const freed = await s.dispatch(chargeBillsApi.endpoints.usableCoupons.initiate({ uniqueId: 'U20001' }, fresh)).unwrap();
    expect(freed.results.map((c) => c.couponId)).toContain('C30003');
    const next = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 })).unwrap();
    expect(next.payOrderId).not.toBe(order.payOrderId);
    expect(backend.db.coupons.find((c) => c.couponId === 'C30003')!.usedAt).toBeNull();
  });

  test('an abandoned payment closes after 15 minutes', async () => {
    signInAs('A');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 })).unwrap();
    backend.db.payOrders.find((o) => o.payOrderId === order.payOrderId)!.createdAt -= 16 * 60_000;
    expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).state).toBe('closed');
  });

  test("B pays three arrears in one WeChat order; once settled, nothing is owed", async () => {
    signInAs('B');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20011', 'U20012', 'U20013'], payChannel: 3 })).unwrap();
    expect(order).toMatchObject({ state: 'pending', amountCents: 3900 });
    const again = await s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20013', 'U20012', 'U20011'], payChannel: 3 })).unwrap();
    expect(again.payOrderId).toBe(order.payOrderId);
    await expect(s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20011'], payChannel: 3 })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510043' });
    await settle(order.payOrderId, 'paid');
    expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).state).toBe('paid');
    expect(await s.dispatch(chargeBillsApi.endpoints.countUnfinished.initiate(undefined, fresh)).unwrap()).toMatchObject({ count: 0, arrearsCount: 0 });
    expect((await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '京B88888' })).unwrap()).count).toBe(0);
  });

  test('a park that does not take the channel refuses it', async () => {
    signInAs('B');
    await expect(store().dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({ uniqueIds: ['U20011'], payChannel: 6 })).unwrap())
      .rejects.toMatchObject({ code: '0xd06510044' });
  });
});

describe('the stand-in cashier', () => {
  test('shows the amount with pay and cancel buttons that settle and go back', async () => {
    signInAs('A');
    const order = await store().dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3, returnUrl: '/payResultPage?x=1' })).unwrap();
    const res = await fetch(order.cashierUrl!);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain(`¥${(order.amountCents / 100).toFixed(2)}`);
    expect(page).toContain('>支付</button>');
    expect(page).toContain('>取消</button>');
    expect(page).toContain('location.replace(back)');
    expect(page).toContain(`"/payResultPage?x=1&payOrderId=${order.payOrderId}"`);
    // Cancel sends 'closed': the order is no longer in flight.
    expect((await settle(order.payOrderId, 'closed')).data?.state).toBe('closed');
  });

  test('refuses a return address on another site', async () => {
    signInAs('A');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 })).unwrap();
    for (const bad of ['https://evil.example.com/x', '//evil.example.com/x']) {
      const res = await fetch(`http://localhost/__mock/cashier?payOrderId=${order.payOrderId}&returnUrl=${encodeURIComponent(bad)}`);
      const body = (await res.json()) as { code: string; msg: string };
      expect(body.code).not.toBe('200');
      expect(body.msg).toContain('返回地址不合法');
    }
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20003', parkId: 'P1002', payChannel: 3, returnUrl: 'https://evil.example.com' })).unwrap())
      .rejects.toMatchObject({ msg: '返回地址不合法' });
  });
});

describe('after paying', () => {
  test('a paid bill can be rated once; an unpaid one not at all', async () => {
    signInAs('A');
    const s = store();
    const ref = { uniqueId: 'U20004', parkId: 'P1004' };
    expect(await s.dispatch(chargeBillsApi.endpoints.canEvaluate.initiate(ref)).unwrap()).toEqual({ canEvaluate: 1, reason: null });
    await s.dispatch(chargeBillsApi.endpoints.evaluateParkOrder.initiate({ ...ref, score: 4, tags: ['出场快'], content: '很好' })).unwrap();
    expect(backend.db.evaluations.find((e) => e.uniqueId === 'U20004')).toMatchObject({ score: 4, driverId: DRIVER_A });
    expect(await s.dispatch(chargeBillsApi.endpoints.canEvaluate.initiate(ref, fresh)).unwrap()).toMatchObject({ canEvaluate: 0, reason: '该订单已评价' });
    await expect(s.dispatch(chargeBillsApi.endpoints.evaluateParkOrder.initiate({ ...ref, score: 5 })).unwrap()).rejects.toMatchObject({ msg: '该订单已评价' });
    await expect(s.dispatch(chargeBillsApi.endpoints.evaluateParkOrder.initiate({ uniqueId: 'U20001', parkId: 'P1001', score: 5 })).unwrap())
      .rejects.toMatchObject({ msg: '订单完成支付后才能评价' });
  });

  test('declaring the car gone turns the running bill into arrears', async () => {
    signInAs('A');
    const s = store();
    const out = await s.dispatch(chargeBillsApi.endpoints.driverActiveCarOut.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap();
    expect(out.orderState).toBe(2);
    expect(out.parkFee).toBeGreaterThan(0);
    const arrears = await s.dispatch(chargeApi.endpoints.parkOrders.initiate({ requestType: 2, pageNo: 1, pageSize: 999 })).unwrap();
    expect(arrears.results.map((o) => o.uniqueId).sort()).toEqual(['U20001', 'U20003']);
    await expect(s.dispatch(chargeBillsApi.endpoints.driverActiveCarOut.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap()).rejects.toMatchObject({ msg: expect.stringContaining('已离场') });
  });

  test('a stay whose plate has left another lot since names that lot to its driver only; a later stay here does not count', async () => {
    signInAs('customer');
    const s = store();
    const mine = await s.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20031', parkId: 'P1010' })).unwrap();
    expect(mine.leftElsewhere).toEqual({ parkName: '西单大悦城停车场', outTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    const card = await s.dispatch(chargeApi.endpoints.boundVehicleParkingBill.initiate({ plateId: 'PL7004' })).unwrap();
    expect(card.leftElsewhere).toEqual(mine.leftElsewhere);

    signInAs('A');
    const other = store();
    const seen = await other.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20031', parkId: 'P1010' })).unwrap();
    expect(seen.leftElsewhere).toBeNull();
    // A's own 京A12345 has only earlier stays elsewhere: nothing contradicts it.
    const own = await other.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap();
    expect(own.leftElsewhere).toBeNull();
  });

  test("someone else's plate: lookup, detail and payment work, the car-out does not", async () => {
    signInAs('A');
    const s = store();
    const found = await s.dispatch(chargeApi.endpoints.plateLookup.initiate({ plateNo: '津C66666' })).unwrap();
    expect(found).toMatchObject({ count: 1, uniqueId: 'U20021', parkId: 'P1009' });
    const detail = await s.dispatch(chargeBillsApi.endpoints.parkOrderDetail.initiate({ uniqueId: 'U20021', parkId: 'P1009' })).unwrap();
    expect(detail).toMatchObject({ canActiveCarOut: 0, orderState: 1, parkFee: 1000 });
    await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20021', parkId: 'P1009', payChannel: 6 })).unwrap();
    expect(driverA().balanceCents).toBe(9000);
    const pics = await s.dispatch(chargeBillsApi.endpoints.parkingPictures.initiate({ uniqueId: 'U20021' })).unwrap();
    expect(pics.results.map((p) => p.picType)).toEqual([1, 2]);
  });
});

describe('exit lanes and the pay result (parkingPay extras)', () => {
  const laneBill = (s: ReturnType<typeof store>, parkId: string, laneCode: string) =>
    s.dispatch(chargeBillsApi.endpoints.laneBill.initiate({ parkId, laneCode }, fresh)).unwrap();

  test('laneBill names the car at the lane, its bill and its arrears; an unknown lane is refused', async () => {
    const s = store();
    const a = await laneBill(s, 'P1001', 'E1');
    expect(a).toMatchObject({ parkName: '王府井百货地下停车场', laneName: '出口1号车道', operatorName: '北京静态交通运营管理有限公司', plateNo: '京A12345', formatPlateNo: '京A·12345', arrears: [] });
    expect(a.bill).toMatchObject({ uniqueId: 'U20001', orderState: 1 });
    const b = await laneBill(s, 'P1005', 'E1');
    expect(b.bill).toBeNull();
    expect(b.arrears.map((o) => o.uniqueId)).toEqual(['U20011', 'U20012', 'U20013']);
    expect((await laneBill(s, 'P1001', 'E2')).plateNo).toBeNull();
    await expect(laneBill(s, 'P1001', 'E9')).rejects.toMatchObject({ code: '404', msg: '未找到该车道，请重新扫码' });
  });

  test('a lane payment opens the barrier once paid; the sync answer carries the bills and the barrier', async () => {
    signInAs('A');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3, laneCode: 'E1' })).unwrap();
    let sync = await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap();
    expect(sync.barrier).toMatchObject({ laneCode: 'E1', laneName: '出口1号车道', opened: null });
    expect(sync.bills).toEqual([{ uniqueId: 'U20001', parkId: 'P1001', parkName: '王府井百货地下停车场', formatPlateNo: '京A·12345', feeCents: 3000 }]);
    await settle(order.payOrderId, 'paid');
    sync = await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap();
    expect(sync).toMatchObject({ state: 'paid', payChannel: 3, barrier: { opened: true, leftManually: false } });
    expect(backend.db.lanes.find((l) => l.parkId === 'P1001' && l.laneCode === 'E1')?.plateNo).toBeNull();
  });

  test('paying for a car that is not at that lane is refused before any order exists', async () => {
    signInAs('A');
    const s = store();
    await expect(s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, laneCode: 'E2' })).unwrap())
      .rejects.toMatchObject({ msg: '该车辆不在此车道，请重新扫码' });
    expect(backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === 'U20001'))).toHaveLength(0);
  });

  test('a barrier that did not open: driverActiveCarOut records leaving once', async () => {
    signInAs('A');
    backend.db.lanes.find((l) => l.parkId === 'P1001' && l.laneCode === 'E1')!.barrierWorks = false;
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payCharges.initiate({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 6, laneCode: 'E1' })).unwrap();
    expect(order.state).toBe('paid');
    expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).barrier).toMatchObject({ opened: false, leftManually: false });
    expect(await s.dispatch(chargeBillsApi.endpoints.driverActiveCarOut.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap()).toMatchObject({ orderState: 3, parkFee: 0 });
    expect((await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap()).barrier).toMatchObject({ leftManually: true });
    await expect(s.dispatch(chargeBillsApi.endpoints.driverActiveCarOut.initiate({ uniqueId: 'U20001', parkId: 'P1001' })).unwrap()).rejects.toMatchObject({ code: '0xd06510052' });
  });

  test('B pays the arrears at the lane in one batch; the cashier returns with the order id appended', async () => {
    signInAs('B');
    const s = store();
    const order = await s.dispatch(chargeBillsApi.endpoints.payChargesBatch.initiate({
      uniqueIds: ['U20011', 'U20012', 'U20013'], payChannel: 3, parkId: 'P1005', laneCode: 'E1', returnUrl: '/payResultPage?key=k1',
    })).unwrap();
    const cashier = new URL(order.cashierUrl as string);
    expect(cashier.searchParams.get('returnUrl')).toBe(`/payResultPage?key=k1&payOrderId=${order.payOrderId}`);
    await settle(order.payOrderId, 'paid');
    const sync = await s.dispatch(chargeApi.endpoints.payOrderSync.initiate(order.payOrderId, fresh)).unwrap();
    expect(sync.barrier).toMatchObject({ parkId: 'P1005', laneCode: 'E1', opened: true });
    expect(sync.bills).toHaveLength(3);
  });
});
