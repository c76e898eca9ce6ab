/**
 * The Playwright fakes (test/e2e/bridges.ts) run here in jsdom against the real implementations, so a journey
 * that uses them fails for the app's reasons, not the fake's.
 */
import { createPlatform } from '@/platform';
import { alipayBridgeScript, appShellScript, wechatBridgeScript } from '../e2e/bridges';
import { removeBridges, restoreUserAgent } from '../support/bridges';

type FakeWindow = Window & { __fakeBridgeCalls?: { api: string; params: unknown }[]; __fakeBridgeOptions?: Record<string, unknown> };
const w = window as FakeWindow;

afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
  delete w.__fakeBridgeCalls;
  delete w.__fakeBridgeOptions;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function run(script: string) {
  new Function(script)(); // the very script Playwright would inject
}

test('the WeChat fake answers the scan and pay it was given, and no SDK script is requested', async () => {
  run(wechatBridgeScript({ scanResult: 'CODE_128,CHARGER0001', payErrMsg: 'get_brand_wcpay_request:cancel' }));
  const sign = jest.fn(async () => ({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }));
  const platform = createPlatform(2, window, { sign });
  expect(platform.kind).toBe('wechat');
  await expect(platform.scan()).resolves.toBe('CHARGER0001');
  await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: { package: 'prepay_id=1' } })).resolves.toBe('cancel');
  expect(document.head.querySelector('script')).toBeNull();
  expect(w.__fakeBridgeCalls?.map((c) => c.api)).toEqual(['config', 'scanQRCode', 'getBrandWCPayRequest']);
  w.__fakeBridgeOptions!.scanResult = '京A12345';
  await expect(platform.scan()).resolves.toBe('京A12345');
});

test('the WeChat fake signs with the mock backend by default', async () => {
  run(wechatBridgeScript());
  await expect(createPlatform(2, window).locate()).resolves.toEqual({ lng: 116.397428, lat: 39.90923, accuracy: 30 });
  expect(w.__fakeBridgeCalls?.[0]).toMatchObject({ api: 'config', params: { debug: false, jsApiList: expect.arrayContaining(['scanQRCode']) } });
});

test('the Alipay fake, injected late, answers scan and tradePay', async () => {
  run(alipayBridgeScript({ injectLater: true, resultCode: '6001', scanResult: '京B88888' }));
  const platform = createPlatform(3, window);
  const scanning = platform.scan();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await expect(scanning).resolves.toBe('京B88888');
  await expect(platform.pay({ channel: 2, payOrderId: 'PO1', payParams: { tradeNO: 'T1' } })).resolves.toBe('cancel');
});

test('the app shell fake answers through __driverAppBridgeReply', async () => {
  run(appShellScript({ scanResult: 'P1001', payOutcome: 'fail' }));
  const platform = createPlatform(1, window);
  expect(platform.kind).toBe('app');
  await expect(platform.scan()).resolves.toBe('P1001');
  await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: {} })).resolves.toBe('fail');
});
