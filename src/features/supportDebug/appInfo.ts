import type { ClientType } from '@/lib/wire';
import type { Platform } from '@/platform/types';

declare const __APP_VERSION__: string | undefined;

/** What the panel shows and the export carries about where the app runs. */
export interface AppInfo {
  version: string;
  clientType: ClientType;
  clientTypeText: string;
  platform: Platform['kind'];
  platformText: string;
  /** development or production build. */
  build: string;
  userAgent: string;
}

const CLIENT_TYPE_TEXT: Record<ClientType, string> = { 1: '1 · App', 2: '2 · 微信', 3: '3 · 支付宝' };
const PLATFORM_TEXT: Record<Platform['kind'], string> = { wechat: '微信内置浏览器', alipay: '支付宝内置浏览器', app: 'App 内嵌页面', browser: '普通浏览器' };

export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : '开发版';
}

export function appInfoOf(platform: Pick<Platform, 'clientType' | 'kind'>): AppInfo {
  return {
    version: appVersion(),
    clientType: platform.clientType,
    clientTypeText: CLIENT_TYPE_TEXT[platform.clientType],
    platform: platform.kind,
    platformText: PLATFORM_TEXT[platform.kind],
    build: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
  };
}
