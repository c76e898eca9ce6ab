import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGACY_VERIFY_CODE_KEY, VERIFY_CODE_KEY, readSentAt, secondsLeft, writeSentAt } from '@/features/account/components/verifyCodeClock';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { PHONE_A, field } from './signInKit';

const SEND = '/driver/v2/api/sendVerifyCode';

afterEach(() => {
  jest.useRealTimers();
});

async function openCodeLogin() {
  const view = renderApp('/login?mode=code');
  await screen.findByRole('heading', { name: '登录', level: 1 }, { timeout: 10_000 });
  return view;
}

test('60 s countdown for that phone, disabled meanwhile, and still counting after a remount', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const first = await openCodeLogin();
  await user.type(field('手机号'), PHONE_A);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeDisabled();
  expect(first.ui.toasts.map((t) => t.text)).toContain('验证码已发送');

  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByRole('button', { name: '40s后重新获取' })).toBeDisabled();
  first.unmount();

  // A reload: a new app, the same phone typed again (the draft keeps it) — the countdown goes on.
  const second = await openCodeLogin();
  expect(field('手机号')).toHaveValue(PHONE_A);
  expect(await screen.findByRole('button', { name: '40s后重新获取' })).toBeDisabled();
  // Another phone may have a code at once.
  await user.clear(field('手机号'));
  await user.type(field('手机号'), '13900139000');
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await user.clear(field('手机号'));
  await user.type(field('手机号'), PHONE_A);
  expect(screen.getByRole('button', { name: /s后重新获取$/ })).toBeDisabled();

  act(() => jest.advanceTimersByTime(40_000));
  // The mock server reads the real clock, which the fake timers do not move: the 60 s pass for it too (else a
  // slow page load between the sends makes it refuse the second one as too early).
  for (const sent of backend.db.verifyCodesSent) sent.sentAt -= 60_000;
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: /^(60|59)s后重新获取$/ })).toBeDisabled();
  expect(backend.calls.list(SEND)).toHaveLength(2);
  second.unmount();
});

test('an invalid phone is refused before any call', async () => {
  const { ui } = await openCodeLogin();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await user.type(field('手机号'), '1380013800');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(ui.toasts.map((t) => t.text)).toEqual(['请输入正确的手机号', '请输入正确的手机号']);
  expect(backend.calls.list(SEND)).toHaveLength(0);
});

test('a double tap sends one code', async () => {
  backend.faults.add({ path: SEND, delayMs: 150 });
  await openCodeLogin();
  const user = userEvent.setup();
  await user.type(field('手机号'), PHONE_A);
  const button = screen.getByRole('button', { name: '获取验证码' });
  await user.dblClick(button);
  await screen.findByRole('button', { name: /s后重新获取$/ });
  expect(backend.calls.list(SEND)).toHaveLength(1);
});

test("the server's refusal shows its message and the countdown follows the seconds it named", async () => {
  const { ui } = await openCodeLogin();
  // A code went out from another device 15 s ago: the server still refuses for 45 s. (Set once the page is up:
  // loading the page's chunk can take seconds on a busy machine, which would eat into the 45 s.)
  backend.db.verifyCodesSent.push({ phone: PHONE_A, type: 1, sentAt: Date.now() - 15_000 });
  const user = userEvent.setup();
  await user.type(field('手机号'), PHONE_A);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('验证码发送过于频繁，请45秒后再试'));
  expect(await screen.findByRole('button', { name: /^4[45]s后重新获取$/ })).toBeDisabled();
});

test('an unregistered phone: the server says so and no countdown starts', async () => {
  const { ui } = await openCodeLogin();
  const user = userEvent.setup();
  await user.type(field('手机号'), '13700137002');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该手机号未注册'));
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

describe('the stored send times', () => {
  test('reads never throw: missing, corrupt or foreign values read as never sent', () => {
    expect(readSentAt(PHONE_A)).toBeUndefined();
    for (const raw of ['{', 'null', '[1,2]', '"x"', JSON.stringify({ [PHONE_A]: 'soon' })]) {
      window.localStorage.setItem(VERIFY_CODE_KEY, raw);
      expect(readSentAt(PHONE_A)).toBeUndefined();
    }
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readSentAt(PHONE_A)).toBeUndefined();
    spy.mockRestore();
  });

  test('old entries are dropped; a clock moved back never locks longer than 60 s', () => {
    const now = 1_000_000_000;
    writeSentAt('13900139000', now - 120_000, now);
    writeSentAt(PHONE_A, now, now);
    const stored = JSON.parse(window.localStorage.getItem(VERIFY_CODE_KEY)!) as { salt: string; sent: Record<string, number> };
    expect(Object.values(stored.sent)).toEqual([now]);
    expect(readSentAt(PHONE_A)).toBe(now);
    expect(readSentAt('13900139000')).toBeUndefined();
    expect(secondsLeft(now, now + 1)).toBe(60);
    expect(secondsLeft(now, now + 59_001)).toBe(1);
    expect(secondsLeft(now, now + 60_000)).toBe(0);
    expect(secondsLeft(now + 3_600_000, now)).toBe(60);
    expect(secondsLeft(undefined, now)).toBe(0);
  });
});

describe('the phone number is never stored in clear', () => {
  /** Every key and value of localStorage, as one text. */
  function localStorageText(): string {
    const out: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i) ?? '';
      out.push(key, window.localStorage.getItem(key) ?? '');
    }
    return out.join('\n');
  }

  test('after a code is sent, no localStorage key or value holds the number; the countdown still follows it', async () => {
    const view = await openCodeLogin();
    const user = userEvent.setup();
    await user.type(field('手机号'), PHONE_A);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled();
    expect(window.localStorage.length).toBeGreaterThan(0);
    const text = localStorageText();
    expect(text).not.toContain(PHONE_A);
    // Not its digits split up either (a plain encoding would keep them in order).
    expect(text.replace(/\D/g, '')).not.toContain(PHONE_A);
    expect(readSentAt(PHONE_A)).toEqual(expect.any(Number));
    expect(readSentAt('13900139000')).toBeUndefined();
    view.unmount();
  });

  test('two installs file the same number under different keys (a salt per install)', () => {
    const now = Date.now();
    writeSentAt(PHONE_A, now, now);
    const first = Object.keys((JSON.parse(window.localStorage.getItem(VERIFY_CODE_KEY)!) as { sent: object }).sent);
    const keys = new Set(first);
    for (let i = 0; i < 5; i += 1) {
      window.localStorage.clear();
      writeSentAt(PHONE_A, now, now);
      for (const k of Object.keys((JSON.parse(window.localStorage.getItem(VERIFY_CODE_KEY)!) as { sent: object }).sent)) keys.add(k);
    }
    expect(keys.size).toBeGreaterThan(1);
  });

  test('the former entry keyed by the numbers is deleted on the first read, and counts for nothing', () => {
    window.localStorage.setItem(LEGACY_VERIFY_CODE_KEY, JSON.stringify({ [PHONE_A]: Date.now() }));
    expect(readSentAt(PHONE_A)).toBeUndefined();
    expect(window.localStorage.getItem(LEGACY_VERIFY_CODE_KEY)).toBeNull();
    window.localStorage.setItem(LEGACY_VERIFY_CODE_KEY, JSON.stringify({ [PHONE_A]: Date.now() }));
    writeSentAt('13900139000', Date.now());
    expect(localStorageText()).not.toContain(PHONE_A);
  });
});
