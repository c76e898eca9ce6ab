import { createAlipayPlatform } from '@/platform/alipay';
import { PlatformError } from '@/platform/types';
import { installFakeAlipay, removeBridges } from '../support/bridges';
import { mockCanvas, mockImageLoading } from './canvasMock';

afterEach(() => {
  removeBridges(window);
  jest.restoreAllMocks();
});

const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));

test('calls wait for AlipayJSBridgeReady when the bridge is not injected yet', async () => {
  const fake = installFakeAlipay(window, { inject: 'later' });
  const platform = createAlipayPlatform(3, window);
  const locating = platform.locate();
  await tick();
  expect(fake.calls).toHaveLength(0);
  fake.inject();
  await expect(locating).resolves.toEqual({ lng: 116.397428, lat: 39.90923, accuracy: 20 });
  expect(fake.calls.map((c) => c.name)).toEqual(['getCurrentLocation']);
});

test('a bridge that never comes fails with a timeout', async () => {
  installFakeAlipay(window, { inject: 'later' });
  const error = await createAlipayPlatform(3, window, { readyTimeoutMs: 30 }).scan().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PlatformError);
  expect(error).toMatchObject({ reason: 'timeout', message: '支付宝组件未就绪，请稍后重试' });
});

test('an injected bridge is used at once', async () => {
  const fake = installFakeAlipay(window);
  await expect(createAlipayPlatform(3, window).scan()).resolves.toBe('京A12345');
  expect(fake.calls).toEqual([{ name: 'scan', params: { type: 'qr' } }]);
});

test('a cancelled scan and a refused location say so', async () => {
  installFakeAlipay(window, { answers: { scan: { error: 10, errorMessage: '用户取消' }, getCurrentLocation: { error: 11, errorMessage: '权限' } } });
  const platform = createAlipayPlatform(3, window);
  await expect(platform.scan()).rejects.toMatchObject({ reason: 'cancelled', message: '已取消扫码' });
  await expect(platform.locate()).rejects.toMatchObject({ reason: 'denied' });
});

test.each([
  ['9000', 'ok'],
  ['8000', 'unknown'],
  ['6004', 'unknown'],
  ['6002', 'unknown'],
  ['6001', 'cancel'],
  ['4000', 'fail'],
])('tradePay resultCode %s maps to %s', async (resultCode, outcome) => {
  const fake = installFakeAlipay(window, { answers: { tradePay: { resultCode } } });
  await expect(createAlipayPlatform(3, window).pay({ channel: 2, payOrderId: 'PO1', payParams: { tradeNO: '2026010122001' } })).resolves.toBe(outcome);
  expect(fake.calls).toEqual([{ name: 'tradePay', params: { tradeNO: '2026010122001' } }]);
});

test('a payment without tradeNO is refused before the bridge', async () => {
  const fake = installFakeAlipay(window);
  await expect(createAlipayPlatform(3, window).pay({ channel: 2, payOrderId: 'PO1', payParams: {} })).rejects.toThrow('支付参数缺失，请重新下单');
  expect(fake.calls).toHaveLength(0);
});

test('pickImage compresses the chosen picture', async () => {
  const fake = installFakeAlipay(window);
  const canvas = mockCanvas('data:image/jpeg;base64,QUxJ');
  const images = mockImageLoading(window, 2560, 1440);
  const picked = await createAlipayPlatform(3, window).pickImage();
  images.restore();
  expect(fake.calls[0]?.name).toBe('chooseImage');
  expect(images.sources).toEqual(['https://resource/apml123.image']);
  expect(canvas.canvases[0]).toMatchObject({ width: 1280, height: 720 });
  expect(picked.fileData).toBe('QUxJ');
});

test('closing pops the window', () => {
  const fake = installFakeAlipay(window);
  const popWindow = jest.spyOn(fake.bridge, 'call');
  createAlipayPlatform(3, window).closeWindow();
  expect(popWindow).toHaveBeenCalledWith('popWindow');
});
