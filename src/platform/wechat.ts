import { constants } from '@config/constants';
import type { ClientType } from '@/lib/wire';
import { storedOpenId } from '@/session/storage';
import { closeWindow } from './closeWindow';
import { compressImage, pickedFromBase64 } from './image';
import { landingUrl } from './landingUrl';
import { openWebNavigation } from './navigationUrls';
import { messages, payWithoutBridge, whenAvailable } from './shared';
import { PlatformError, type HostInvoiceTitle, type PayOutcome, type Platform, type Position } from './types';
import { setScriptSource } from '@/lib/trustedTypes';

/** GET /basic/v2/api/jsapiSigns answers this for a page URL (spec section 3). */
export interface JsapiSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** Asks the server to sign a page URL. createPlatform's caller provides it (default: jsapiSign.ts). */
export type SignFn = (url: string) => Promise<JsapiSignature>;

interface WxResult {
  errMsg?: string;
}
interface WxCallbacks<T> {
  success(res: T): void;
  fail(res: WxResult): void;
  cancel(res: WxResult): void;
}

/** The part of the WeChat JS-SDK (jweixin 1.6.0) the app uses. */
export interface WxSdk {
  config(config: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[]; openTagList?: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (res: WxResult) => void): void;
  getLocation(options: { type: 'gcj02' } & WxCallbacks<{ latitude: number; longitude: number; accuracy?: number }>): void;
  scanQRCode(options: { needResult: 1; scanType: string[] } & WxCallbacks<{ resultStr: string }>): void;
  chooseImage(options: { count: number; sizeType: string[]; sourceType: string[] } & WxCallbacks<{ localIds: string[] }>): void;
  getLocalImgData(options: { localId: string } & WxCallbacks<{ localData: string }>): void;
  openLocation(options: { latitude: number; longitude: number; name: string; address: string; scale: number } & Partial<WxCallbacks<WxResult>>): void;
}

/** The bridge WeChat injects itself (no SDK needed): payment, closing, the invoice-title picker. */
export interface WeixinJSBridgeLike {
  invoke(name: string, params: Record<string, unknown>, callback: (res: { err_msg?: string; choose_invoice_title_info?: string }) => void): void;
  call(name: string): void;
}

export type WechatWindow = Window & { wx?: WxSdk; WeixinJSBridge?: WeixinJSBridgeLike };

export const jsSdkUrl = `https://res.wx.qq.com/open/js/jweixin-${constants.wechatJsSdkVersion}.js`;
export const jsApiList = ['getLocation', 'scanQRCode', 'chooseImage', 'getLocalImgData', 'openLocation'];

export function isIos(win: Window): boolean {
  return /iPhone|iPad|iPod/i.test(win.navigator.userAgent);
}

/**
 * The URL WeChat checks the signature against: on iOS the landing URL (WeChat keeps the URL the page was opened
 * with, whatever pushState did since), elsewhere the current URL; never the #fragment.
 */
export function urlToSign(win: Window): string {
  const current = win.location.href;
  return (isIos(win) ? landingUrl(current) : current).split('#')[0] as string;
}

/** Barcodes come back as 'CODE_128,6901234567890': drop the format name. QR codes come back as they are. */
export function stripBarcodePrefix(result: string): string {
  return result.replace(/^(CODE_128|CODE_39|CODE_93|EAN_13|EAN_8|UPC_A|UPC_E|ITF|CODABAR|DATA_MATRIX|PDF_417|AZTEC|QR_CODE),/, '');
}

/** WeChat's pay answer. Never the truth about money: the caller asks the server for the order state in every case. */
export function mapWechatPayResult(errMsg: string | undefined): PayOutcome {
  switch (errMsg) {
    case 'get_brand_wcpay_request:ok':
      return 'ok';
    case 'get_brand_wcpay_request:cancel':
      return 'cancel';
    case 'get_brand_wcpay_request:fail':
      return 'fail';
    default:
      return 'unknown';
  }
}

class ConfigRejected extends Error {}

/**
 * chooseInvoiceTitle answers a JSON string: { type: '0' company | '1' personal, title, taxNumber, companyAddress,
 * telephone, bankName, bankAccount }. Anything without a title is no answer (the driver types it instead).
 */
