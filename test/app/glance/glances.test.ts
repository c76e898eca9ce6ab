import { glanceOf, type GlanceView } from '@/app/glance/glances';
import { paths } from '@/lib/paths';

/**
 * What a reminder's page shows of its early answers before the app has drawn it: the figure as the page will show
 * it, and nothing where the answer does not plainly say it (no NaN, no undefined, no 0.00元 made up).
 */

const figure = (v: GlanceView | null) => v?.rows.filter((r) => r.figure).map((r) => `${r.label ?? ''}${r.value}`);
const everything = (v: GlanceView | null) => JSON.stringify(v);

const BILL = { parkName: '王府井百货地下停车场', formatPlateNo: '京A·12345', orderState: 1, parkStartTime: '2026-11-26 00:10:12', berthNo: 'B2-036', parkFee: 3000, paidFee: 0, discountFee: 0, pendingPayOrderId: null };

test('a parking bill: its lot, plate and fee in yuan from whole cents; a part paid shows what is left as 待缴', () => {
  const v = glanceOf(paths.payPage, [BILL]);
  expect(v).toMatchObject({ title: '停车缴费', place: '王府井百货地下停车场 · 京A·12345' });
  expect(v?.rows).toEqual([
    { label: '入场时间', value: '2026-11-26 00:10' },
    { label: '泊位', value: 'B2-036' },
    { label: '停车费', value: '30.00元', figure: true },
  ]);
  expect(figure(glanceOf(paths.payPage, [{ ...BILL, paidFee: 1000, parkFee: 2000 }]))).toEqual(['待缴停车费20.00元']);
});

test('a bill being paid, paid already, or with its fee not in whole cents gets no glance: the page says what it is', () => {
  expect(glanceOf(paths.payPage, [{ ...BILL, orderState: 3 }])).toBeNull();
  expect(glanceOf(paths.payPage, [{ ...BILL, pendingPayOrderId: 'O1' }])).toBeNull();
  expect(glanceOf(paths.payPage, [{ ...BILL, parkFee: '3000' }])).toBeNull();
  expect(glanceOf(paths.payPage, [{ ...BILL, parkFee: 30.5 }])).toBeNull();
  expect(glanceOf(paths.payPage, [undefined])).toBeNull();
  expect(glanceOf(paths.payPage, [null])).toBeNull();
});

test('a field of the wrong kind leaves its row out, never undefined or NaN on the glance', () => {
  const v = glanceOf(paths.payPage, [{ ...BILL, berthNo: null, parkStartTime: 12, parkName: null }]);
  expect(v?.rows.map((r) => r.label)).toEqual(['停车费']);
  expect(v?.place).toBeUndefined();
  for (const bad of [{ ...BILL, formatPlateNo: 5 }, { ...BILL, parkName: {} }]) expect(everything(glanceOf(paths.payPage, [bad]))).not.toMatch(/undefined|NaN|null|object/);
});

const SESSION = { stationName: '王府井百货充电站', pileName: '3号直流桩', gunName: 'A枪', state: 'charging', stateText: '充电中', kwh: 18.9, feeCents: 3175, idleFee: null, serverTime: '2026-11-26 02:23:48' };

test('a live session: the kWh to two places; once ended with its idle fee running, the fee is the figure', () => {
  expect(figure(glanceOf(paths.chargingResults, [SESSION]))).toEqual(['已充电量18.90 度']);
  const idle = { ...SESSION, state: 'finished', stateText: '已结束', idleFee: { graceEndsAt: '2026-11-26 02:00:00', accruedCents: 350, capCents: 3000, carLeft: false } };
  expect(figure(glanceOf(paths.chargingResults, [idle]))).toEqual(['占位费已产生 3.50元']);
  expect(figure(glanceOf(paths.chargingResults, [{ ...idle, idleFee: { ...idle.idleFee, accruedCents: 3000 } }]))).toEqual(['占位费已达封顶 30.00元']);
  // Still in its grace on the server's clock: the page counts down; the glance claims no fee.
  const grace = { ...idle, idleFee: { ...idle.idleFee, graceEndsAt: '2026-11-26 03:00:00' } };
  expect(figure(glanceOf(paths.chargingResults, [grace]))).toEqual(['已充电量18.90 度']);
  expect(glanceOf(paths.chargingResults, [{ ...SESSION, kwh: '18.9' }])).toBeNull();
});

test('the station, the booking, the renewal, the balance, the invoice and the reply each show their figure', () => {
  expect(figure(glanceOf(paths.chargeStationDetail, [{ stationName: 'S', currentBand: { energyCentsPerKwh: 54, serviceCentsPerKwh: 48 } }]))).toEqual(['当前电价1.02元/度']);
  expect(figure(glanceOf(paths.bookRecordDetail, [{ parkName: 'P', startTime: '2026-11-26 04:23:12', endTime: '2026-11-26 04:53:12' }]))).toEqual(['预约时段2026-11-26 04:23 至 04:53']);
  const check = { renewable: 1, rules: [{ ruleId: 'R2', price: 50000, periodType: '月卡', ruleName: '全天月卡' }, { ruleId: 'R1', price: 90000, periodType: '月卡', ruleName: '大车月卡' }] };
  expect(figure(glanceOf(paths.mounthlyRenew, [check, { ruleId: 'R1', parkName: 'P', endDate: '2026-11-30' }]))).toEqual(['费用900.00元/月卡 × 1 = 900.00元']);
  expect(glanceOf(paths.mounthlyRenew, [{ ...check, renewable: 0 }, { ruleId: 'R1' }])).toBeNull();
  expect(figure(glanceOf(paths.accountBalance, [{ balance: 10000, withdrawableBalance: 8500 }]))).toEqual(['100.00元']);
  expect(glanceOf(paths.accountBalance, [{ balance: null }])).toBeNull();
  expect(figure(glanceOf(paths.invoiceRecordDetail, [{ amountCents: 1000, stateText: '已开票' }]))).toEqual(['开票金额10.00元']);
  const messages = [{ from: 'service', text: '已转交' }, { from: 'driver', text: '谢谢' }];
  expect(figure(glanceOf(paths.customerServiceFeedDetail, [{ kindText: '意见反馈', messages }]))).toEqual(['客服回复：已转交']);
  expect(glanceOf(paths.customerServiceFeedDetail, [{ messages: [] }])).toBeNull();
});

test('a page without a glance of its own shows none', () => {
  expect(glanceOf(paths.home, [{ balance: 100 }])).toBeNull();
});
