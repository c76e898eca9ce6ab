import type { PriceBand } from '@/api/cps/session.types';
import { minutesOfDay as minutesOf } from '@/api/cps/sessionSchedule';
import { stripBands, stripLegend, stripText, stripTicks } from '@/features/charging/components/station/priceStrip';

const band = (name: PriceBand['name'], from: string, to: string, energy: number): PriceBand => ({ name, from, to, energyCentsPerKwh: energy, serviceCentsPerKwh: 48 });

/** The mock's day (峰 10–15 and 18–21, 谷 23–07, 平 the rest), with a 尖 hour cut out of the evening peak. */
const DAY: PriceBand[] = [
  band('谷', '00:00', '07:00', 54),
  band('平', '07:00', '10:00', 120),
  band('峰', '10:00', '15:00', 180),
  band('平', '15:00', '18:00', 120),
  band('峰', '18:00', '19:00', 180),
  band('尖', '19:00', '20:00', 216),
  band('峰', '20:00', '21:00', 180),
  band('平', '21:00', '23:00', 120),
  band('谷', '23:00', '24:00', 54),
];

test('times of the day as minutes: 24:00 is the end, anything else is not read', () => {
  expect(minutesOf('00:00')).toBe(0);
  expect(minutesOf('07:30')).toBe(450);
  expect(minutesOf('24:00')).toBe(1440);
  expect(minutesOf('25:00')).toBeNull();
  expect(minutesOf('7:00')).toBeNull();
});

test('each band in the order of the day with its price a kWh, and the band now marked', () => {
  const strip = stripBands([...DAY].reverse(), 19 * 60 + 30);
  expect(strip.map((b) => [b.name, b.start, b.end])).toEqual(DAY.map((b) => [b.name, minutesOf(b.from), minutesOf(b.to)]));
  expect(strip.filter((b) => b.now).map((b) => b.name)).toEqual(['尖']);
  expect(strip.find((b) => b.name === '尖')?.cents).toBe(264);
  // A band whose times cannot be read is left off rather than drawn anywhere.
  expect(stripBands([band('平', '7点', '10点', 120), ...DAY], null)).toHaveLength(DAY.length);
  expect(stripBands(DAY, null).some((b) => b.now)).toBe(false);
});

test('the hours under the strip: where bands begin, none closer than two hours to the last', () => {
  // 19 and 21 come an hour after the last written: the strip's name and the legend say the 尖 hour.
  expect(stripTicks(stripBands(DAY, null)).map((t) => t.text)).toEqual(['0', '7', '10', '15', '18', '20', '23']);
  const mockDay = [...DAY.slice(0, 4), band('峰', '18:00', '21:00', 180), ...DAY.slice(7)];
  expect(stripTicks(stripBands(mockDay, null)).map((t) => t.text)).toEqual(['0', '7', '10', '15', '18', '21', '23']);
  expect(stripTicks(stripBands([band('谷', '00:00', '07:30', 54), band('平', '07:30', '24:00', 120)], null)).map((t) => t.text)).toEqual(['0', '7:30']);
});

test('the legend: each name with its price once, cheapest first', () => {
  expect(stripLegend(stripBands(DAY, null)).map((l) => l.text)).toEqual(['谷 1.02', '平 1.68', '峰 2.28', '尖 2.64']);
});

test('what a screen reader hears: every band with its times and price, and the band now', () => {
  expect(stripText(stripBands(DAY.slice(0, 3), 9 * 60 + 40), '09:40')).toBe(
    '今日分时电价（电费加服务费）：谷 00:00–07:00 每度1.02元；平 07:00–10:00 每度1.68元；峰 10:00–15:00 每度2.28元；现在 09:40，平时段',
  );
  expect(stripText(stripBands(DAY.slice(0, 1), null), null)).toBe('今日分时电价（电费加服务费）：谷 00:00–07:00 每度1.02元');
});
