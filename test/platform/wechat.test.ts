import { waitFor } from '@testing-library/react';
import { PlatformError } from '@/platform/types';
import type * as WechatModule from '@/platform/wechat';
import { createWechatPlatform, jsSdkUrl, stripBarcodePrefix, type JsapiSignature } from '@/platform/wechat';
import { installFakeWechat, removeBridges, restoreUserAgent, setUserAgent, userAgents, type FakeWechatOptions } from '../support/bridges';
import { mockCanvas, mockImageLoading } from './canvasMock';

afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
  window.history.replaceState({}, '', '/');
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.restoreAllMocks();
});

function signer() {
  const sign = jest.fn(
    async (_url: string): Promise<JsapiSignature> => ({ appId: 'wx0123456789', timestamp: 1767225600, nonceStr: 'nonce', signature: `sig-${sign.mock.calls.length}` }),
  );
  return sign;
}

function setup(ua: string, fakeOptions: FakeWechatOptions = {}, readyTimeoutMs?: number) {
  setUserAgent(window, ua);
  const fake = installFakeWechat(window, fakeOptions);
  const sign = signer();
  const platform = createWechatPlatform(2, window, { sign, readyTimeoutMs, bridgeTimeoutMs: 50 });
  return { fake, sign, platform };
}

/**
 * The driver landed on /home?reqJson=…, then the router moved to /payPage. Fresh modules, so the landing URL is
 * remembered the way it is at boot: by the first import of src/platform.
 */
async function landThenNavigate(ua: string) {
  window.history.replaceState({}, '', '/home?reqJson=abc#top');
  let fresh!: typeof WechatModule;
  await jest.isolateModulesAsync(async () => {
    await import('@/platform');
    fresh = await import('@/platform/wechat');
  });
  window.history.pushState({}, '', '/payPage?parkId=P1001#fee');
  setUserAgent(window, ua);
  installFakeWechat(window);
  const sign = signer();
  return { sign, platform: fresh.createWechatPlatform(2, window, { sign }), urlToSign: fresh.urlToSign };
}

test('on iOS the signature is asked for the landing URL (without the fragment)', async () => {
  const { sign, platform, urlToSign } = await landThenNavigate(userAgents.iphoneWechat);
  await expect(platform.scan()).resolves.toBe('京A12345');
  expect(sign).toHaveBeenCalledTimes(1);
  expect(sign).toHaveBeenCalledWith('http://localhost/home?reqJson=abc');
  expect(urlToSign(window)).toBe('http://localhost/home?reqJson=abc');
});

test('on Android the signature is asked for the current URL (without the fragment)', async () => {
  const { sign, platform } = await landThenNavigate(userAgents.androidWechat);
  await platform.scan();
  expect(sign).toHaveBeenCalledWith('http://localhost/payPage?parkId=P1001');
});

test('wx.config gets the signature and the APIs the app uses', async () => {
  const { fake, platform } = setup(userAgents.androidWechat);
  await platform.scan();
  expect(fake.configCalls[0]).toMatchObject({ appId: 'wx0123456789', timestamp: 1767225600, nonceStr: 'nonce', signature: 'sig-1', debug: false });
  expect(fake.configCalls[0]?.jsApiList).toEqual(expect.arrayContaining(['getLocation', 'scanQRCode', 'chooseImage', 'getLocalImgData', 'openLocation']));
});

test('SDK calls wait for wx.ready, and the SDK is configured once for many calls', async () => {
  const { fake, sign, platform } = setup(userAgents.androidWechat);
  const [code, position] = await Promise.all([platform.scan(), platform.locate()]);
  expect(code).toBe('京A12345');
  expect(position).toEqual({ lng: 116.397428, lat: 39.90923, accuracy: 30 });
  expect(fake.calls.map((c) => [c.name, c.afterReady])).toEqual([
    ['scanQRCode', true],
    ['getLocation', true],
  ]);
  expect(fake.callsOf('getLocation')[0]?.options.type).toBe('gcj02');
  expect(fake.callsOf('scanQRCode')[0]?.options).toMatchObject({ needResult: 1, scanType: ['qrCode', 'barCode'] });
  await platform.scan();
  expect(sign).toHaveBeenCalledTimes(1);
  expect(fake.configCalls).toHaveLength(1);
});

test('a config that never becomes ready fails with a timeout and makes no SDK call', async () => {
  const { fake, platform } = setup(userAgents.androidWechat, { configs: ['silent'] }, 30);
  const error = await platform.scan().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).reason).toBe('timeout');
  expect(fake.calls).toHaveLength(0);
});

