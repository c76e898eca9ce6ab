import { render, screen, within } from '@testing-library/react';
import { PlateBadges } from '@/ui/PlateBadge';

test('named: a list of the plates, each written 京A·12345 with its colour said in words', () => {
  render(<PlateBadges label="车辆" plates={['京A12345', '京B12345', '京AD12345']} colours={new Map([['京B12345', 2 as const]])} />);
  const items = within(screen.getByRole('list', { name: '车辆' })).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['京A·12345（蓝牌）', '京B·12345（黄牌）', '京A·D12345（绿牌）']);
});

test('unnamed: the plates run inline in a line of text, no list', () => {
  render(
    <p>
      <PlateBadges plates={['京A12345', '京C54321']} /> 微信支付
    </p>,
  );
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByText(/微信支付/)).toHaveTextContent('京A·12345（蓝牌）京C·54321（蓝牌） 微信支付');
});
