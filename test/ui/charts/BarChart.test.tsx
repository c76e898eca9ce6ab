import { render, screen, within } from '@testing-library/react';
import { BarChart } from '@/ui/charts';

const BARS = [
  { key: 'charging', label: '充电费', value: 3125, text: '31.25元' },
  { key: 'parking', label: '停车费', value: 1500, text: '15.00元' },
  { key: 'pass', label: '月卡/错峰卡', value: 0, text: '0.00元' },
];

test('bars by category: a summary of every bar, the figures in a screen reader\'s table, each bar as long as its share', () => {
  const { container } = render(<BarChart title="支出构成" bars={BARS} labelHead="类型" valueHead="支出" />);
  const picture = screen.getByRole('img', { name: '支出构成：充电费 31.25元，停车费 15.00元，月卡/错峰卡 0.00元' });
  expect(picture).toHaveTextContent('充电费31.25元');
  expect(picture).toHaveTextContent('停车费15.00元');

  const table = screen.getByRole('table', { name: '支出构成' });
  expect(table.parentElement).toHaveClass('sr-only');
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['类型', '支出']);
  expect(within(table).getByRole('row', { name: '停车费 15.00元' })).toBeInTheDocument();

  // The longest is the whole width; the others their share of it; nothing for zero.
  const fills = [...container.querySelectorAll('rect.fill')].map((r) => r.getAttribute('width'));
  expect(fills).toEqual(['100', '48', '0']);
});

test('no bar: the chart says so, with no table', () => {
  render(<BarChart title="支出构成" bars={[]} labelHead="类型" valueHead="支出" empty="本期没有支出" />);
  expect(screen.getByRole('img', { name: '支出构成：本期没有支出' })).toHaveTextContent('本期没有支出');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('one bar, a tiny one, or values that are not numbers: lengths stay numbers', () => {
  const { container } = render(
    <BarChart
      title="支出构成"
      labelHead="类型"
      valueHead="支出"
      bars={[
        { key: 'a', label: '停车费', value: 100_000, text: '1000.00元' },
        { key: 'b', label: '占位费', value: 1, text: '0.01元' },
        { key: 'c', label: '其他', value: Number.NaN, text: '—' },
        { key: 'd', label: '退款', value: -500, text: '-5.00元' },
      ]}
    />,
  );
  // A cent next to a thousand yuan still shows; NaN and below zero draw nothing.
  expect([...container.querySelectorAll('rect.fill')].map((r) => r.getAttribute('width'))).toEqual(['100', '1', '0', '0']);

  const one = render(<BarChart title="支出构成" labelHead="类型" valueHead="支出" bars={[{ key: 'a', label: '停车费', value: 0, text: '0.00元' }]} />);
  expect([...one.container.querySelectorAll('rect.fill')].map((r) => r.getAttribute('width'))).toEqual(['0']);
});
