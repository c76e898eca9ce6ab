import { PlatformError, type PayOutcome, type PayRequest } from './types';

/**
 * Resolves with `get()` as soon as it gives something: at once, or when `eventName` fires on the document
 * (WeixinJSBridgeReady, AlipayJSBridgeReady). After `timeoutMs` without it, rejects with `timeoutMessage`.
 */
export function whenAvailable<T>(win: Window, get: () => T | undefined, eventName: string, timeoutMs: number, timeoutMessage: string): Promise<T> {
  const now = get();
  if (now) return Promise.resolve(now);
  return new Promise<T>((resolve, reject) => {
    const doc = win.document;
    const done = () => {
      const value = get();
      if (!value) return;
      doc.removeEventListener(eventName, done);
      win.clearTimeout(timer);
      resolve(value);
    };
    const timer = win.setTimeout(() => {
      doc.removeEventListener(eventName, done);
      reject(new PlatformError(timeoutMessage, 'timeout'));
    }, timeoutMs);
    doc.addEventListener(eventName, done);
  });
}

/** Only web addresses may be followed (never javascript: or data: from a server field). */
export function isWebUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Payments no bridge handles: the balance (channel 6) was settled by the server when the order was created, and a
 * provider's cashier page (channels 2/3 outside their own client) takes over the page and comes back afterwards.
 * Returns undefined when the caller's bridge should handle the payment instead.
 */
export function payWithoutBridge(win: Window, request: PayRequest, bridgeHandles: boolean): PayOutcome | undefined {
  if (request.channel === 6) return 'ok';
  if (bridgeHandles) return undefined;
  if (isWebUrl(request.cashierUrl)) {
    win.location.assign(request.cashierUrl);
    return 'redirected';
  }
  throw new PlatformError(
    request.channel === 3 ? '请在微信中打开以使用微信支付' : '请在支付宝中打开以使用支付宝支付',
    'unsupported',
  );
}

export const messages = {
  scanCancelled: '已取消扫码',
  pickCancelled: '已取消选择图片',
  locateDenied: '定位权限被拒绝，请在设置中允许获取位置信息',
  locateFailed: '无法获取当前位置，请稍后重试',
  locateTimeout: '定位超时，请稍后重试',
  scanFailed: '扫码失败，请重试',
  pickFailed: '图片选择失败，请重试',
  photoLoadFailed: '网络不佳，图片处理失败，请重试',
  invoiceTitleCancelled: '已取消选择发票抬头',
  invoiceTitleFailed: '无法获取抬头，请手动填写',
} as const;
