import { bookingOffPeakApi } from '@/api/booking/offpeak';
import { DIFF_TIME_CODES, type CreateDiffTimePackageBody } from '@/api/booking/offpeak.types';
import type { PayChannel } from '@/lib/wire';
import { setupStore } from '@/app/store';
import { wireTime } from '@mocks/core/wireTime';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const fresh = { forceRefetch: true } as const;
const ep = bookingOffPeakApi.endpoints;

function store() {
  window.localStorage.setItem('openId', 'oWx_demo_A');
  // Passes cost hundreds of yuan: enough balance to pay them at once.
  backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 200_000;
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;

const today = () => wireTime(backend.clock.now(), 'YYYY-MM-DD');
const daysFromToday = (n: number) => wireTime(backend.clock.now() + n * DAY, 'YYYY-MM-DD');
const balance = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents ?? 0;
const info = (s: Store, parkId: string) => s.dispatch(ep.diffTimeParkInfo.initiate({ parkId }, fresh)).unwrap();
const buy = (s: Store, body: Partial<CreateDiffTimePackageBody> = {}) =>
  s.dispatch(ep.createDiffTimePackage.initiate({ productId: 'DTP-P1004-30', plateNos: ['粤B12345'], ...body })).unwrap();
const subscribe = (s: Store, date: string, parkId = 'P1005', plateNo = '粤B12345') =>
  s.dispatch(ep.createDiffTimeSubscription.initiate({ parkId, plateNo, date })).unwrap();
const pay = (s: Store, orderNo: string, payChannel: PayChannel = 6) => s.dispatch(ep.payDiffTimeOrder.initiate({ orderNo, payChannel })).unwrap();

async function post(path: string, body: object) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ClientType: '2' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

async function dealerCounts(parkId: string) {
  const page = (await post('/api/dealer/v2/api/nearbyDiffTimeParks', { destLng: 116.397, destLat: 39.909 })).data as { results: { parkId: string; diffTimeBagLeftNum: number; diffTimeBagTotalNum: number; diffTimeBookLeftNum: number; diffTimeBookTotalNum: number }[] };
  return page.results.find((p) => p.parkId === parkId);
}

/** Moves the mock's clock to the next Monday (Beijing), at hh:mm. */
function toNextMonday(hh: number, mm = 0) {
  const now = backend.clock.now();
  const beijing = new Date(now + 8 * HOUR);
  const weekday = beijing.getUTCDay() === 0 ? 7 : beijing.getUTCDay();
  const midnight = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate()) - 8 * HOUR;
  backend.clock.advance(midnight + (8 - weekday) * DAY + hh * HOUR + mm * MIN - now);
}

const visit = (plateNo: string, event: 'enter' | 'leave', parkId = 'P1004') => post('/__mock/diffTime/visits', { parkId, plateNo, event });

test('off-peak lots: windows, rules, packages and slots; the dealer\'s counts agree', async () => {
  const s = store();
  const nights = await info(s, 'P1004');
  expect(nights).toMatchObject({ supportPackage: true, supportSubscribe: false, windowText: '工作日 19:00-次日08:00', slots: [] });
  expect(nights.products.map((p) => [p.productName, p.priceCents, p.leftNum, p.totalNum])).toEqual([['工作日夜间月卡', 30000, 6, 30], ['工作日夜间季卡', 80000, 6, 30]]);
  expect(nights.rules.texts[2]).toBe('超出时段停放或在时段外入场，超出部分每60分钟5.00元，不足60分钟按60分钟计，单次封顶50.00元');
  expect((await info(s, 'P1007')).windowText).toBe('周末全天');
  const slots = (await info(s, 'P1005')).slots;
  expect(slots.length).toBeGreaterThanOrEqual(4);
  expect(slots.every((x) => x.leftNum === 4 && x.totalNum === 20 && x.priceCents === 1000 && x.startTime.endsWith('19:00:00') && x.endTime.endsWith('08:00:00'))).toBe(true);
  expect((await info(s, 'P1009')).slots.every((x) => x.leftNum === 0)).toBe(true);
  expect(await dealerCounts('P1004')).toMatchObject({ diffTimeBagLeftNum: 6, diffTimeBagTotalNum: 30 });
  expect(await dealerCounts('P1005')).toMatchObject({ diffTimeBookLeftNum: 4, diffTimeBookTotalNum: 20 });
  await expect(info(s, 'P1001')).rejects.toMatchObject({ code: DIFF_TIME_CODES.notOffPeakLot });
});

