import { act, fireEvent, render, screen } from '@testing-library/react';
import { CODE_TOO_OFTEN, ResendCodeButton, waitLeft, waitOfRefusal, type ResendCodeButtonProps } from '@/ui/ResendCodeButton';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** Where a feature would keep the send time (a store it owns), as a plain variable. */
function store(initial?: number) {
  let at: number | undefined = initial;
  return { read: () => at, write: jest.fn((t: number) => void (at = t)) };
}

function renderButton(props: Partial<ResendCodeButtonProps> & { kept: ReturnType<typeof store> }) {
  const { kept, ...rest } = props;
  return render(<ResendCodeButton readSentAt={kept.read} writeSentAt={kept.write} send={() => Promise.resolve()} {...rest} />);
}

test('sends one code however often it is tapped, then counts the wait down, kept where the feature keeps it', async () => {
  const kept = store();
  let done: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
  const first = renderButton({ kept, send });
  const button = screen.getByRole('button', { name: '获取验证码' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(screen.getByRole('button', { name: '发送中…' })).toBeDisabled();
  await act(async () => done());
  expect(send).toHaveBeenCalledTimes(1);
  expect(kept.write).toHaveBeenCalledWith(Date.now());
  expect(screen.getByRole('button', { name: '60s后重新获取' })).toBeDisabled();
  expect(screen.getByRole('button')).toHaveAttribute('aria-live', 'polite');

  await act(() => jest.advanceTimersByTimeAsync(20_000));
  expect(screen.getByRole('button', { name: '40s后重新获取' })).toBeDisabled();
  // A reload: the kept time goes on counting.
  first.unmount();
  renderButton({ kept, send });
  expect(screen.getByRole('button', { name: '40s后重新获取' })).toBeDisabled();
  await act(() => jest.advanceTimersByTimeAsync(40_000));
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(jest.getTimerCount()).toBe(0);
});

test('the wait the server names on a send, and the one its "too often" refusal names', async () => {
  const kept = store();
  const view = renderButton({ kept, send: () => Promise.resolve(30) });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
  expect(screen.getByRole('button', { name: '30s后重新获取' })).toBeDisabled();
  view.unmount();

  const refused = store();
  renderButton({ kept: refused, send: () => Promise.reject({ code: CODE_TOO_OFTEN, msg: '验证码发送过于频繁，请45秒后再试' }) });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
  expect(screen.getByRole('button', { name: '45s后重新获取' })).toBeDisabled();
});

test('another refusal, a send the feature declined, or a check that fails: no wait, and the check shows nothing as busy', async () => {
  const kept = store();
  const send = jest.fn(() => Promise.reject({ code: '0xd1250100', msg: '该手机号未注册' }));
  const view = renderButton({ kept, send });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  view.unmount();

  const declined = jest.fn(() => Promise.resolve(false as const));
  const again = renderButton({ kept, send: declined });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
  expect(declined).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  again.unmount();

  const never = jest.fn(() => Promise.resolve());
  renderButton({ kept, send: never, canSend: () => false });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(never).not.toHaveBeenCalled();
  expect(kept.write).not.toHaveBeenCalled();
});

test('another send time read (another phone typed in) is counted from now; texts and disabled are the feature’s', async () => {
  const times: Record<string, number | undefined> = { a: Date.now() - 15_000, b: undefined };
  const props = (phone: string) => ({ readSentAt: () => times[phone], writeSentAt: () => undefined, send: () => Promise.resolve() });
  const view = render(<ResendCodeButton {...props('b')} />);
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  view.rerender(<ResendCodeButton {...props('a')} />);
  expect(screen.getByRole('button', { name: '40s后重新获取' })).toBeDisabled();
  view.rerender(<ResendCodeButton {...props('b')} disabled texts={{ idle: '发送验证码', waiting: (s) => `请${s}秒后再试` }} />);
  expect(screen.getByRole('button', { name: '发送验证码' })).toBeDisabled();
  view.rerender(<ResendCodeButton {...props('a')} texts={{ waiting: (s) => `请${s}秒后再试` }} />);
  expect(screen.getByRole('button', { name: '请40秒后再试' })).toBeDisabled();
});

test('the wait left never exceeds the wait (a clock set back), and only "too often" names one', () => {
  const now = 1_000_000_000;
  expect(waitLeft(undefined, 60, now)).toBe(0);
  expect(waitLeft(null, 60, now)).toBe(0);
  expect(waitLeft(now, 60, now + 1)).toBe(60);
  expect(waitLeft(now, 60, now + 59_001)).toBe(1);
  expect(waitLeft(now, 60, now + 60_000)).toBe(0);
  expect(waitLeft(now + 3_600_000, 60, now)).toBe(60);
  expect(waitOfRefusal({ code: CODE_TOO_OFTEN, msg: '请45秒后再试' }, 60)).toBe(45);
  expect(waitOfRefusal({ code: CODE_TOO_OFTEN, msg: '请600秒后再试' }, 60)).toBe(60);
  expect(waitOfRefusal({ code: CODE_TOO_OFTEN, msg: '操作过于频繁' }, 60)).toBe(60);
  expect(waitOfRefusal({ code: 'NETWORK_ERROR', msg: '网络异常' }, 60)).toBeNull();
  expect(waitOfRefusal(new Error('x'), 60)).toBeNull();
});
