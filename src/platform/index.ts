import type { ClientType } from '@/lib/wire';
import { createBrowserPlatform } from './browser';
import { closeWindow } from './closeWindow';
import { fetchJsapiSign } from './jsapiSign';
import { rememberLandingUrl } from './landingUrl';
import { PlatformError, type Platform } from './types';
import type { SignFn } from './wechat';

export type { Platform } from './types';
export { rememberLandingUrl } from './landingUrl';

// The first import of src/platform happens at boot (the store imports it), before the router redirects: the URL
// now is the landing URL WeChat on iOS signs. See landingUrl.ts.
rememberLandingUrl();

export type PlatformKind = Platform['kind'];

export interface CreatePlatformOptions {
  /** Signs a page URL for the WeChat JS-SDK; default: GET /basic/v2/api/jsapiSigns through src/api/request.ts. */
  sign?: SignFn;
}

interface BridgeWindow {
  WeixinJSBridge?: unknown;
  wx?: unknown;
  AlipayJSBridge?: unknown;
  DriverAppBridge?: unknown;
}

/**
 * Which implementation runs: the client type's bridge when it is there, the plain browser when it is not (a
 * WeChat-type link opened in Chrome keeps clientType 2 but gets kind 'browser'). WeChat and Alipay inject their
 * bridges asynchronously, so their user agents count as the bridge being on its way.
 */
export function detectKind(clientType: ClientType, win: Window): PlatformKind {
  const w = win as Window & BridgeWindow;
  const ua = win.navigator?.userAgent ?? '';
  if (clientType === 1) return w.DriverAppBridge ? 'app' : 'browser';
  if (clientType === 3) return w.AlipayJSBridge || /AlipayClient/i.test(ua) ? 'alipay' : 'browser';
  return w.WeixinJSBridge || w.wx || /MicroMessenger/i.test(ua) ? 'wechat' : 'browser';
}

function loadImplementation(kind: Exclude<PlatformKind, 'browser'>, clientType: ClientType, win: Window, sign: SignFn): Promise<Platform> {
  switch (kind) {
    case 'wechat':
      return import(/* webpackChunkName: "platform-wechat" */ './wechat').then((m) => m.createWechatPlatform(clientType, win, { sign }));
    case 'alipay':
      return import(/* webpackChunkName: "platform-alipay" */ './alipay').then((m) => m.createAlipayPlatform(clientType, win));
    case 'app':
      return import(/* webpackChunkName: "platform-app" */ './app').then((m) => m.createAppPlatform(clientType, win));
  }
}

/**
 * The platform for the client type (1 app, 2 WeChat-type, 3 Alipay-type), the plain browser whenever the bridge is
 * absent. The browser implementation is small and synchronous (its file picker must open inside the driver's tap);
 * the WeChat, Alipay and app bridges load as their own chunks on the first call, so none of them is on the home path.
 *
 * `sign` (WeChat only): createPlatform's caller may pass its own; src/app/store.ts passes none and gets
 * fetchJsapiSign (jsapiSign.ts).
 */
export function createPlatform(clientType: ClientType, win: Window = window, options: CreatePlatformOptions = {}): Platform {
  const kind = detectKind(clientType, win);
  if (kind === 'browser') return createBrowserPlatform(clientType, win);
  const sign = options.sign ?? fetchJsapiSign;
  let loaded: Promise<Platform> | undefined;
  const impl = (): Promise<Platform> => {
    loaded ??= loadImplementation(kind, clientType, win, sign).catch(() => {
      loaded = undefined; // a weak signal: the next call tries the chunk again
      throw new PlatformError('功能加载失败，请检查网络后重试', 'failed');
    });
    return loaded;
  };
  return {
    clientType,
    kind,
    locate: () => impl().then((p) => p.locate()),
    scan: () => impl().then((p) => p.scan()),
    pickImage: (o) => impl().then((p) => p.pickImage(o)),
    pay: (r) => impl().then((p) => p.pay(r)),
    closeWindow: () => void closeWindow(win as Window & object),
    openMapNavigation: (t, provider) => {
      impl()
        .then((p) => p.openMapNavigation(t, provider))
        .catch((e: unknown) => console.warn('navigation failed', e));
    },
    loadSdk: () => impl().then((p) => p.loadSdk()),
    // WeChat and Alipay know who pays without asking (the app shell signs its drivers in itself). Only WeChat gives a
    // page the payer's invoice titles; elsewhere the forms show no picker (docs/rules/money.md, "The host's titles").
    ...(kind === 'app' ? {} : { silentIdentity: () => impl().then((p) => p.silentIdentity?.() ?? null) }),
    ...(kind === 'wechat' ? { chooseInvoiceTitle: () => impl().then((p) => p.chooseInvoiceTitle!()) } : {}),
  };
}
