import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PENDING_PAYMENT_TEXTS, PendingPaymentResult, RECHECK_HOLD_MS } from '@/ui/PendingPaymentResult';

const inRouter = (ui: React.ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

test('while the server is asked: 正在确认支付结果… and not to pay again, nothing to tap; announced as it appears', () => {
  render(inRouter(<PendingPaymentResult checking onRecheck={jest.fn()} secondary={{ text: '查看预约', to: '/bookRecord' }} />));
  const result = screen.getByRole('status');
  expect(screen.getByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
  expect(result).toHaveTextContent('请勿关闭页面或重复支付');
  expect(screen.queryByRole('button')).toBeNull();
});

test('no answer in time: 暂未查询到支付结果, the one sentence, 重新查询 and the page’s other way on, with what was paid for', () => {
  render(
    inRouter(
      <PendingPaymentResult checking={false} onRecheck={jest.fn()} secondary={{ text: '查看预约', to: '/bookRecord' }}>
        <p>预约车位 · 王府井</p>
      </PendingPaymentResult>,
    ),
  );
  expect(screen.getByRole('heading', { name: '暂未查询到支付结果' })).toBeInTheDocument();
  const result = screen.getByRole('status');
  expect(result).toHaveTextContent('支付结果以平台确认为准。如您已完成支付，请稍后重新查询，请勿重复支付');
  expect(result).toHaveTextContent('预约车位 · 王府井');
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['重新查询', '查看预约']);
  expect(PENDING_PAYMENT_TEXTS.notFound).toBe('暂未查询到支付结果');
});

test('重新查询 asks once however often it is tapped, until the page shows what came of it', async () => {
  const user = userEvent.setup();
  const onRecheck = jest.fn();
  const { rerender } = render(inRouter(<PendingPaymentResult checking={false} onRecheck={onRecheck} />));
  const button = screen.getByRole('button', { name: '重新查询' });
  await user.dblClick(button);
  await user.click(button);
  expect(onRecheck).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  // The page asked again, and again had no answer: the next tap asks again.
  rerender(inRouter(<PendingPaymentResult checking onRecheck={onRecheck} />));
  rerender(inRouter(<PendingPaymentResult checking={false} onRecheck={onRecheck} />));
  await user.click(screen.getByRole('button', { name: '重新查询' }));
  expect(onRecheck).toHaveBeenCalledTimes(2);
});

test('a promise keeps it busy until it settles; the page’s own request keeps it busy; a tap that changed nothing frees it after a while', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let settle = () => {};
    const onRecheck = jest.fn(() => new Promise<void>((r) => (settle = r)));
    const { rerender } = render(inRouter(<PendingPaymentResult checking={false} onRecheck={onRecheck} />));
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    expect(onRecheck).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(screen.getByRole('button', { name: '重新查询' })).toBeEnabled();

    rerender(inRouter(<PendingPaymentResult checking={false} onRecheck={onRecheck} rechecking />));
    expect(screen.getByRole('button', { name: '重新查询' })).toBeDisabled();

    const nothing = jest.fn();
    rerender(inRouter(<PendingPaymentResult checking={false} onRecheck={nothing} />));
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    expect(screen.getByRole('button', { name: '重新查询' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(RECHECK_HOLD_MS));
    expect(screen.getByRole('button', { name: '重新查询' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    expect(nothing).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
