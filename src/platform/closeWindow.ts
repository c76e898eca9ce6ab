/** The bridges that can close the page, whichever client opened it. */
interface BridgeWindow {
  WeixinJSBridge?: { call(name: string): void };
  AlipayJSBridge?: { call(name: string): void };
  /** The native app shell's message bridge (see src/platform/README in the shell issue). */
  DriverAppBridge?: { postMessage(message: string): void };
}

/** Closes the webview by the first bridge that exists; a plain browser closes the window or goes back. */
export function closeWindow(win: Window & BridgeWindow = window as Window & BridgeWindow): 'wechat' | 'alipay' | 'app' | 'browser' {
  if (win.WeixinJSBridge) {
    win.WeixinJSBridge.call('closeWindow');
    return 'wechat';
  }
  if (win.AlipayJSBridge) {
    win.AlipayJSBridge.call('popWindow');
    return 'alipay';
  }
  if (win.DriverAppBridge) {
    win.DriverAppBridge.postMessage(JSON.stringify({ type: 'close' }));
    return 'app';
  }
  win.close();
  // Scripts may only close windows they opened; when that fails, leave the page the way the driver came.
  if (!win.closed) win.history.back();
  return 'browser';
}
