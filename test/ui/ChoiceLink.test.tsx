import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChoiceLink } from '@/ui/ChoiceLink';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/pay']}>
      <Routes>
        <Route path="/pay" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('the whole row is one link named by all it says; a tap opens the choice page', async () => {
  renderAt(<ChoiceLink to="/choiceDiscount?couponId=none" label="优惠券" value="不使用（3张可用）" />);
  const link = screen.getByRole('link', { name: '优惠券 不使用（3张可用）' });
  expect(link).toHaveAttribute('href', '/choiceDiscount?couponId=none');
  expect(screen.getByText('不使用（3张可用）')).not.toHaveClass('chosen');
  // No landmark of its own unless asked: a single row among the pay screen's.
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/choiceDiscount?couponId=none');
});

test('a choice that takes money off is drawn in the price colour, with when it applies under the label', () => {
  renderAt(<ChoiceLink to="/c" label="优惠券" value="充电满30减5（最高减5.00元）" chosen description="充电费满30.00元可用，充电结束后按实际费用抵扣" />);
  expect(screen.getByText('充电满30减5（最高减5.00元）')).toHaveClass('value', 'chosen');
  expect(screen.getByRole('link')).toHaveTextContent('充电费满30.00元可用，充电结束后按实际费用抵扣');
});

test('region: the card is named by the label and holds a notice under the row', () => {
  renderAt(
    <ChoiceLink region to="/c" label="优惠券" value="2张可用">
      <p role="alert">所选优惠券已不可用</p>
    </ChoiceLink>,
  );
  const card = screen.getByRole('region', { name: '优惠券' });
  expect(card).toContainElement(screen.getByRole('link', { name: '优惠券 2张可用' }));
  expect(card).toContainElement(screen.getByRole('alert'));
});
