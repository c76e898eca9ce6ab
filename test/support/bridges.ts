/**
 * Fake client bridges for jest: install them on a window (jsdom's own, usually) and the real platform
 * implementations talk to them. Nothing here ships: the app never imports test/.
 */
import type { AlipayResult } from '@/platform/alipay';
import type { AppMessage, AppReply, AppWindow } from '@/platform/app';
import type { WechatWindow, WxSdk } from '@/platform/wechat';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type AnyWindow = Mutable<Window> & Record<string, unknown>;

const later = (fn: () => void) => setTimeout(fn, 0);

export const userAgents = {
  iphoneWechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  androidWechat: 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN',
  androidAlipay: 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 AlipayClient/10.5.60.8000 Language/zh-Hans',
  androidChrome: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

/** Sets navigator.userAgent of a (jsdom) window until `restoreUserAgent`. */
export function setUserAgent(win: Window, ua: string): void {
  Object.defineProperty(win.navigator, 'userAgent', { value: ua, configurable: true });
}

export function restoreUserAgent(win: Window): void {
  delete (win.navigator as unknown as Record<string, unknown>).userAgent;
}

/** Removes every fake bridge from the window. */
export function removeBridges(win: Window): void {
  for (const name of ['wx', 'WeixinJSBridge', 'AlipayJSBridge', 'DriverAppBridge', '__driverAppBridgeReply']) {
    delete (win as unknown as AnyWindow)[name];
  }
}

export interface FakeWechatOptions {
  /** What each wx.config does, in order (the last one repeats): fire wx.ready, fire wx.error, or nothing. */
  configs?: ('ready' | 'error' | 'silent')[];
  location?: { latitude: number; longitude: number; accuracy?: number } | { fail: string } | 'cancel';
  /** What openLocation does: 'ok' (default) or a fail errMsg. */
  openLocation?: 'ok' | { fail: string };
  scanResult?: string | 'cancel' | { fail: string };
  localIds?: string[];
  localData?: string;
  /** err_msg getBrandWCPayRequest answers. */
  payErrMsg?: string;
  /** What chooseInvoiceTitle answers: err_msg and the title's JSON (default: a company title). */
  invoiceTitle?: { err_msg: string; choose_invoice_title_info?: string };
  /** Install WeixinJSBridge only later (call `injectBridge`), as WeChat sometimes does. */
  bridgeLater?: boolean;
}

export interface WxCall {
  name: string;
  options: Record<string, unknown>;
  /** Whether wx.ready had fired when the call was made. */
  afterReady: boolean;
}

/** Installs a fake `wx` (the JS-SDK, as if its script were loaded) and `WeixinJSBridge`. */
export function installFakeWechat(win: Window, options: FakeWechatOptions = {}) {
  const configs = options.configs ?? ['ready'];
  const state = {
    configCalls: [] as Record<string, unknown>[],
    calls: [] as WxCall[],
    invokes: [] as { name: string; params: Record<string, unknown> }[],
    bridgeCalls: [] as string[],
    ready: false,
  };
  let readyCallbacks: (() => void)[] = [];
  const errorCallbacks: ((res: { errMsg: string }) => void)[] = [];

  const api =
    (name: string, run: (o: Record<string, unknown> & { success(r: unknown): void; fail(r: unknown): void; cancel(r: unknown): void }) => void) =>
    (o: object) => {
      state.calls.push({ name, options: o as Record<string, unknown>, afterReady: state.ready });
      later(() => run(o as Parameters<typeof run>[0]));
    };

  const wx: WxSdk = {
    config(c) {
      state.configCalls.push(c as unknown as Record<string, unknown>);
      const outcome = configs[Math.min(state.configCalls.length - 1, configs.length - 1)];
      later(() => {
        if (outcome === 'ready') {
          state.ready = true;
          readyCallbacks.forEach((cb) => cb());
          readyCallbacks = [];
        } else if (outcome === 'error') {
          errorCallbacks.forEach((cb) => cb({ errMsg: 'config:invalid signature' }));
        }
      });
    },
    ready(cb) {
      if (state.ready) later(cb);
      else readyCallbacks.push(cb);
    },
    error(cb) {
      errorCallbacks.push(cb);
    },
    getLocation: api('getLocation', (o) => {
      const l = options.location ?? { latitude: 39.90923, longitude: 116.397428, accuracy: 30 };
      if (l === 'cancel') o.cancel({ errMsg: 'getLocation:cancel' });
      else if ('fail' in l) o.fail({ errMsg: l.fail });
      else o.success({ ...l, errMsg: 'getLocation:ok' });
    }),
    scanQRCode: api('scanQRCode', (o) => {
      const r = options.scanResult ?? '京A12345';
      if (r === 'cancel') o.cancel({ errMsg: 'scanQRCode:cancel' });
      else if (typeof r === 'object') o.fail({ errMsg: r.fail });
      else o.success({ resultStr: r, errMsg: 'scanQRCode:ok' });
    }),
    chooseImage: api('chooseImage', (o) => {
      const ids = options.localIds ?? ['wxLocalResource://image1'];
      if (ids.length === 0) o.cancel({ errMsg: 'chooseImage:cancel' });
      else o.success({ localIds: ids, errMsg: 'chooseImage:ok' });
    }),
    getLocalImgData: api('getLocalImgData', (o) => {
      o.success({ localData: options.localData ?? 'data:image/jpeg;base64,/9j/AAAA', errMsg: 'getLocalImgData:ok' });
    }),
    openLocation: api('openLocation', (o) => {
      const r = options.openLocation ?? 'ok';
      if (r === 'ok') o.success?.({ errMsg: 'openLocation:ok' });
      else o.fail?.({ errMsg: r.fail });
    }),
  };

  const bridge = {
    invoke(name: string, params: Record<string, unknown>, cb: (res: { err_msg?: string; choose_invoice_title_info?: string }) => void) {
      state.invokes.push({ name, params });
      if (name === 'chooseInvoiceTitle') {
        const info = JSON.stringify({ type: '0', title: '北京示例科技有限公司', taxNumber: '91110000802100433B' });
        later(() => cb(options.invoiceTitle ?? { err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: info }));
        return;
      }
      later(() => cb({ err_msg: options.payErrMsg ?? 'get_brand_wcpay_request:ok' }));
    },
    call(name: string) {
      state.bridgeCalls.push(name);
    },
  };

  const w = win as WechatWindow;
  w.wx = wx;
  const injectBridge = () => {
    w.WeixinJSBridge = bridge;
    win.document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  };
  if (!options.bridgeLater) w.WeixinJSBridge = bridge;
  return { ...state, state, wx, bridge, injectBridge, callsOf: (name: string) => state.calls.filter((c) => c.name === name) };
}

export interface FakeAlipayOptions {
  /** 'now' installs AlipayJSBridge at once; 'later' waits for `inject()` (which fires AlipayJSBridgeReady). */
  inject?: 'now' | 'later';
  /** What each API answers (default: a position, '京A12345', one picture, resultCode '9000'). */
  answers?: Record<string, AlipayResult>;
}

/** Installs a fake AlipayJSBridge that records calls and answers from `answers`. */
export function installFakeAlipay(win: Window, options: FakeAlipayOptions = {}) {
  const answers: Record<string, AlipayResult> = {
    getCurrentLocation: { longitude: 116.397428, latitude: 39.90923, accuracy: 20 },
    scan: { qrCode: '京A12345' },
    chooseImage: { apFilePaths: ['https://resource/apml123.image'] },
    tradePay: { resultCode: '9000' },
    ...options.answers,
  };
  const calls: { name: string; params: Record<string, unknown> | undefined }[] = [];
  const bridge = {
    call(name: string, params?: Record<string, unknown>, cb?: (res: AlipayResult) => void) {
      calls.push({ name, params });
      later(() => cb?.(answers[name] ?? { error: 1, errorMessage: '接口不存在' }));
    },
  };
  const inject = () => {
    (win as Window & { AlipayJSBridge?: typeof bridge }).AlipayJSBridge = bridge;
    win.document.dispatchEvent(new Event('AlipayJSBridgeReady'));
  };
  if ((options.inject ?? 'now') === 'now') (win as Window & { AlipayJSBridge?: typeof bridge }).AlipayJSBridge = bridge;
  return { calls, answers, bridge, inject };
}

/**
 * Installs a fake native shell: `reply` decides the answer to each request (ok data, or an error), or undefined to
 * stay silent. Replies arrive asynchronously through window.__driverAppBridgeReply, as a real shell's would.
 */
export function installFakeAppShell(
  win: Window,
  reply: (message: AppMessage) => Omit<AppReply, 'id'> | undefined = () => ({ ok: true, data: {} }),
  options: { asString?: boolean } = {},
) {
  const messages: AppMessage[] = [];
  (win as AppWindow).DriverAppBridge = {
    postMessage(raw: string) {
      const message = JSON.parse(raw) as AppMessage;
      messages.push(message);
      if (!message.id) return;
      const answer = reply(message);
      if (!answer) return;
      const full = { ...answer, id: message.id } as AppReply;
      later(() => (win as AppWindow).__driverAppBridgeReply?.(options.asString ? JSON.stringify(full) : full));
    },
  };
  return { messages };
}
