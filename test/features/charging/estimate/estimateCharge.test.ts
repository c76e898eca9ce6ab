import type { ChargeCurve, ParkingRule } from '@/api/cps/estimate.types';
import type { IdleFeeRule, PriceBand, StopCondition } from '@/api/cps/session.types';
import { batteryError, socError, toCar } from '@/features/charging/estimate/carChoice';
import { estimateCharge, type Tariff } from '@/features/charging/estimate/estimateCharge';
import { parkingPart } from '@/features/charging/estimate/parkingPart';
import { stopWithPrepay } from '@/features/charging/estimate/prepayStop';
import { priceSpans } from '@/lib/priceSpans';
import { serverMs, wireTimeOf } from '@/features/charging/estimate/wireClock';

/** 东方广场's day (1.85元/度 now at 平): energy 谷 0.62, 平 1.37, 峰 2.06 元/度, service 0.48 元/度 throughout. */
const band = (name: PriceBand['name'], from: string, to: string, energy: number): PriceBand => ({ name, from, to, energyCentsPerKwh: energy, serviceCentsPerKwh: 48 });
const BANDS: PriceBand[] = [
  band('谷', '00:00', '07:00', 62), band('平', '07:00', '10:00', 137), band('峰', '10:00', '15:00', 206), band('平', '15:00', '18:00', 137),
  band('峰', '18:00', '21:00', 206), band('平', '21:00', '23:00', 137), band('谷', '23:00', '24:00', 62),
];
const CURVE: ChargeCurve = { taperSoc: 80, taperShare: 0.4, startDelaySeconds: 18, fullRestSeconds: 120 };
const PARKING: ParkingRule = { freeMinutes: 60, centsPerHour: 1500, capCents: null };
const IDLE: IdleFeeRule = { graceMinutes: 15, perMinuteCents: 50, capCents: 3000 };
const TARIFF: Tariff = { priceBands: BANDS, curve: CURVE, parkingRule: PARKING, idleFee: IDLE };
const FAST = { gunType: 'fast' as const, powerKw: 60 };
const SLOW = { gunType: 'slow' as const, powerKw: 7 };
const CAR = { batteryKwh: 75, soc: 30 };
const at = (time: string) => serverMs(`2030-03-05 ${time}`);

test('to full at a fast gun from 09:40: 平 then 峰, each at its prices, parking past the free hour, the idle fee 15 minutes after the end', () => {
  const e = estimateCharge({ now: at('09:40:00'), pile: FAST, tariff: TARIFF, car: CAR, stop: { type: 'full' } });
  // Energy from 09:40:18; 30 → 80 % (37.5 度) at 60 kW takes 37.5 minutes, 80 → 100 % (15 度) at 24 kW 37.5 more: full at
  // 10:55:18, the session ends after the 2-minute rest. 09:40:18–10:00 is 19.7 minutes at 60 kW.
  expect(e).toEqual({
    startTime: '2030-03-05 09:40:00',
    endTime: '2030-03-05 10:57:18',
    kwh: 52.5,
    bands: [
      { name: '平', from: '2030-03-05 09:40:18', to: '2030-03-05 10:00:00', kwh: 19.7, energyFeeCents: 2699, serviceFeeCents: 946 },
      { name: '峰', from: '2030-03-05 10:00:00', to: '2030-03-05 10:57:18', kwh: 32.8, energyFeeCents: 6757, serviceFeeCents: 1574 },
    ],
    energyFeeCents: 9456,
    serviceFeeCents: 2520,
    // 77 minutes 18 s from the start to the end: 78 started minutes, 60 of them free, 18 charged as one started hour.
    parkingMinutes: 18,
    parkingFeeCents: 1500,
    totalCents: 9456 + 2520 + 1500,
    idleFeeFrom: '2030-03-05 11:12:18',
    car: CAR,
  });
});

test.each<{ stop: StopCondition; kwh: number; endTime: string }>([
  // 20 度 at 60 kW: 20 minutes.
  { stop: { type: 'kwh', kwh: 20 }, kwh: 20, endTime: '2030-03-05 10:00:18' },
  // 45 minutes: 37.5 度 in 37.5 minutes, then 7.5 minutes at 24 kW (3 度).
  { stop: { type: 'minutes', minutes: 45 }, kwh: 40.5, endTime: '2030-03-05 10:25:18' },
  // A condition past full stops at full (and the rest).
  { stop: { type: 'kwh', kwh: 60 }, kwh: 52.5, endTime: '2030-03-05 10:57:18' },
  { stop: { type: 'minutes', minutes: 600 }, kwh: 52.5, endTime: '2030-03-05 10:57:18' },
])('the stop $stop.type ends at $endTime with $kwh kWh', ({ stop, kwh, endTime }) => {
  const e = estimateCharge({ now: at('09:40:00'), pile: FAST, tariff: TARIFF, car: CAR, stop });
  expect({ kwh: e.kwh, endTime: e.endTime }).toEqual({ kwh, endTime });
  expect(e.bands.reduce((sum, b) => sum + Math.round(b.kwh * 100), 0)).toBe(Math.round(e.kwh * 100));
});

