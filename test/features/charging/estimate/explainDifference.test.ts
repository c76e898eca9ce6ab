import type { ChargeCostParts, ChargeEstimate } from '@/api/cps/estimate.types';
import type { StopReason } from '@/api/cps/session.types';
import { explainDifference } from '@/features/charging/estimate/explainDifference';

/** Parts at 平 (1.37 + 0.48 元/度) and 峰 (2.06 + 0.48 元/度): `flat` and `peak` in hundredths of a kWh. */
function parts(flat: number, peak: number, parking: { minutes: number; cents: number } = { minutes: 0, cents: 0 }): ChargeCostParts {
  const fee = (h: number, cents: number) => Math.round((h * cents) / 100);
  const bands = [
    { name: '平' as const, from: '2030-03-05 09:40:18', to: '2030-03-05 10:00:00', kwh: flat / 100, energyFeeCents: fee(flat, 137), serviceFeeCents: fee(flat, 48) },
    { name: '峰' as const, from: '2030-03-05 10:00:00', to: '2030-03-05 10:57:18', kwh: peak / 100, energyFeeCents: fee(peak, 206), serviceFeeCents: fee(peak, 48) },
  ].filter((b) => b.kwh > 0);
  const energyFeeCents = bands.reduce((s, b) => s + b.energyFeeCents, 0);
  const serviceFeeCents = bands.reduce((s, b) => s + b.serviceFeeCents, 0);
  return {
    startTime: '2030-03-05 09:40:00', endTime: '2030-03-05 10:57:18', kwh: (flat + peak) / 100, bands, energyFeeCents, serviceFeeCents,
    parkingMinutes: parking.minutes, parkingFeeCents: parking.cents, totalCents: energyFeeCents + serviceFeeCents + parking.cents,
  };
}
const estimateOf = (p: ChargeCostParts): ChargeEstimate => ({ ...p, idleFeeFrom: '2030-03-05 11:12:18', car: { batteryKwh: 75, soc: 30 } });
/** The estimate of the worked example: to full from 09:40 at 东方广场, 134.76元 all in. */
const ESTIMATE = estimateOf(parts(1970, 3280, { minutes: 18, cents: 1500 }));

const explain = (actual: ChargeCostParts, p: { stopReason?: StopReason | null; couponCents?: number; holdCreditCents?: number } = {}) =>
  explainDifference({ parts: actual, estimate: ESTIMATE, stopReason: p.stopReason ?? 'full', couponCents: p.couponCents ?? 0, holdCreditCents: p.holdCreditCents ?? 0 });

test('as estimated, or within 1.00元: nothing to explain', () => {
  expect(explain(parts(1970, 3280, { minutes: 18, cents: 1500 }))).toEqual({ actualCents: 13476, estimatedCents: 13476, diffCents: 0, lines: [] });
  // 0.30 度 more at 峰 is 0.76元: within the 1.00元 the bill leaves unexplained.
  expect(explain(parts(1970, 3310, { minutes: 18, cents: 1500 })).lines).toEqual([]);
});

test('the car took more than the driver said: more energy, all of it at the peak price, and a longer stay', () => {
  // 62.50 度 for 145.16元 (2.32元 a 度) against 52.50 度 for 119.76元 (2.28元): 10 度 at the estimate's average is 22.81元.
  const d = explain(parts(1970, 4280, { minutes: 78, cents: 3000 }));
  expect(d.diffCents).toBe(2540 + 1500);
  expect(d.lines).toEqual([
    '多充 10.00 度（车辆所需电量多于预估，实际电量低于所填或电池大于所填），电费和服务费多 22.81元',
    '更多电量落在电价较高的时段（平均每度 2.32元，预估 2.28元），电费和服务费多 2.59元',
    '停车计费时间比预估长 60 分钟，停车费多 15.00元（离场时由停车场收取）',
  ]);
  // The lines add up to the difference.
  expect(2281 + 259 + 1500).toBe(d.diffCents);
});

test('the same energy in a dearer band: only the mix explains it', () => {
  const d = explain(parts(970, 4280, { minutes: 18, cents: 1500 }));
  expect(d.diffCents).toBe(690);
  expect(d.lines).toEqual(['更多电量落在电价较高的时段（平均每度 2.41元，预估 2.28元），电费和服务费多 6.90元']);
});

test('a reservation\'s credit and a coupon are taken off what came out, each on its line', () => {
  const d = explain(parts(1970, 3280, { minutes: 18, cents: 1500 }), { couponCents: 500, holdCreditCents: 200 });
  expect(d).toMatchObject({ actualCents: 13476 - 700, diffCents: -700 });
  expect(d.lines).toEqual(['预约费抵扣 2.00元', '优惠券抵扣 5.00元']);
});

test.each<{ reason: StopReason | null; why: string }>([
  { reason: 'driver', why: '您提前结束了充电' },
  { reason: 'full', why: '车辆比预估更早充满，实际电量高于所填或电池小于所填' },
  { reason: 'fault', why: '充电桩故障，充电提前结束' },
  { reason: 'condition', why: '达到您设定的停止条件时，电量少于预估' },
])('less energy, ended by $reason: says why', ({ reason, why }) => {
  // 29.70 度 for 61.85元: 22.80 度 less at the estimate's 2.28元 a 度 is 52.01元; what was left out was at 峰, so the
  // energy taken was cheaper on average (2.08元): 5.90元 more off.
  const d = explain(parts(1970, 1000, { minutes: 18, cents: 1500 }), { stopReason: reason });
  expect(d.diffCents).toBe(-5791);
  expect(d.lines).toEqual([`少充 22.80 度（${why}），电费和服务费少 52.01元`, '更多电量落在电价较低的时段（平均每度 2.08元，预估 2.28元），电费和服务费少 5.90元']);
});
