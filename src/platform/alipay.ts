import type { ClientType } from '@/lib/wire';
import { storedOpenId } from '@/session/storage';
import { closeWindow } from './closeWindow';
import { compressImage, pickedFromBase64 } from './image';
import { openWebNavigation } from './navigationUrls';
import { messages, payWithoutBridge, whenAvailable } from './shared';
import { PlatformError, type PayOutcome, type Platform, type Position } from './types';

/** Every AlipayJSBridge answer may carry `error` (1-4 general, 10+ per API) and `errorMessage`. */
export interface AlipayResult {
  error?: number | string;
  errorMessage?: string;
  [key: string]: unknown;
}

export interface AlipayJSBridgeLike {
  call(name: string, params?: Record<string, unknown>, callback?: (res: AlipayResult) => void): void;
}

export type AlipayWindow = Window & { AlipayJSBridge?: AlipayJSBridgeLike };

/**
 * tradePay's resultCode. 9000 paid, 8000 processing, 6004 result unknown and 6002 network error (the payment may
 * still have gone through) all mean "ask the server"; 6001 the driver cancelled; 4000 failed. None of it is the
 * truth about money: the caller polls the order state in every case.
 */
export function mapAlipayPayResult(resultCode: unknown): PayOutcome {
  switch (String(resultCode ?? '')) {
    case '9000':
      return 'ok';
    case '6001':
      return 'cancel';
    case '4000':
      return 'fail';
    default:
      // 8000, 6002, 6004 and anything new.
      return 'unknown';
  }
}

function hasError(res: AlipayResult | undefined): boolean {
  return !!res && res.error !== undefined && res.error !== null && res.error !== 0 && res.error !== '0' && res.error !== '';
}

export interface AlipayOptions {
  /** How long to wait for AlipayJSBridgeReady when the bridge is not injected yet. */
  readyTimeoutMs?: number;
}

/**
 * Alipay-type clients. The bridge is injected asynchronously: every call waits for AlipayJSBridgeReady when
 * `window.AlipayJSBridge` is not there yet (PlatformError 'timeout' when it never comes).
 */
export function createAlipayPlatform(clientType: ClientType, win: Window, options: AlipayOptions = {}): Platform {
  const w = win as AlipayWindow;
  const readyTimeoutMs = options.readyTimeoutMs ?? 5_000;

  const bridge = () => whenAvailable(w, () => w.AlipayJSBridge, 'AlipayJSBridgeReady', readyTimeoutMs, '支付宝组件未就绪，请稍后重试');

  async function call(name: string, params: Record<string, unknown>): Promise<AlipayResult> {
    const b = await bridge();
    return new Promise<AlipayResult>((resolve) => b.call(name, params, (res) => resolve(res ?? {})));
  }

  return {
    clientType,
    kind: 'alipay',

    async locate(): Promise<Position> {
      const res = await call('getCurrentLocation', { requestType: 0, bizType: 'driverApp' });
      if (hasError(res)) {
        // 11 permission off, 12 network, 13 failed, 14 timed out.
        const code = Number(res.error);
        if (code === 11) throw new PlatformError(messages.locateDenied, 'denied');
        if (code === 14) throw new PlatformError(messages.locateTimeout, 'timeout');
        throw new PlatformError(messages.locateFailed, 'failed');
      }
      // Alipay answers in GCJ-02 already (AMap's coordinates).
      const lng = Number(res.longitude);
      const lat = Number(res.latitude);
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) throw new PlatformError(messages.locateFailed, 'failed');
      return { lng, lat, accuracy: res.accuracy === undefined ? undefined : Number(res.accuracy) };
    },

    async scan(): Promise<string> {
      const res = await call('scan', { type: 'qr' });
      if (Number(res.error) === 10) throw new PlatformError(messages.scanCancelled, 'cancelled');
      const text = res.qrCode ?? res.barCode ?? res.code;
      if (hasError(res) || typeof text !== 'string' || !text) throw new PlatformError(messages.scanFailed, 'failed');
      return text;
    },

    async pickImage(imageOptions) {
      const res = await call('chooseImage', { count: 1, sourceType: ['camera', 'album'] });
      if (Number(res.error) === 10) throw new PlatformError(messages.pickCancelled, 'cancelled');
      if (hasError(res)) throw new PlatformError(messages.pickFailed, 'failed');
      // Newer containers answer file URLs the page may draw (apFilePaths / localIds), some base64 (images).
      const paths = (res.apFilePaths ?? res.localIds) as unknown;
      const path = Array.isArray(paths) ? (paths[0] as unknown) : undefined;
      const images = res.images as unknown;
      const base64 = Array.isArray(images) ? (images[0] as unknown) : undefined;
      if (typeof base64 === 'string' && base64) {
        const raw = pickedFromBase64(base64);
        return compressImage(w, raw.dataUrl, imageOptions).catch(() => raw);
      }
      if (typeof path !== 'string' || !path) throw new PlatformError(messages.pickCancelled, 'cancelled');
      return compressImage(w, path, imageOptions);
    },

    async pay(request) {
      const direct = payWithoutBridge(w, request, request.channel === 2);
      if (direct) return direct;
      const tradeNO = request.payParams.tradeNO ?? request.payParams.tradeNo;
      if (typeof tradeNO !== 'string' || !tradeNO) throw new PlatformError('支付参数缺失，请重新下单', 'failed');
      const res = await call('tradePay', { tradeNO });
      return mapAlipayPayResult(res.resultCode);
    },

    // The identity the host's base-scope authorisation put in the landing address (reqJson), kept for the session.
    silentIdentity: () => Promise.resolve(storedOpenId() ?? null),

    closeWindow() {
      closeWindow(w as Window & object);
    },

    openMapNavigation(target, provider) {
      openWebNavigation(w, target, provider).catch((e: unknown) => console.warn('navigation failed', e));
    },

    async loadSdk() {
      await bridge();
    },
  };
}
