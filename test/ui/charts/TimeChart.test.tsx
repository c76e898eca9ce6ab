import { render, screen, within } from '@testing-library/react';
import { TimeChart } from '@/ui/charts';

/** 2026-11-25 10:00:00 in Beijing, and a minute. */
const T0 = Date.UTC(2026, 10, 25, 2, 0, 0);
const MIN = 60_000;
const kw = (v: number) => v.toFixed(1);

/** Every number the chart wrote into its SVG: none may be NaN or Infinity. */
function svgNumbers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg *')].flatMap((el) => [...el.attributes].map((a) => a.value)).filter((v) => /NaN|Infinity/.test(v));
}

test('a line over time: one sentence for a screen reader, and every reading in a table it reads', () => {
  const { container } = render(
    <TimeChart
      title="充电功率"
      unit="kW"
      format={kw}
      points={[
        { at: T0 + 2 * MIN, value: 24 },
        { at: T0, value: 60 },
        { at: T0 + MIN, value: 58.5 },
      ]}
    />,
  );
  const picture = screen.getByRole('img', { name: '充电功率：10:00 至 10:02 共 3 个读数，最高 60.0 kW，最新 24.0 kW' });
  expect(picture).toHaveTextContent('充电功率（kW）');
  // The axis runs to a round number above the highest reading; the first and last times under it.
  expect(picture).toHaveTextContent('60');
  expect(picture).toHaveTextContent('30');
  expect(picture).toHaveTextContent('10:00');
  expect(picture).toHaveTextContent('10:02');

  const table = screen.getByRole('table', { name: '充电功率（kW）' });
  expect(table.parentElement).toHaveClass('sr-only');
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['时间', '充电功率（kW）']);
  // In time order, each value as the feature formats it.
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['10:0060.0', '10:0158.5', '10:0224.0']);
  expect(container.querySelector('path[d^="M0 0"]')).toBeInTheDocument();
  expect(svgNumbers(container)).toEqual([]);
});

test('no reading: the plot says so, the summary too, no table and nothing that is not a number', () => {
  const { container } = render(<TimeChart title="已充电量" unit="kWh" points={[]} empty="等待充电桩上报" />);
  expect(screen.getByRole('img', { name: '已充电量：等待充电桩上报' })).toHaveTextContent('等待充电桩上报');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(container.querySelectorAll('path')).toHaveLength(0);
  expect(svgNumbers(container)).toEqual([]);
});

test('one reading: a dot at its value, its time, and a one-row table', () => {
  const { container } = render(<TimeChart title="已充电量" unit="kWh" format={(v) => v.toFixed(2)} points={[{ at: T0, value: 0.25 }]} />);
  expect(screen.getByRole('img', { name: '已充电量：10:00 0.25 kWh' })).toHaveTextContent('10:00');
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  // No line and no area through a single point; the dot alone, at the right end and at the top of an axis of 0.25.
  expect(container.querySelectorAll('path')).toHaveLength(1);
  expect(container.querySelector('path')).toHaveAttribute('d', 'M300.00 0.00h0');
  expect(svgNumbers(container)).toEqual([]);
});

test('readings all at zero, all at one time, or not numbers at all: drawn flat, never NaN', () => {
  const { container, rerender } = render(
    <TimeChart title="充电功率" unit="kW" points={[{ at: T0, value: 0 }, { at: T0 + MIN, value: 0 }]} />,
  );
  expect(screen.getByRole('img', { name: /最高 0 kW，最新 0 kW$/ })).toBeInTheDocument();
  expect(svgNumbers(container)).toEqual([]);

  rerender(<TimeChart title="充电功率" unit="kW" points={[{ at: T0, value: 3 }, { at: T0, value: 5 }]} />);
  expect(svgNumbers(container)).toEqual([]);

  rerender(
    <TimeChart
      title="充电功率"
      unit="kW"
      points={[
        { at: Number.NaN, value: 3 },
        { at: T0, value: Number.POSITIVE_INFINITY },
        { at: T0 + MIN, value: -2 },
      ]}
    />,
  );
  // The unreadable two are left out; a value below zero is drawn at zero.
  expect(screen.getByRole('img', { name: '充电功率：10:01 0 kW' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  expect(svgNumbers(container)).toEqual([]);
});

test('two charts stacked are told apart by colour as well as by title', () => {
  const { container } = render(
    <>
      <TimeChart title="充电功率" unit="kW" tone={2} points={[]} />
      <TimeChart title="已充电量" unit="kWh" points={[]} />
    </>,
  );
  const [power, energy] = [...container.children];
  expect(power).toHaveClass('tone2');
  expect(energy).toHaveClass('tone1');
});