test('a package: choose plates → one order for double taps → pay → active today; the counts follow', async () => {
  const s = store();
  const order = await buy(s, { requestId: 'r-1' });
  expect(order).toMatchObject({ status: 'unpaid', statusText: '待支付', priceCents: 30000, dueCents: 30000, plateNos: ['粤B12345'], days: 30 });
  expect((await buy(s, { requestId: 'r-1' })).packageNo).toBe(order.packageNo);
  expect((await buy(s)).packageNo).toBe(order.packageNo);
  expect(await dealerCounts('P1004')).toMatchObject({ diffTimeBagLeftNum: 5 });
  const before = balance();
  expect(await pay(s, order.packageNo)).toMatchObject({ state: 'paid', amountCents: 30000 });
  expect(balance()).toBe(before - 30000);
  const active = await s.dispatch(ep.diffTimePackage.initiate({ packageNo: order.packageNo }, fresh)).unwrap();
  expect(active).toMatchObject({ status: 'active', statusText: '生效中', payCents: 30000, dueCents: 0, windowText: '工作日 19:00-次日08:00' });
  expect(active.startTime).toBe(`${today()} 00:00:00`);
  await expect(pay(s, order.packageNo)).rejects.toMatchObject({ code: '0xd06510040' });
  const [list] = (await s.dispatch(ep.diffTimePackages.initiate({ status: 'active' }, fresh)).unwrap()).pages;
  expect(list!.results.map((p) => p.packageNo)).toEqual([order.packageNo, 'WP090001']);
});

test('package refusals: a plate not bound, too many plates, a plate already covered, a date not on sale, sold out', async () => {
  const s = store();
  await expect(buy(s, { plateNos: ['京B88888'] })).rejects.toMatchObject({ code: DIFF_TIME_CODES.plateNotBound, msg: '车牌京B88888未绑定到您的账户，请先添加车辆' });
  await expect(buy(s, { productId: 'DTP-P1007-30', plateNos: ['粤B12345', '京AD12345'] })).rejects.toMatchObject({ code: DIFF_TIME_CODES.tooManyPlates });
  await expect(buy(s, { plateNos: ['京A12345'] })).rejects.toMatchObject({ code: DIFF_TIME_CODES.duplicate, msg: '车牌京A12345在该停车场已有生效期重叠的错时套餐（WP090001）' });
  await expect(buy(s, { startDate: daysFromToday(8) })).rejects.toMatchObject({ code: DIFF_TIME_CODES.dateNotOnSale });
  await expect(buy(s, { startDate: daysFromToday(-1) })).rejects.toMatchObject({ code: DIFF_TIME_CODES.dateNotOnSale });
  const lot = backend.db.diffTimeLots.find((l) => l.parkId === 'P1004')!;
  lot.bagSoldElsewhere = lot.bagCapacity - 1;
  await expect(buy(s)).rejects.toMatchObject({ code: DIFF_TIME_CODES.soldOut, msg: '前门大街公共停车场错时套餐已售罄' });
  expect(backend.db.diffTimePackages).toHaveLength(1);
});

test('an upcoming package is cancelled with a full refund; an active one is not; an unpaid one lapses after 15 minutes', async () => {
  const s = store();
  const later = await buy(s, { startDate: daysFromToday(2) });
  await pay(s, later.packageNo);
  expect((await s.dispatch(ep.diffTimePackage.initiate({ packageNo: later.packageNo }, fresh)).unwrap()).status).toBe('upcoming');
  const before = balance();
  const cancelled = await s.dispatch(ep.cancelDiffTimeOrder.initiate({ orderNo: later.packageNo })).unwrap();
  expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 30000, refundTo: 'balance', cancelReason: '用户取消' });
  expect(balance()).toBe(before + 30000);
  await expect(s.dispatch(ep.cancelDiffTimeOrder.initiate({ orderNo: 'WP090001' })).unwrap()).rejects.toMatchObject({ code: DIFF_TIME_CODES.notCancellable, msg: '订单生效中，不可取消' });
  const unpaid = await buy(s, { productId: 'DTP-P1007-30', plateNos: ['京AD12345'] });
  backend.clock.advance(16 * MIN);
  expect(await s.dispatch(ep.diffTimePackage.initiate({ packageNo: unpaid.packageNo }, fresh)).unwrap()).toMatchObject({ status: 'cancelled', cancelReason: '超时未支付，订单已自动取消' });
  expect((await info(s, 'P1007')).products[0]?.leftNum).toBe(15);
});

