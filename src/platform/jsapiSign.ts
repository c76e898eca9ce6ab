import { send } from '@/api/request';
import { readToken } from '@/session/tokens';
import { PlatformError } from './types';
import type { JsapiSignature } from './wechat';

/**
 * The default signer: GET ./api/basic/v2/api/jsapiSigns?url= through the app's own `send` (same headers,
 * CustomPayload and timeout as every call; no error toast, the platform call that needed it rejects instead).
 * Pass another `sign` to createPlatform to sign differently (see src/platform/README.md).
 */
export async function fetchJsapiSign(url: string): Promise<JsapiSignature> {
  const res = await send('basic', { url: '/basic/v2/api/jsapiSigns', params: { url }, silent: true }, readToken());
  if (!res.ok) throw new PlatformError(res.error.msg || '微信签名获取失败，请稍后重试', 'failed');
  const data = res.data as Partial<JsapiSignature> | null;
  if (!data || typeof data.appId !== 'string' || typeof data.signature !== 'string' || typeof data.nonceStr !== 'string') {
    throw new PlatformError('微信签名获取失败，请稍后重试', 'failed');
  }
  return { appId: data.appId, timestamp: Number(data.timestamp), nonceStr: data.nonceStr, signature: data.signature };
}
