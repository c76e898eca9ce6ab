import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { FormError } from '@/ui/form';

test('nothing while there is no refusal', () => {
  const { container } = render(<FormError message={null} />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the server's words are said as they appear, in the danger box", () => {
  render(<FormError message="原密码错误" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('原密码错误');
  expect(alert).toHaveClass('formError');
});

test('a way on sits under the words, inside the same alert', () => {
  render(
    <MemoryRouter>
      <FormError message="所选订单已开票">
        <Link to="/invoiceOrderList">重新选择开票订单</Link>
      </FormError>
    </MemoryRouter>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('所选订单已开票重新选择开票订单');
  expect(screen.getByRole('link', { name: '重新选择开票订单' })).toHaveAttribute('href', '/invoiceOrderList');
  expect(alert).toContainElement(screen.getByRole('link', { name: '重新选择开票订单' }));
});
