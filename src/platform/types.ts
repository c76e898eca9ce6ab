import type { ClientType, PayChannel } from '@/lib/wire';

/** A position in GCJ-02 (what AMap and the dealer/cps services use). */
export interface Position {
  lng: number;
  lat: number;
  accuracy?: number;
}

/** An image the driver picked or shot, compressed, ready for POST /basic/v2/api/pictures. */
export interface PickedImage {
  /** base64 without the data: prefix. */
  fileData: string;
  suffix: 'jpg' | 'png';
  /** For a preview on screen. */
  dataUrl: string;
}

/** What the server's payCharges answered, handed to the client's own payment UI. */
export interface PayRequest {
  channel: PayChannel;
  payOrderId: string;
  /** WeChat: appId, timeStamp, nonceStr, package, signType, paySign. Alipay: tradeNO. */
  payParams: Record<string, unknown>;
  /** The provider's cashier page for a plain browser (it returns to the app afterwards). */
  cashierUrl?: string;
}

/**
 * What the bridge said. Never the truth about money: only the server's order state decides (ARCHITECTURE,
 * pitfalls). 'redirected' means the page is leaving for a cashier and will come back.
 */
export type PayOutcome = 'ok' | 'cancel' | 'fail' | 'unknown' | 'redirected';

/** A place to navigate to, in GCJ-02. */
export interface NavigationTarget {
  lng: number;
  lat: number;
  name: string;
  address?: string;
}

/** An invoice title the driver keeps in the host (WeChat's 发票抬头, Alipay's 发票管家), in the app's shape. */
export interface HostInvoiceTitle {
  /** 1 company (单位), 2 personal (个人): the app's numbering, not the host's. */
  titleType: 1 | 2;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

/** 1 = the first map provider (AMap, GCJ-02), 2 = the second (Baidu, BD-09, converted). */
export type MapProvider = 1 | 2;

/** Failures a driver can read ('browser does not support geolocation', '已取消扫码', …). */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly reason: 'unsupported' | 'denied' | 'cancelled' | 'failed' | 'timeout' = 'failed',
  ) {
    super(message);
  }
}

/**
 * The client the app runs in, behind one interface: WeChat-type, Alipay-type, the app shell, or the plain browser
 * (the fallback whenever a bridge is absent).
 */
export interface Platform {
  readonly clientType: ClientType;
  readonly kind: 'wechat' | 'alipay' | 'app' | 'browser';
  /** The driver's position (GCJ-02); rejects with PlatformError. */
  locate(): Promise<Position>;
  /** Scans a QR code or barcode and resolves with its text; rejects with PlatformError ('cancelled' too). */
  scan(): Promise<string>;
  /** Lets the driver pick or shoot an image, compressed. */
  pickImage(options?: { maxEdge?: number; quality?: number }): Promise<PickedImage>;
  /** Hands a payment to the client's own payment UI. */
  pay(request: PayRequest): Promise<PayOutcome>;
  /** Closes the webview through whichever bridge exists (a browser closes the window or goes back). */
  closeWindow(): void;
  /** Opens turn-by-turn navigation in a map app. */
  openMapNavigation(target: NavigationTarget, provider: MapProvider): void;
  /**
   * The host's own invoice-title picker, where the host gives a page one (WeChat-type only); absent elsewhere, and
   * the forms offer no button. Rejects with PlatformError ('cancelled' when the driver closes it).
   */
  chooseInvoiceTitle?(): Promise<HostInvoiceTitle>;
  /**
   * The host's silent identity of the payer (WeChat openid, Alipay user id), which the host's base-scope authorisation
   * put in the landing address without asking anything: the host's own pay of a visitor's order needs it. Absent in
   * the plain browser and the app shell; resolves null when the host gave none.
   */
  silentIdentity?(): Promise<string | null>;
  /** Loads the client's SDK if it has one (the WeChat JS-SDK); resolves at once where there is none. */
  loadSdk(): Promise<void>;
}
