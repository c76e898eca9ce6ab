import { createAlipayPlatform } from '@/platform/alipay';
import type { PayRequest, Platform } from '@/platform/types';
import { createWechatPlatform } from '@/platform/wechat';
import { readInFlight } from '@/payment/inFlight';
import { parkingKey, resultUrl } from '@/features/parkingPay/keys';
import { paymentRechecked, paymentRequested } from '@/payment/paymentSlice';
import type { PaymentStatus } from '@/payment/types';
import { installFakeAlipay, installFakeWechat, removeBridges } from '../support/bridges';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { fastTiming, payStore, pendingOf, restoreTiming, settle } from './kit';

/**
 * The full pay-result matrix: what the client's bridge said (WeChat ok/cancel/fail, Alipay 9000/8000/4000/6001/6002/
 * 6004) × what the server decided. The driver always sees the server's answer; the bridge only picks the words for an
 * order the server still has pending when the polling cap is reached.
 */

const KEY = parkingKey('U20001');
type ServerSays = 'paid' | 'failed' | 'closed' | 'pending';

beforeEach(() => {
  fastTiming();
  signInAs('A');
});
afterEach(() => {
  restoreTiming();
  removeBridges(window);
  window.sessionStorage.clear();
});

/** The real platform of the client, whose pay first lets the provider decide on the server (or not). */
function withServer(platform: Platform, server: ServerSays): Platform {
  return {
    ...platform,
    async pay(request: PayRequest) {
      if (server !== 'pending') await settle(request.payOrderId, server);
      return platform.pay(request);
    },
  };
}

function wechat(errMsg: string, server: ServerSays) {
  installFakeWechat(window, { payErrMsg: errMsg });
  const sign = async () => ({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
  return withServer(createWechatPlatform(2, window, { sign, bridgeTimeoutMs: 200 }), server);
}

function alipay(resultCode: string, server: ServerSays) {
  installFakeAlipay(window, { answers: { tradePay: { resultCode } } });
  return withServer(createAlipayPlatform(3, window, { readyTimeoutMs: 200 }), server);
}

async function payWith(platform: Platform, channel: 2 | 3) {
  const kit = payStore(platform);
  kit.store.dispatch(paymentRequested({ key: KEY, kind: 'parking', order: { uniqueId: 'U20001', parkId: 'P1001' }, channel }));
  return kit;
}

const cases: [string, () => Platform, 2 | 3, PaymentStatus, ServerSays][] = [
  ['WeChat ok, server paid', () => wechat('get_brand_wcpay_request:ok', 'paid'), 3, 'paid', 'paid'],
  ['WeChat ok, server failed', () => wechat('get_brand_wcpay_request:ok', 'failed'), 3, 'failed', 'failed'],
  ['WeChat ok, server still pending at the cap', () => wechat('get_brand_wcpay_request:ok', 'pending'), 3, 'pending', 'pending'],
  ['WeChat cancel, but the server has the money', () => wechat('get_brand_wcpay_request:cancel', 'paid'), 3, 'paid', 'paid'],
  ['WeChat cancel, server pending', () => wechat('get_brand_wcpay_request:cancel', 'pending'), 3, 'cancelled', 'pending'],
  ['WeChat fail, but the server has the money', () => wechat('get_brand_wcpay_request:fail', 'paid'), 3, 'paid', 'paid'],
  ['WeChat fail, server failed', () => wechat('get_brand_wcpay_request:fail', 'failed'), 3, 'failed', 'failed'],
  ['Alipay 9000, server paid', () => alipay('9000', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 9000, server closed', () => alipay('9000', 'closed'), 2, 'cancelled', 'closed'],
  ['Alipay 8000 (processing), server paid', () => alipay('8000', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 8000, server pending at the cap', () => alipay('8000', 'pending'), 2, 'pending', 'pending'],
  ['Alipay 4000 (failed), server pending', () => alipay('4000', 'pending'), 2, 'failed', 'pending'],
  ['Alipay 4000, but the server has the money', () => alipay('4000', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 6001 (cancelled), server pending', () => alipay('6001', 'pending'), 2, 'cancelled', 'pending'],
  ['Alipay 6001, but the server has the money', () => alipay('6001', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 6002 (network error), server paid', () => alipay('6002', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 6002, server failed', () => alipay('6002', 'failed'), 2, 'failed', 'failed'],
  ['Alipay 6004 (unknown), server paid', () => alipay('6004', 'paid'), 2, 'paid', 'paid'],
  ['Alipay 6004, server pending at the cap', () => alipay('6004', 'pending'), 2, 'pending', 'pending'],
];

test.each(cases)('%s', async (_name, platform, channel, expected, server) => {
  const kit = await payWith(platform(), channel);
  const entry = await kit.until(KEY, expected);
  // The driver is on the result page of that order, and the bill is paid exactly when the server says so.
  expect(kit.navigator.visits).toContain(resultUrl(KEY, entry.payOrderId));
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20001')?.state === 'paid').toBe(server === 'paid');
  // An order the server still has pending stays remembered (a retry reuses it); a settled one is forgotten.
  expect(readInFlight(KEY)?.payOrderId).toBe(server === 'pending' ? entry.payOrderId : undefined);
  expect(pendingOf('U20001')?.payOrderId).toBe(server === 'pending' ? entry.payOrderId : undefined);
});

test('the server settles while the app polls after WeChat said ok: paid', async () => {
  const kit = await payWith(wechat('get_brand_wcpay_request:ok', 'pending'), 3);
  const confirming = await kit.until(KEY, 'confirming');
  await settle(confirming.payOrderId as string, 'paid');
  await kit.until(KEY, 'paid');
});

test('pending at the cap, then 重新查询 after the provider settled: paid', async () => {
  const kit = await payWith(alipay('6004', 'pending'), 2);
  const pending = await kit.until(KEY, 'pending');
  await settle(pending.payOrderId as string, 'paid');
  kit.store.dispatch(paymentRechecked({ key: KEY }));
  await kit.until(KEY, 'paid');
});
