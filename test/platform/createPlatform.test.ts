import { createPlatform, detectKind } from '@/platform';
import { fetchJsapiSign } from '@/platform/jsapiSign';
import type { JsapiSignature } from '@/platform/wechat';
import { backend } from '../support/mockServer';
import { installFakeAlipay, installFakeAppShell, installFakeWechat, removeBridges, restoreUserAgent, setUserAgent, userAgents } from '../support/bridges';

afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

const sign = jest.fn(async (): Promise<JsapiSignature> => ({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }));

test('a WeChat-type client opened in Chrome (no bridge) gets the browser, still client type 2', async () => {
  setUserAgent(window, userAgents.androidChrome);
  const platform = createPlatform(2, window);
  expect(platform.kind).toBe('browser');
  expect(platform.clientType).toBe(2);
  await expect(platform.locate()).rejects.toThrow('browser does not support geolocation');
  await expect(platform.loadSdk()).resolves.toBeUndefined();
  expect(document.querySelector('script')).toBeNull();
});

test.each([
  [1, {}, 'browser'],
  [1, { DriverAppBridge: {} }, 'app'],
  [2, {}, 'browser'],
  [2, { WeixinJSBridge: {} }, 'wechat'],
  [2, { wx: {} }, 'wechat'],
  [3, {}, 'browser'],
  [3, { AlipayJSBridge: {} }, 'alipay'],
  // The wrong client's bridge does not count.
  [3, { WeixinJSBridge: {} }, 'browser'],
  [2, { AlipayJSBridge: {} }, 'browser'],
] as const)('client type %i with %j runs as %s', (clientType, bridges, kind) => {
  const win = { navigator: { userAgent: userAgents.androidChrome }, ...bridges } as unknown as Window;
  expect(detectKind(clientType, win)).toBe(kind);
});

test('WeChat and Alipay user agents count as their bridge on its way', () => {
  expect(detectKind(2, { navigator: { userAgent: userAgents.iphoneWechat } } as unknown as Window)).toBe('wechat');
  expect(detectKind(3, { navigator: { userAgent: userAgents.androidAlipay } } as unknown as Window)).toBe('alipay');
});

test('the WeChat implementation loads on the first call, not at creation, and uses the given signer', async () => {
  setUserAgent(window, userAgents.androidWechat);
  const fake = installFakeWechat(window, { scanResult: 'CODE_128,12345678' });
  const platform = createPlatform(2, window, { sign });
  expect(platform.kind).toBe('wechat');
  expect(sign).not.toHaveBeenCalled();
  expect(fake.configCalls).toHaveLength(0);
  await expect(platform.scan()).resolves.toBe('12345678');
  expect(sign).toHaveBeenCalledTimes(1);
});

test('Alipay and app implementations are reached through createPlatform', async () => {
  installFakeAlipay(window, { answers: { tradePay: { resultCode: '6001' } } });
  await expect(createPlatform(3, window).pay({ channel: 2, payOrderId: 'PO1', payParams: { tradeNO: 'T1' } })).resolves.toBe('cancel');
  installFakeAppShell(window, () => ({ ok: true, data: { text: 'P1001' } }));
  const app = createPlatform(1, window);
  expect(app.kind).toBe('app');
  await expect(app.scan()).resolves.toBe('P1001');
});

test('the default signer asks the basic service for the page URL', async () => {
  const signature = await fetchJsapiSign('http://localhost/home?reqJson=abc');
  expect(signature).toEqual({ appId: expect.any(String), timestamp: expect.any(Number), nonceStr: expect.any(String), signature: expect.stringMatching(/^[0-9a-f]{40}$/) });
  expect(backend.calls.list('/basic/v2/api/jsapiSigns')[0]?.query).toEqual({ url: 'http://localhost/home?reqJson=abc' });
});

test('the default signer turns a server refusal into a PlatformError', async () => {
  backend.faults.add({ path: '/basic/v2/api/jsapiSigns', code: '500', msg: '签名服务繁忙' });
  await expect(fetchJsapiSign('http://localhost/home')).rejects.toMatchObject({ message: '签名服务繁忙', reason: 'failed' });
});