test('a slot: choose plate and date → pay by WeChat → upcoming; full, off-sale, unbound and duplicate are refused', async () => {
  const s = store();
  const [slot] = (await info(s, 'P1005')).slots;
  const order = await subscribe(s, slot!.date);
  expect(order).toMatchObject({ status: 'unpaid', priceCents: 1000, date: slot!.date, startTime: slot!.startTime, endTime: slot!.endTime });
  expect((await subscribe(s, slot!.date)).subscribeNo).toBe(order.subscribeNo);
  expect((await info(s, 'P1005')).slots[0]?.leftNum).toBe(3);
  const payOrder = await pay(s, order.subscribeNo, 3);
  expect(payOrder).toMatchObject({ state: 'pending', uniqueIds: [order.subscribeNo] });
  expect((await pay(s, order.subscribeNo, 3)).payOrderId).toBe(payOrder.payOrderId);
  await post(`/__mock/payments/${payOrder.payOrderId}`, { state: 'paid' });
  expect(await s.dispatch(ep.diffTimeSubscription.initiate({ subscribeNo: order.subscribeNo }, fresh)).unwrap()).toMatchObject({ status: 'upcoming', payCents: 1000 });
  await expect(subscribe(s, slot!.date)).rejects.toMatchObject({ code: DIFF_TIME_CODES.duplicate });

  const [full] = (await info(s, 'P1009')).slots;
  await expect(subscribe(s, full!.date, 'P1009')).rejects.toMatchObject({ code: DIFF_TIME_CODES.soldOut });
  await expect(subscribe(s, daysFromToday(9))).rejects.toMatchObject({ code: DIFF_TIME_CODES.dateNotOnSale });
  await expect(subscribe(s, daysFromToday(-1))).rejects.toMatchObject({ code: DIFF_TIME_CODES.dateNotOnSale });
  await expect(subscribe(s, slot!.date, 'P1005', '京B88888')).rejects.toMatchObject({ code: DIFF_TIME_CODES.plateNotBound });
  await expect(subscribe(s, slot!.date, 'P1004')).rejects.toMatchObject({ code: DIFF_TIME_CODES.notOffPeakLot });
  const [list] = (await s.dispatch(ep.diffTimeSubscriptions.initiate({}, fresh)).unwrap()).pages;
  expect(list!.results.map((x) => [x.subscribeNo, x.status])).toEqual([[order.subscribeNo, 'upcoming']]);
});

test('a slot on a weekend is not on sale for weekday windows; cancelling an upcoming paid slot refunds it', async () => {
  toNextMonday(10);
  const s = store();
  const saturday = daysFromToday(5);
  await expect(subscribe(s, saturday)).rejects.toMatchObject({ code: DIFF_TIME_CODES.dateNotOnSale });
  const monday = await subscribe(s, today());
  await pay(s, monday.subscribeNo, 6);
  const cancelled = await s.dispatch(ep.cancelDiffTimeOrder.initiate({ orderNo: monday.subscribeNo })).unwrap();
  expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 1000 });
});

test('violations: the seeded overstay with its cost and how to appeal; paying it', async () => {
  const s = store();
  const [page] = (await s.dispatch(ep.diffTimeViolations.initiate({})).unwrap()).pages;
  expect(page!.total).toBe(1);
  const v = page!.results[0]!;
  expect(v).toMatchObject({
    violationNo: 'WV090001', kind: 'overstay', kindText: '超时停放', plateNo: '京A12345', orderNo: 'WP090001', minutes: 35, feeCents: 500,
    state: 'unpaid', stateText: '待缴费', appealable: true, feeRuleText: '超出错时时段每60分钟5.00元（前后各15分钟宽限），单次封顶50.00元',
  });
  expect(v.appealHint).toContain('申诉');
  const before = balance();
  await pay(s, 'WV090001');
  expect(balance()).toBe(before - 500);
  expect(await s.dispatch(ep.diffTimeViolation.initiate({ violationNo: 'WV090001' }, fresh)).unwrap()).toMatchObject({ state: 'paid', appealable: false });
  await expect(s.dispatch(ep.appealDiffTimeViolation.initiate({ violationNo: 'WV090001', reason: '出场道闸故障排队' })).unwrap()).rejects.toMatchObject({ code: DIFF_TIME_CODES.appealClosed });
});

