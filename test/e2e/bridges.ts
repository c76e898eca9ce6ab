/**
 * Fake client bridges for Playwright journeys. Each function returns a plain script for `page.addInitScript(...)`,
 * which runs before the app's own scripts, so the app finds the bridge the way it would inside the client.
 *
 *   await page.addInitScript(wechatBridgeScript({ scanResult: '京A12345' }));
 *   await page.goto('/home');
 *   …
 *   expect(await bridgeCalls(page)).toContainEqual(expect.objectContaining({ api: 'scanQRCode' }));
 *
 * The WeChat fake defines `window.wx` itself, so the app's JS-SDK loader sees it present and never requests
 * res.wx.qq.com; the signature still comes from the mock backend (GET /basic/v2/api/jsapiSigns). Answers can be
 * changed mid-journey: `page.evaluate(() => { window.__fakeBridgeOptions.scanResult = 'P1001' })`.
 * Every call is recorded in `window.__fakeBridgeCalls` as `{ api, params }`. The WeChat and Alipay fakes also add
 * MicroMessenger / AlipayClient to navigator.userAgent, as the real clients' user agents carry them.
 */
import type { Page } from '@playwright/test';

export interface WechatBridgeOptions {
  /** What scanQRCode answers: a QR text ('京A12345', a charging pile code), 'CODE_128,…' for a barcode, or 'cancel'. */
  scanResult?: string;
  /** What getBrandWCPayRequest answers: 'get_brand_wcpay_request:ok' | ':cancel' | ':fail'. */
  payErrMsg?: string;
  /** getLocation's answer (GCJ-02). */
  location?: { longitude: number; latitude: number; accuracy?: number };
  /** What wx.config does: fire wx.ready (default) or wx.error. */
  config?: 'ready' | 'error';
  /** getLocalImgData's answer (a data URL or bare base64). */
  localData?: string;
}

export interface AlipayBridgeOptions {
  /** What scan answers as qrCode, or 'cancel'. */
  scanResult?: string;
  /** tradePay's resultCode: '9000', '8000', '6001', '6002', '6004', '4000'. */
  resultCode?: string;
  location?: { longitude: number; latitude: number; accuracy?: number };
  /** Inject the bridge only after DOMContentLoaded and fire AlipayJSBridgeReady, as Alipay does. */
  injectLater?: boolean;
}

export interface AppShellOptions {
  scanResult?: string;
  /** The pay outcome the shell reports: 'ok' | 'cancel' | 'fail'. */
  payOutcome?: string;
  location?: { lng: number; lat: number; accuracy?: number };
}

const beijing = { longitude: 116.397428, latitude: 39.90923, accuracy: 30 };
const whiteJpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** Recording and async helpers every fake shares. */
const prelude = `
  var calls = (window.__fakeBridgeCalls = window.__fakeBridgeCalls || []);
  var later = function (fn) { setTimeout(fn, 0); };
  var record = function (api, params) { calls.push({ api: api, params: params === undefined ? null : JSON.parse(JSON.stringify(params)) }); };
  var addToUserAgent = function (suffix) {
    var ua = navigator.userAgent + ' ' + suffix;
    try { Object.defineProperty(navigator, 'userAgent', { get: function () { return ua; }, configurable: true }); } catch (e) { /* keep the real one */ }
  };
`;