export function hostInvoiceTitle(info: string | undefined): HostInvoiceTitle | null {
  let raw: unknown;
  try {
    raw = JSON.parse(info ?? '');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const text = (k: string) => (typeof r[k] === 'string' || typeof r[k] === 'number' ? String(r[k]).trim() : '');
  const name = text('title');
  if (!name) return null;
  return {
    titleType: text('type') === '1' ? 2 : 1,
    name,
    taxNo: text('taxNumber').toUpperCase(),
    address: text('companyAddress'),
    phone: text('telephone'),
    bank: text('bankName'),
    account: text('bankAccount'),
  };
}

function locateError(errMsg: string): PlatformError {
  if (/deny|denied|permission|auth/i.test(errMsg)) return new PlatformError(messages.locateDenied, 'denied');
  if (/timeout/i.test(errMsg)) return new PlatformError(messages.locateTimeout, 'timeout');
  return new PlatformError(messages.locateFailed, 'failed');
}

export interface WechatOptions {
  sign: SignFn;
  /** How long wx.config may take before it counts as failed. */
  readyTimeoutMs?: number;
  /** How long to wait for WeixinJSBridge (WeixinJSBridgeReady) before a payment fails. */
  bridgeTimeoutMs?: number;
}

/**
 * WeChat-type clients. The JS-SDK is loaded only when a call first needs it (never at boot), configured with a
 * signature of the right URL, and every SDK call waits for wx.ready. A wx.error (an expired ticket, a URL the
 * server signed differently) signs again once before giving up. Payment goes through WeixinJSBridge, which WeChat
 * injects itself.
 */
export function createWechatPlatform(clientType: ClientType, win: Window, options: WechatOptions): Platform {
  const w = win as WechatWindow;
  const readyTimeoutMs = options.readyTimeoutMs ?? 10_000;
  const bridgeTimeoutMs = options.bridgeTimeoutMs ?? 5_000;
  let ready: Promise<WxSdk> | undefined;
  let script: Promise<WxSdk> | undefined;

  function loadScript(): Promise<WxSdk> {
    if (w.wx) return Promise.resolve(w.wx);
    script ??= new Promise<WxSdk>((resolve, reject) => {
      const tag = w.document.createElement('script');
      setScriptSource(tag, jsSdkUrl);
      tag.async = true;
      const failed = () => {
        tag.remove();
        script = undefined;
        reject(new PlatformError('微信组件加载失败，请检查网络后重试', 'failed'));
      };
      tag.onload = () => (w.wx ? resolve(w.wx) : failed());
      tag.onerror = failed;
      w.document.head.appendChild(tag);
    });
    return script;
  }

  async function configure(wx: WxSdk): Promise<void> {
    let signature: JsapiSignature;
    try {
      signature = await options.sign(urlToSign(w));
    } catch (e) {
      throw e instanceof PlatformError ? e : new PlatformError('微信签名获取失败，请稍后重试', 'failed');
    }
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        w.clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const timer = w.setTimeout(() => settle(new PlatformError('微信接口初始化超时，请稍后重试', 'timeout')), readyTimeoutMs);
      wx.ready(() => settle());
      wx.error((res) => settle(new ConfigRejected(res?.errMsg ?? 'config:fail')));
      // openTagList: WeChat's subscribe-message button for web pages renders only after wx.config names it.
      wx.config({ debug: false, ...signature, jsApiList, openTagList: ['wx-open-subscribe'] });
    });
  }

  function ensureReady(): Promise<WxSdk> {
    ready ??= (async () => {
      const wx = await loadScript();
      try {
        await configure(wx);
      } catch (e) {
        if (!(e instanceof ConfigRejected)) throw e;
        // Sign again once: the ticket may have expired, or the URL changed between signing and config.
        try {
          await configure(wx);
        } catch (again) {
          if (again instanceof ConfigRejected) throw new PlatformError('微信接口初始化失败，请刷新页面后重试', 'failed');
          throw again;
        }
      }
      return wx;
    })().catch((e: unknown) => {
      ready = undefined; // the next call tries again
      throw e;
    });
    return ready;
  }

  function callWx<T>(start: (wx: WxSdk, callbacks: WxCallbacks<T>) => void, onCancel: () => PlatformError, onFail: (errMsg: string) => PlatformError): Promise<T> {
    return ensureReady().then(
      (wx) =>
        new Promise<T>((resolve, reject) => {
          start(wx, {
            success: resolve,
            cancel: () => reject(onCancel()),
            fail: (res) => reject(onFail(res?.errMsg ?? '')),
          });
        }),
    );
  }

  return {
    clientType,
    kind: 'wechat',

    async locate(): Promise<Position> {
      const res = await callWx<{ latitude: number; longitude: number; accuracy?: number }>(
        (wx, cb) => wx.getLocation({ type: 'gcj02', ...cb }),
        () => new PlatformError(messages.locateDenied, 'denied'),
        locateError,
      );
      return { lng: Number(res.longitude), lat: Number(res.latitude), accuracy: res.accuracy === undefined ? undefined : Number(res.accuracy) };
    },

    async scan(): Promise<string> {
      const res = await callWx<{ resultStr: string }>(
        (wx, cb) => wx.scanQRCode({ needResult: 1, scanType: ['qrCode', 'barCode'], ...cb }),
        () => new PlatformError(messages.scanCancelled, 'cancelled'),
        () => new PlatformError(messages.scanFailed, 'failed'),
      );
      return stripBarcodePrefix(String(res.resultStr ?? ''));
    },

    async pickImage(imageOptions) {
      const cancelled = () => new PlatformError(messages.pickCancelled, 'cancelled');
      const failed = () => new PlatformError(messages.pickFailed, 'failed');
      const chosen = await callWx<{ localIds: string[] }>(
        (wx, cb) => wx.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'], ...cb }),
        cancelled,
        failed,
      );
      const localId = chosen.localIds?.[0];
      if (!localId) throw cancelled();
      const data = await callWx<{ localData: string }>((wx, cb) => wx.getLocalImgData({ localId, ...cb }), failed, failed);
      // iOS hands a data URL, Android bare base64: same shape first, then shrink it like any other picture.
      const raw = pickedFromBase64(data.localData);
      try {
        return await compressImage(w, raw.dataUrl, imageOptions);
      } catch {
        return raw;
      }
    },

    async pay(request) {
      const direct = payWithoutBridge(w, request, request.channel === 3);
      if (direct) return direct;
      const bridge = await whenAvailable(w, () => w.WeixinJSBridge, 'WeixinJSBridgeReady', bridgeTimeoutMs, '微信支付暂不可用，请稍后重试');
      return new Promise<PayOutcome>((resolve) => {
        bridge.invoke('getBrandWCPayRequest', request.payParams, (res) => resolve(mapWechatPayResult(res?.err_msg)));
      });
    },

    async chooseInvoiceTitle() {
      const bridge = await whenAvailable(w, () => w.WeixinJSBridge, 'WeixinJSBridgeReady', bridgeTimeoutMs, messages.invoiceTitleFailed);
      return new Promise<HostInvoiceTitle>((resolve, reject) => {
        bridge.invoke('chooseInvoiceTitle', { scene: '1' }, (res) => {
          const said = res?.err_msg ?? '';
          if (/:cancel$/.test(said)) return reject(new PlatformError(messages.invoiceTitleCancelled, 'cancelled'));
          const title = /:ok$/.test(said) ? hostInvoiceTitle(res.choose_invoice_title_info) : null;
          if (title) resolve(title);
          else reject(new PlatformError(messages.invoiceTitleFailed, 'failed'));
        });
      });
    },

    // The identity the host's base-scope authorisation put in the landing address (reqJson), kept for the session.
    silentIdentity: () => Promise.resolve(storedOpenId() ?? null),

    closeWindow() {
      closeWindow(w as Window & object);
    },

    openMapNavigation(target, provider) {
      if (provider === 2) {
        openWebNavigation(w, target, 2).catch((e: unknown) => console.warn('navigation failed', e));
        return;
      }
      ensureReady()
        .then(
          (wx) =>
            new Promise<void>((resolve, reject) => {
              wx.openLocation({
                latitude: target.lat,
                longitude: target.lng,
                name: target.name,
                address: target.address ?? '',
                scale: 18,
                success: () => resolve(),
                cancel: () => resolve(),
                fail: (res) => reject(new Error(res?.errMsg ?? 'openLocation:fail')),
              });
            }),
        )
        // No SDK (weak signal, signature refused) or openLocation refused: the provider's web navigation instead.
        .catch(() => openWebNavigation(w, target, 1))
        .catch((e: unknown) => console.warn('navigation failed', e));
    },

    async loadSdk() {
      await ensureReady();
    },
  };
}
