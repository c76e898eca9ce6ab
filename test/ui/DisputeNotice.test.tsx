import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DisputeNotice } from '@/ui/DisputeNotice';

// Opening the link is LinkButton's (test/ui/LinkButton.test.tsx): here, what it says and where it goes.

test('a bill set aside: the line says nothing else waits for it, and the link names its dispute', () => {
  render(<DisputeNotice disputeId="CA 1/2" setAside />, { wrapper: MemoryRouter });
  expect(screen.getByText('申诉处理中，不影响其他缴费、充电和预约')).toBeInTheDocument();
  // The id is written into the address safely, whatever it holds.
  expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', '/disputeDetail?disputeId=CA%201%2F2');
});

test('from an appeal: only the way to its dispute, no claim about the bill', () => {
  render(<DisputeNotice disputeId="AP8001" />, { wrapper: MemoryRouter });
  expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', '/disputeDetail?disputeId=AP8001');
  expect(screen.queryByText(/申诉处理中/)).not.toBeInTheDocument();
});