/** A fake WeixinJSBridge and `wx` (JS-SDK 1.6.0 surface the app uses). */
export function wechatBridgeScript(options: WechatBridgeOptions = {}): string {
  const o = JSON.stringify({ scanResult: '京A12345', payErrMsg: 'get_brand_wcpay_request:ok', location: beijing, config: 'ready', localData: whiteJpeg, ...options });
  return `(function () {
  ${prelude}
  var o = (window.__fakeBridgeOptions = ${o});
  addToUserAgent('MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN');
  var isReady = false, readyCallbacks = [], errorCallbacks = [];
  var api = function (name, run) {
    return function (opt) { record(name, Object.assign({}, opt, { success: undefined, fail: undefined, cancel: undefined })); later(function () { run(opt || {}); }); };
  };
  window.wx = {
    config: function (c) {
      record('config', c);
      later(function () {
        if (o.config === 'ready') { isReady = true; readyCallbacks.splice(0).forEach(function (cb) { cb(); }); }
        else errorCallbacks.forEach(function (cb) { cb({ errMsg: 'config:invalid signature' }); });
      });
    },
    ready: function (cb) { if (isReady) later(cb); else readyCallbacks.push(cb); },
    error: function (cb) { errorCallbacks.push(cb); },
    getLocation: api('getLocation', function (opt) { opt.success && opt.success(Object.assign({ errMsg: 'getLocation:ok' }, o.location)); }),
    scanQRCode: api('scanQRCode', function (opt) {
      if (o.scanResult === 'cancel') opt.cancel && opt.cancel({ errMsg: 'scanQRCode:cancel' });
      else opt.success && opt.success({ errMsg: 'scanQRCode:ok', resultStr: o.scanResult });
    }),
    chooseImage: api('chooseImage', function (opt) { opt.success && opt.success({ errMsg: 'chooseImage:ok', localIds: ['wxLocalResource://fake1'] }); }),
    getLocalImgData: api('getLocalImgData', function (opt) { opt.success && opt.success({ errMsg: 'getLocalImgData:ok', localData: o.localData }); }),
    openLocation: api('openLocation', function (opt) { opt.success && opt.success({ errMsg: 'openLocation:ok' }); })
  };
  window.WeixinJSBridge = {
    invoke: function (name, params, cb) { record(name, params); later(function () { cb({ err_msg: o.payErrMsg }); }); },
    call: function (name) { record(name); }
  };
})();`;
}

/** A fake AlipayJSBridge. */
export function alipayBridgeScript(options: AlipayBridgeOptions = {}): string {
  const o = JSON.stringify({ scanResult: '京A12345', resultCode: '9000', location: beijing, injectLater: false, ...options });
  return `(function () {
  ${prelude}
  var o = (window.__fakeBridgeOptions = ${o});
  // The client's user agent says Alipay before the bridge is injected (that is how the app knows to wait for it).
  addToUserAgent('AlipayClient/10.5.60.8000 Language/zh-Hans');
  var answer = function (name) {
    if (name === 'scan') return o.scanResult === 'cancel' ? { error: 10, errorMessage: '用户取消' } : { qrCode: o.scanResult };
    if (name === 'tradePay') return { resultCode: o.resultCode };
    if (name === 'getCurrentLocation') return o.location;
    if (name === 'chooseImage') return { images: [${JSON.stringify(whiteJpeg)}] };
    return {};
  };
  var bridge = { call: function (name, params, cb) { record(name, params); later(function () { if (cb) cb(answer(name)); }); } };
  var inject = function () { window.AlipayJSBridge = bridge; document.dispatchEvent(new Event('AlipayJSBridgeReady')); };
  if (o.injectLater) document.addEventListener('DOMContentLoaded', function () { setTimeout(inject, 50); });
  else window.AlipayJSBridge = bridge;
})();`;
}

/** A fake native app shell (protocol: src/platform/README.md). */
export function appShellScript(options: AppShellOptions = {}): string {
  const o = JSON.stringify({ scanResult: '京A12345', payOutcome: 'ok', location: { lng: beijing.longitude, lat: beijing.latitude, accuracy: 30 }, ...options });
  return `(function () {
  ${prelude}
  var o = (window.__fakeBridgeOptions = ${o});
  var data = function (m) {
    if (m.type === 'locate') return o.location;
    if (m.type === 'scan') return { text: o.scanResult };
    if (m.type === 'pickImage') return { fileData: ${JSON.stringify(whiteJpeg)} };
    if (m.type === 'pay') return { outcome: o.payOutcome };
    return {};
  };
  window.DriverAppBridge = {
    postMessage: function (raw) {
      var m = JSON.parse(raw);
      record(m.type, m.payload);
      if (!m.id) return;
      later(function () {
        var reply = m.type === 'scan' && o.scanResult === 'cancel'
          ? { id: m.id, ok: false, error: { message: '已取消扫码', reason: 'cancelled' } }
          : { id: m.id, ok: true, data: data(m) };
        window.__driverAppBridgeReply && window.__driverAppBridgeReply(reply);
      });
    }
  };
})();`;
}

export interface FakeBridgeCall {
  api: string;
  params: unknown;
}

/** What the app asked the fake bridge so far. */
export function bridgeCalls(page: Page): Promise<FakeBridgeCall[]> {
  return page.evaluate(() => (window as Window & { __fakeBridgeCalls?: FakeBridgeCall[] }).__fakeBridgeCalls ?? []);
}
