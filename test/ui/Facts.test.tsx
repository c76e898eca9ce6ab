import { render, screen } from '@testing-library/react';
import { Facts } from '@/ui/Facts';

test('a description list: each label a term, its value the definition; empty values left out', () => {
  render(
    <Facts
      rows={[
        ['停车场', '王府井停车场'],
        ['车位', 'B2-015'],
        ['优惠', null],
        ['备注', ''],
        ['退款', false],
        ['实付', <strong key="m">12.00元</strong>],
      ]}
    />,
  );
  const terms = screen.getAllByRole('term').map((t) => t.textContent);
  const values = screen.getAllByRole('definition').map((d) => d.textContent);
  expect(terms).toEqual(['停车场', '车位', '实付']);
  expect(values).toEqual(['王府井停车场', 'B2-015', '12.00元']);
});

test('spaced: a little room above it, under the other lines of a card', () => {
  const { container, rerender } = render(<Facts rows={[['车位', 'B2-015']]} />);
  expect(container.querySelector('dl')).toHaveClass('facts');
  expect(container.querySelector('dl')).not.toHaveClass('spaced');
  rerender(<Facts spaced rows={[['车位', 'B2-015']]} />);
  expect(container.querySelector('dl')).toHaveClass('facts', 'spaced');
});
