import { render, screen } from '@testing-library/react';
import { MoneyLine } from '@/ui/MoneyLine';

test('reads as one sentence: the label, then the amount from integer cents', () => {
  render(<MoneyLine label="应付" cents={1250} />);
  const line = screen.getByText('12.50元').closest('p')!;
  expect(line).toHaveTextContent(/^应付 12\.50元$/);
  expect(line).not.toHaveAttribute('role');
});

test('an amount not known yet says so, a zero may say 免费, words may follow', () => {
  const { rerender } = render(<MoneyLine label="预计费用" cents={null} pending="计算中…" />);
  expect(screen.getByText(/预计费用/).closest('p')).toHaveTextContent('预计费用 计算中…');
  rerender(<MoneyLine label="每月" cents={0} zero="免费" />);
  expect(screen.getByText(/每月/).closest('p')).toHaveTextContent('每月 免费');
  rerender(<MoneyLine label="开票金额" cents={30} extra="· 2笔" />);
  expect(screen.getByText(/开票金额/).closest('p')).toHaveTextContent('开票金额 0.30元 · 2笔');
  rerender(<MoneyLine label="支付" cents={null} />);
  expect(screen.getByText(/支付/).closest('p')).toHaveTextContent('支付 —');
});

test('live: a status region, so a screen reader hears the new amount', () => {
  const { rerender } = render(<MoneyLine live label="合计" cents={100} />);
  expect(screen.getByRole('status')).toHaveTextContent('合计 1.00元');
  rerender(<MoneyLine live label="合计" cents={-50} />);
  expect(screen.getByRole('status')).toHaveTextContent('合计 -0.50元');
});