test('wx.error signs again once, then the call goes through', async () => {
  const { fake, sign, platform } = setup(userAgents.androidWechat, { configs: ['error', 'ready'] });
  await expect(platform.scan()).resolves.toBe('京A12345');
  expect(sign).toHaveBeenCalledTimes(2);
  expect(fake.configCalls.map((c) => c.signature)).toEqual(['sig-1', 'sig-2']);
  expect(fake.callsOf('scanQRCode')[0]?.afterReady).toBe(true);
});

test('a second wx.error gives up with a message, and the next call starts over', async () => {
  const { fake, sign, platform } = setup(userAgents.androidWechat, { configs: ['error'] });
  await expect(platform.scan()).rejects.toThrow('微信接口初始化失败，请刷新页面后重试');
  expect(sign).toHaveBeenCalledTimes(2);
  expect(fake.calls).toHaveLength(0);
  await expect(platform.scan()).rejects.toThrow(PlatformError);
  expect(sign).toHaveBeenCalledTimes(4);
});

test('a failed signature request rejects with a readable message', async () => {
  setUserAgent(window, userAgents.androidWechat);
  installFakeWechat(window);
  const sign = jest.fn(() => Promise.reject(new Error('network')));
  const platform = createWechatPlatform(2, window, { sign });
  await expect(platform.scan()).rejects.toThrow('微信签名获取失败，请稍后重试');
});

test('barcodes lose their format prefix, QR texts stay as they are', async () => {
  const { platform } = setup(userAgents.androidWechat, { scanResult: 'CODE_128,6901234567892' });
  await expect(platform.scan()).resolves.toBe('6901234567892');
  expect(stripBarcodePrefix('EAN_13,6901234567892')).toBe('6901234567892');
  expect(stripBarcodePrefix('https://example.com/pile?code=A,B')).toBe('https://example.com/pile?code=A,B');
});

test('a cancelled scan rejects as cancelled', async () => {
  const { platform } = setup(userAgents.androidWechat, { scanResult: 'cancel' });
  await expect(platform.scan()).rejects.toMatchObject({ message: '已取消扫码', reason: 'cancelled' });
});

test('a refused location rejects as denied', async () => {
  const { platform } = setup(userAgents.androidWechat, { location: { fail: 'getLocation:fail auth deny' } });
  await expect(platform.locate()).rejects.toMatchObject({ reason: 'denied' });
});

test.each([
  ['get_brand_wcpay_request:ok', 'ok'],
  ['get_brand_wcpay_request:cancel', 'cancel'],
  ['get_brand_wcpay_request:fail', 'fail'],
  ['system:access_denied', 'unknown'],
])('WeixinJSBridge pay answer %s maps to %s', async (errMsg, outcome) => {
  const { fake, sign, platform } = setup(userAgents.androidWechat, { payErrMsg: errMsg });
  const payParams = { appId: 'wx0123456789', timeStamp: '1767225600', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' };
  await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams })).resolves.toBe(outcome);
  expect(fake.invokes).toEqual([{ name: 'getBrandWCPayRequest', params: payParams }]);
  // Paying needs only the injected bridge, not the SDK.
  expect(sign).not.toHaveBeenCalled();
});

test("the invoice-title picker goes through WeixinJSBridge and answers the app's shape", async () => {
  const { fake, platform } = setup(userAgents.androidWechat);
  await expect(platform.chooseInvoiceTitle!()).resolves.toMatchObject({ titleType: 1, name: '北京示例科技有限公司', taxNo: '91110000802100433B' });
  expect(fake.invokes).toEqual([{ name: 'chooseInvoiceTitle', params: { scene: '1' } }]);
});

test.each([
  [{ err_msg: 'chooseInvoiceTitle:cancel' }, 'cancelled'],
  [{ err_msg: 'chooseInvoiceTitle:fail' }, 'failed'],
  [{ err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: '{}' }, 'failed'],
])('an invoice-title answer %j rejects as %s', async (invoiceTitle, reason) => {
  const { platform } = setup(userAgents.androidWechat, { invoiceTitle });
  await expect(platform.chooseInvoiceTitle!()).rejects.toMatchObject({ reason });
});

test('pay waits for WeixinJSBridgeReady when the bridge is injected late', async () => {
  const { fake, platform } = setup(userAgents.androidWechat, { bridgeLater: true });
  const paying = platform.pay({ channel: 3, payOrderId: 'PO1', payParams: {} });
  await new Promise((r) => setTimeout(r, 10));
  expect(fake.invokes).toHaveLength(0);
  fake.injectBridge();
  await expect(paying).resolves.toBe('ok');
});

