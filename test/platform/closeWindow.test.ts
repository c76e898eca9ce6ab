import { closeWindow } from '@/platform/closeWindow';

/** A window-like object with just the bridges a test gives it. */
function fakeWindow(bridges: Record<string, unknown> = {}, closes = true) {
  const w = {
    closed: false,
    close: jest.fn(() => { w.closed = closes; }),
    history: { back: jest.fn() },
    ...bridges,
  };
  return w as unknown as Window & typeof w;
}

test('WeChat-type clients close through WeixinJSBridge', () => {
  const call = jest.fn();
  const w = fakeWindow({ WeixinJSBridge: { call }, AlipayJSBridge: { call: jest.fn() } });
  expect(closeWindow(w)).toBe('wechat');
  expect(call).toHaveBeenCalledWith('closeWindow');
  expect(w.close).not.toHaveBeenCalled();
});

test('Alipay-type clients pop the window through AlipayJSBridge', () => {
  const call = jest.fn();
  expect(closeWindow(fakeWindow({ AlipayJSBridge: { call } }))).toBe('alipay');
  expect(call).toHaveBeenCalledWith('popWindow');
});

test('the app shell gets a close message', () => {
  const postMessage = jest.fn();
  expect(closeWindow(fakeWindow({ DriverAppBridge: { postMessage } }))).toBe('app');
  expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({ type: 'close' });
});

test('a plain browser closes the window, or goes back when the browser refuses', () => {
  const closable = fakeWindow();
  expect(closeWindow(closable)).toBe('browser');
  expect(closable.history.back).not.toHaveBeenCalled();
  const stubborn = fakeWindow({}, false);
  closeWindow(stubborn);
  expect(stubborn.history.back).toHaveBeenCalledTimes(1);
});
