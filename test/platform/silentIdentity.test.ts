import { createPlatform } from '@/platform';
import { writeStored } from '@/session/storage';
import { installFakeAlipay, installFakeAppShell, installFakeWechat, removeBridges, restoreUserAgent, setUserAgent, userAgents } from '../support/bridges';

afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
  writeStored('openId', undefined);
});

test('WeChat and Alipay give the identity the host put in the landing address, without asking; none before it is there', async () => {
  installFakeWechat(window);
  const wechat = createPlatform(2, window, { sign: async () => ({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }) });
  expect(wechat.kind).toBe('wechat');
  await expect(wechat.silentIdentity?.()).resolves.toBeNull();
  writeStored('openId', 'oWx_visitor');
  await expect(wechat.silentIdentity?.()).resolves.toBe('oWx_visitor');
  removeBridges(window);

  installFakeAlipay(window);
  const alipay = createPlatform(3, window);
  expect(alipay.kind).toBe('alipay');
  await expect(alipay.silentIdentity?.()).resolves.toBe('oWx_visitor');
});

test('the plain browser and the app shell have no silent identity', () => {
  setUserAgent(window, userAgents.androidChrome);
  writeStored('openId', 'oWx_visitor');
  expect(createPlatform(2, window).silentIdentity).toBeUndefined();
  installFakeAppShell(window);
  expect(createPlatform(1, window).silentIdentity).toBeUndefined();
});
