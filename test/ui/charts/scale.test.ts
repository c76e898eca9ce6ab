import { areaPath, axisNumber, drawable, linePath, niceTop, plotPoints } from '@/ui/charts/scale';

test('the axis runs to a round number at or above the highest value', () => {
  expect([26.6, 60, 7, 0.42, 1234, 100, 2.5].map(niceTop)).toEqual([30, 60, 8, 0.5, 2000, 100, 2.5]);
  expect([0, -3, Number.NaN, Number.POSITIVE_INFINITY].map(niceTop)).toEqual([1, 1, 1, 1]);
  expect([30, 2.5, 1 / 3, 15].map(axisNumber)).toEqual(['30', '2.5', '0.33', '15']);
});

test('points are placed from the first time to the last, 0 to the top; a lone point at the right end', () => {
  const pts = drawable([{ at: 20, value: 5 }, { at: 10, value: 10 }]);
  expect(plotPoints(pts, 10, 300, 100)).toEqual([[0, 0], [300, 50]]);
  expect(plotPoints([{ at: 5, value: 20 }], 10, 300, 100)).toEqual([[300, 0]]);
  expect(linePath([[0, 0], [300, 50]])).toBe('M0 0L300 50');
  expect(areaPath([[0, 0], [300, 50]], 100)).toBe('M0 0L300 50L300 100L0 100Z');
  expect(areaPath([[0, 0]], 100)).toBe('');
  expect(linePath([])).toBe('');
});