test('pay fails with a timeout when WeixinJSBridge never comes', async () => {
  const { platform } = setup(userAgents.androidWechat, { bridgeLater: true });
  await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: {} })).rejects.toMatchObject({ reason: 'timeout' });
});

test('the balance needs no bridge; Alipay inside WeChat needs a cashier page', async () => {
  const { platform, fake } = setup(userAgents.androidWechat);
  await expect(platform.pay({ channel: 6, payOrderId: 'PO1', payParams: {} })).resolves.toBe('ok');
  await expect(platform.pay({ channel: 2, payOrderId: 'PO1', payParams: {} })).rejects.toMatchObject({ reason: 'unsupported' });
  expect(fake.invokes).toHaveLength(0);
});

test('the SDK script is loaded from the fixed version URL only when first needed', async () => {
  setUserAgent(window, userAgents.androidWechat);
  const sign = signer();
  const platform = createWechatPlatform(2, window, { sign });
  expect(document.querySelector('script')).toBeNull();
  const loading = platform.loadSdk();
  const script = document.head.querySelector('script') as HTMLScriptElement;
  expect(script.src).toBe(jsSdkUrl);
  expect(jsSdkUrl).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
  installFakeWechat(window);
  script.dispatchEvent(new Event('load'));
  await expect(loading).resolves.toBeUndefined();
  expect(sign).toHaveBeenCalledTimes(1);
});

test('a script that cannot load rejects, and the next call tries again', async () => {
  setUserAgent(window, userAgents.androidWechat);
  const platform = createWechatPlatform(2, window, { sign: signer() });
  const first = platform.scan();
  document.head.querySelector('script')?.dispatchEvent(new Event('error'));
  await expect(first).rejects.toThrow('微信组件加载失败，请检查网络后重试');
  expect(document.head.querySelector('script')).toBeNull();
  void platform.scan().catch(() => undefined);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

test('pickImage chooses one picture, reads its data and compresses it', async () => {
  const { fake, platform } = setup(userAgents.iphoneWechat, { localData: 'data:image/png;base64,iVBORw0KGgo=' });
  const canvas = mockCanvas('data:image/jpeg;base64,SlBFRw==');
  const images = mockImageLoading(window, 3000, 4000);
  const picked = await platform.pickImage();
  images.restore();
  expect(fake.callsOf('chooseImage')[0]?.options).toMatchObject({ count: 1, sizeType: ['compressed'] });
  expect(fake.callsOf('getLocalImgData')[0]?.options.localId).toBe('wxLocalResource://image1');
  expect(images.sources).toEqual(['data:image/png;base64,iVBORw0KGgo=']);
  expect(canvas.canvases[0]).toMatchObject({ width: 960, height: 1280 });
  expect(picked).toEqual({ fileData: 'SlBFRw==', suffix: 'jpg', dataUrl: 'data:image/jpeg;base64,SlBFRw==' });
});

test('openLocation navigates provider 1 inside WeChat', async () => {
  const { fake, platform } = setup(userAgents.androidWechat);
  platform.openMapNavigation({ lng: 116.4112, lat: 39.9141, name: '王府井百货停车场', address: '王府井大街255号' }, 1);
  await waitFor(() => expect(fake.callsOf('openLocation')).toHaveLength(1));
  expect(fake.callsOf('openLocation')[0]?.options).toMatchObject({ latitude: 39.9141, longitude: 116.4112, name: '王府井百货停车场', address: '王府井大街255号' });
  expect(fake.callsOf('openLocation')[0]?.afterReady).toBe(true);
});

test('closing goes through WeixinJSBridge', () => {
  const { fake, platform } = setup(userAgents.androidWechat);
  platform.closeWindow();
  expect(fake.bridgeCalls).toEqual(['closeWindow']);
});

test('when openLocation is refused, provider 1 opens AMap web navigation instead', async () => {
  const { platform } = setup(userAgents.androidWechat, { openLocation: { fail: 'openLocation:fail' } });
  const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  platform.openMapNavigation({ lng: 116.4112, lat: 39.9141, name: '王府井' }, 1);
  // The refusal arrives through the bridge's callback: on a loaded machine that is more than a tick away.
  await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/uri\.amap\.com\/navigation\?to=116\.4112,39\.9141,/), '_blank'));
});
