import { act, render, screen } from '@testing-library/react';
import { Countdown, formatRemaining, secondsLeft } from '@/ui/Countdown';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

const MIN = 60_000;

test('counts on the server clock: a phone clock that is off does not change what is left', () => {
  const readAt = Date.now();
  // The server said it is 10:00 there, and the end is at 10:05 — whatever this phone's clock says.
  const serverNow = readAt - 37 * MIN;
  expect(secondsLeft({ until: serverNow + 5 * MIN, serverNow, readAt })).toBe(300);
  expect(secondsLeft({ until: serverNow + 5 * MIN, serverNow, readAt }, readAt + 61_500)).toBe(238);
  expect(secondsLeft({ until: serverNow + 5 * MIN, serverNow, readAt }, readAt + 10 * MIN)).toBe(0);
});

test('a timer a screen reader reads when it comes to it, ticking each second and stopping at 0', async () => {
  const readAt = Date.now();
  render(
    <p>
      距开始计费 <Countdown until={readAt + 62_000} serverNow={readAt} readAt={readAt} />
    </p>,
  );
  const timer = screen.getByRole('timer');
  expect(timer).toHaveTextContent('1 分 02 秒');
  expect(timer.closest('p')).toHaveTextContent('距开始计费 1 分 02 秒');
  await act(() => jest.advanceTimersByTimeAsync(3_000));
  expect(timer).toHaveTextContent('0 分 59 秒');
  await act(() => jest.advanceTimersByTimeAsync(120_000));
  expect(timer).toHaveTextContent('0 分 00 秒');
  expect(jest.getTimerCount()).toBe(0);
});

test('the clock form shows 4:05 and says about how many minutes to a screen reader', () => {
  const readAt = Date.now();
  render(<Countdown until={readAt + 245_000} serverNow={readAt} readAt={readAt} format="clock" />);
  const timer = screen.getByRole('timer');
  expect(timer).toHaveAccessibleName('');
  expect(timer).toHaveTextContent('4:05约5分钟');
  expect(screen.getByText('4:05')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('约5分钟')).toHaveClass('sr-only');
});

test('the sentence around it may change with what is left', async () => {
  const readAt = Date.now();
  render(
    <Countdown until={readAt + 1_500} serverNow={readAt} readAt={readAt}>
      {(time, left) => (left > 0 ? <p>还剩 {time}</p> : <p>已开始计费</p>)}
    </Countdown>,
  );
  expect(screen.getByText(/还剩/)).toHaveTextContent('还剩 0 分 01 秒');
  await act(() => jest.advanceTimersByTimeAsync(1_600));
  expect(screen.getByText('已开始计费')).toBeInTheDocument();
});

test('formatRemaining', () => {
  expect(formatRemaining(0)).toBe('0 分 00 秒');
  expect(formatRemaining(905)).toBe('15 分 05 秒');
  expect(formatRemaining(905, 'clock')).toBe('15:05');
  expect(formatRemaining(-3, 'clock')).toBe('0:00');
});
