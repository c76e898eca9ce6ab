import { idleOnce, whenIdle } from '@/lib/whenIdle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

test('where the browser has no idle callback (Safari, iPhones) the work runs after the fallback', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  whenIdle(work, { fallbackMs: 500 });
  jest.advanceTimersByTime(499);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test('where it has one, the work waits for it, at the latest for the timeout given', () => {
  const idle = jest.fn();
  window.requestIdleCallback = idle;
  const work = jest.fn();
  whenIdle(work, { timeoutMs: 2000, fallbackMs: 500 });
  expect(idle).toHaveBeenCalledWith(work, { timeout: 2000 });
  expect(work).not.toHaveBeenCalled();
});

test('idleOnce: flushed before the idle moment, the work runs at once and not again when the phone is idle', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  const pending = idleOnce(work, { fallbackMs: 500 });
  expect(work).not.toHaveBeenCalled();
  pending.flush();
  expect(work).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(500);
  pending.flush();
  expect(work).toHaveBeenCalledTimes(1);
});

test('idleOnce: not flushed, the work runs once when the phone is idle', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  idleOnce(work, { fallbackMs: 500 });
  jest.advanceTimersByTime(500);
  expect(work).toHaveBeenCalledTimes(1);
});