test('by amount across a change of band: the most energy whose band-split bill stays within the amount', () => {
  // 20.00元 from 09:55 at a slow gun: 平 at 1.85 元/度 until 10:00, then 峰 at 2.54 元/度.
  const e = estimateCharge({ now: at('09:55:00'), pile: SLOW, tariff: TARIFF, car: CAR, stop: { type: 'amount', amountCents: 2000 } });
  expect(e.bands.map((b) => b.name)).toEqual(['平', '峰']);
  const bill = e.energyFeeCents + e.serviceFeeCents;
  expect(bill).toBeLessThanOrEqual(2000);
  const more = estimateCharge({ now: at('09:55:00'), pile: SLOW, tariff: TARIFF, car: CAR, stop: { type: 'kwh', kwh: e.kwh + 0.01 } });
  expect(more.energyFeeCents + more.serviceFeeCents).toBeGreaterThan(2000);
  // At the 峰 price alone 20元 would buy 7.87 度; the 平 minutes make it a little more.
  expect(e.kwh).toBeGreaterThan(7.87);
});

test('a slow gun does not taper; an AC charge to full of 52.5 度 at 7 kW takes 7.5 hours', () => {
  const e = estimateCharge({ now: at('06:50:00'), pile: SLOW, tariff: TARIFF, car: CAR, stop: { type: 'full' } });
  expect(e.endTime).toBe('2030-03-05 14:22:18');
  expect(e.bands.map((b) => `${b.name} ${b.from.slice(11, 16)}–${b.to.slice(11, 16)} ${b.kwh}`)).toEqual(['谷 06:50–07:00 1.13', '平 07:00–10:00 21', '峰 10:00–14:22 30.37']);
  // 7 h 33 min parked, 60 free: 393 minutes, 7 started hours at 15元.
  expect({ minutes: e.parkingMinutes, cents: e.parkingFeeCents }).toEqual({ minutes: 393, cents: 10500 });
});

test('the valley over midnight is one band; a station without idle fee or parking fee says none', () => {
  const spans = priceSpans(BANDS, at('22:30:00'), at('22:30:00') + 10 * 3_600_000);
  expect(spans.map((s) => [s.band.name, wireTimeOf(s.from).slice(5, 16), wireTimeOf(s.to).slice(5, 16)])).toEqual([
    ['平', '03-05 22:30', '03-05 23:00'],
    ['谷', '03-05 23:00', '03-06 07:00'],
    ['平', '03-06 07:00', '03-06 08:30'],
  ]);
  const e = estimateCharge({ now: at('23:50:00'), pile: FAST, tariff: { ...TARIFF, parkingRule: null, idleFee: null }, car: CAR, stop: { type: 'full' } });
  expect(e.bands).toEqual([expect.objectContaining({ name: '谷', from: '2030-03-05 23:50:18', to: '2030-03-06 01:07:18', kwh: 52.5 })]);
  expect({ parkingMinutes: e.parkingMinutes, parkingFeeCents: e.parkingFeeCents, idleFeeFrom: e.idleFeeFrom }).toEqual({ parkingMinutes: 0, parkingFeeCents: 0, idleFeeFrom: null });
});

test.each([
  { minutes: 60, rule: PARKING, expected: { minutes: 0, cents: 0 } },
  { minutes: 60.01, rule: PARKING, expected: { minutes: 1, cents: 1500 } },
  { minutes: 120, rule: PARKING, expected: { minutes: 60, cents: 1500 } },
  { minutes: 121, rule: PARKING, expected: { minutes: 61, cents: 3000 } },
  { minutes: 600, rule: { freeMinutes: 30, centsPerHour: 800, capCents: 6000 }, expected: { minutes: 570, cents: 6000 } },
  { minutes: 600, rule: null, expected: { minutes: 0, cents: 0 } },
])('parking for $minutes minutes: $expected.minutes charged, $expected.cents cents', ({ minutes, rule, expected }) => {
  expect(parkingPart(rule, 0, minutes * 60_000)).toEqual(expected);
});

test.each<{ stop: StopCondition; prepay: number | null; expected: StopCondition }>([
  { stop: { type: 'full' }, prepay: null, expected: { type: 'full' } },
  { stop: { type: 'full' }, prepay: 5000, expected: { type: 'amount', amountCents: 5000 } },
  { stop: { type: 'kwh', kwh: 30 }, prepay: 5000, expected: { type: 'amount', amountCents: 5000 } },
  { stop: { type: 'amount', amountCents: 3000 }, prepay: 5000, expected: { type: 'amount', amountCents: 3000 } },
  { stop: { type: 'amount', amountCents: 8000 }, prepay: 5000, expected: { type: 'amount', amountCents: 5000 } },
])('with a prepay of $prepay the pile keeps $expected', ({ stop, prepay, expected }) => {
  expect(stopWithPrepay(stop, prepay)).toEqual(expected);
});

test.each([
  { batteryKwh: '75', soc: '30', car: { batteryKwh: 75, soc: 30 }, errors: [null, null] },
  { batteryKwh: '62.5', soc: '0', car: { batteryKwh: 62.5, soc: 0 }, errors: [null, null] },
  { batteryKwh: '', soc: '30', car: null, errors: ['请输入电池容量', null] },
  { batteryKwh: '5', soc: '30', car: null, errors: ['电池容量须在10到200度之间', null] },
  { batteryKwh: '62.55', soc: '30', car: null, errors: ['电池容量最多一位小数', null] },
  { batteryKwh: '75', soc: '100', car: null, errors: [null, '当前电量请输入0到99的整数'] },
  { batteryKwh: '75', soc: '33.5', car: null, errors: [null, '当前电量请输入0到99的整数'] },
  { batteryKwh: '75', soc: '', car: null, errors: [null, '请输入当前电量'] },
])('the car typed as $batteryKwh kWh at $soc %', ({ batteryKwh, soc, car, errors }) => {
  expect([batteryError(batteryKwh), socError(soc)]).toEqual(errors);
  expect(toCar({ batteryKwh, soc })).toEqual(car);
});
