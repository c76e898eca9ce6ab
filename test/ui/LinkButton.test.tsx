import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from '@/ui/LinkButton';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/from']}>
      <Routes>
        <Route path="/from" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('is a link a driver can open (with its address), named by its words, and it goes there', async () => {
  renderAt(
    <LinkButton solid to="/carManage?redirect=%2Fhome">
      添加车辆
    </LinkButton>,
  );
  const link = screen.getByRole('link', { name: '添加车辆' });
  expect(link).toHaveAttribute('href', '/carManage?redirect=%2Fhome');
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/carManage');
});

test('a label says more than the words on it, and still contains them', () => {
  renderAt(
    <LinkButton to="/payPage" label="去缴费 12.00元">
      去缴费
    </LinkButton>,
  );
  expect(screen.getByRole('link', { name: '去缴费 12.00元' })).toHaveTextContent('去缴费');
});

test('filled or outlined, small or not, block or inline: the look follows the props', () => {
  renderAt(
    <>
      <LinkButton solid to="/a">
        主要
      </LinkButton>
      <LinkButton small block={false} to="/b">
        次要
      </LinkButton>
    </>,
  );
  // CSS Modules are identity-mapped in jest: the classes are the module's names.
  expect(screen.getByRole('link', { name: '主要' })).toHaveClass('linkButton', 'solid', 'block');
  expect(screen.getByRole('link', { name: '次要' })).toHaveClass('linkButton', 'outline', 'small', 'inline');
});

test('other anchor attributes pass through: a pay bar describes it by its sentence', () => {
  renderAt(
    <>
      <p id="pay-sentence">应付 12.00元，收款方 某停车场</p>
      <LinkButton solid to="/login" aria-describedby="pay-sentence">
        登录后支付
      </LinkButton>
    </>,
  );
  expect(screen.getByRole('link', { name: '登录后支付' })).toHaveAccessibleDescription('应付 12.00元，收款方 某停车场');
});

test('an address outside the app is a plain link that gives away neither the opener nor the referrer', () => {
  renderAt(
    <LinkButton solid href="https://invoice.example.com/a.pdf">
      打开电子发票
    </LinkButton>,
  );
  const link = screen.getByRole('link', { name: '打开电子发票' });
  expect(link).toHaveAttribute('href', 'https://invoice.example.com/a.pdf');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveClass('linkButton', 'solid', 'block');
});