test('cars in and out on the clock: leaving past the window is an overstay, coming in outside it a violation of its own; inside, none', async () => {
  toNextMonday(19, 30);
  const s = store();
  await visit('京A12345', 'enter');
  backend.clock.advance(13 * HOUR + 10 * MIN);
  // Left Tuesday 08:40: 40 minutes after the window, 25 after the grace.
  const overstay = (await visit('京A12345', 'leave')).data as { violation: { kind: string; minutes: number; feeCents: number } };
  expect(overstay.violation).toMatchObject({ kind: 'overstay', minutes: 25, feeCents: 500 });

  // Tuesday 12:00 in, 20:00 out: 6 h 45 min before the window (after the grace).
  backend.clock.advance(3 * HOUR + 20 * MIN);
  await visit('京A12345', 'enter');
  backend.clock.advance(8 * HOUR);
  const early = (await visit('京A12345', 'leave')).data as { violation: { kind: string; minutes: number; feeCents: number; description: string } };
  expect(early.violation).toMatchObject({ kind: 'outsideWindow', minutes: 405, feeCents: 3500 });

  await visit('京A12345', 'enter');
  backend.clock.advance(HOUR);
  expect(((await visit('京A12345', 'leave')).data as { violation: unknown }).violation).toBeNull();
  // A car without a package parks as anyone does.
  expect(((await visit('京AD12345', 'enter')).data as { offPeak: boolean }).offPeak).toBe(false);
  const [list] = (await s.dispatch(ep.diffTimeViolations.initiate({ state: 'unpaid' }, fresh)).unwrap()).pages;
  expect(list!.results.map((x) => x.kind)).toEqual(['outsideWindow', 'overstay', 'overstay']);
});

test('an appeal: once, within the days allowed; approved it is waived, rejected it is due again with the reason', async () => {
  const s = store();
  const appeal = (violationNo: string, reason = '当晚道闸故障，排队离场耽误，有停车场工作人员证明') =>
    s.dispatch(ep.appealDiffTimeViolation.initiate({ violationNo, reason, photos: ['https://img.example.com/p/1.jpg'] })).unwrap();
  await expect(appeal('WV090001', '太短')).rejects.toMatchObject({ code: '400', msg: '申诉原因需为5至200个字' });
  expect(await appeal('WV090001')).toMatchObject({ state: 'appealing', stateText: '申诉中', appealable: false });
  await expect(pay(s, 'WV090001')).rejects.toMatchObject({ code: DIFF_TIME_CODES.underAppeal });
  expect((await post('/__mock/reviews/WV090001', { decision: 'reject', reason: '道闸记录显示当晚通行正常' })).data).toMatchObject({ kind: 'offPeakAppeal', stateText: '待缴费' });
  const rejected = await s.dispatch(ep.diffTimeViolation.initiate({ violationNo: 'WV090001' }, fresh)).unwrap();
  expect(rejected).toMatchObject({ state: 'unpaid', appealable: false, appealResult: '申诉未通过：道闸记录显示当晚通行正常' });
  await expect(appeal('WV090001')).rejects.toMatchObject({ code: DIFF_TIME_CODES.appealClosed, msg: '该记录已申诉过，无法申诉' });

  // A new one, appealed and approved.
  toNextMonday(19, 30);
  await visit('京A12345', 'enter');
  backend.clock.advance(14 * HOUR);
  const fresh1 = ((await visit('京A12345', 'leave')).data as { violation: { violationNo: string } }).violation;
  await appeal(fresh1.violationNo);
  expect((await post(`/__mock/reviews/${fresh1.violationNo}`, { decision: 'approve' })).data).toMatchObject({ stateText: '已免除' });
  await expect(pay(s, fresh1.violationNo)).rejects.toMatchObject({ code: DIFF_TIME_CODES.nothingDue });
  // Past the appeal days, no appeal.
  backend.db.diffTimeViolations.push({ ...backend.db.diffTimeViolations[0]!, violationNo: 'WV000009', state: 'unpaid', appealedAt: null, createdAt: backend.clock.now() - 8 * DAY });
  await expect(appeal('WV000009')).rejects.toMatchObject({ code: DIFF_TIME_CODES.appealClosed, msg: '已超过申诉期限，无法申诉' });
});
