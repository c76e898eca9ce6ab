import { decodeCustomPayload } from '@/lib/customPayload';
import { send } from '@/api/request';
import { NETWORK_ERROR, TIMEOUT_ERROR } from '@/api/apiError';
import { backend } from '../support/mockServer';

/** What the server received for the last call to a path. */
function lastCall(path: string) {
  const calls = backend.calls.list(path);
  return calls[calls.length - 1]!;
}

describe('headers of every call', () => {
  test('Authorization carries the token, ClientType the stored client type', async () => {
    localStorage.setItem('clientType', '3');
    await send('pay', { url: '/pay/v2/api/payModel' }, 'at_abc');
    const call = lastCall('/pay/v2/api/payModel');
    expect(call.headers.authorization).toBe('at_abc');
    expect(call.headers.clienttype).toBe('3');
  });

  test('ClientType defaults to 2 and a visitor sends no Authorization', async () => {
    await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    const call = lastCall('/pay/v2/api/payModel');
    expect(call.headers.clienttype).toBe('2');
    expect(call.headers.authorization).toBeUndefined();
  });

  test('CustomPayload is base64 JSON of ns, ts, driverDealerId, openid, buyid and authModel', async () => {
    localStorage.setItem('driverDealerId', '1001');
    localStorage.setItem('openId', 'oWx_demo_A');
    localStorage.setItem('buyid', 'B77');
    const before = Date.now();
    await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    const payload = decodeCustomPayload(lastCall('/pay/v2/api/payModel').headers.custompayload!);
    expect(payload).toEqual({ ns: expect.stringMatching(/^[A-Za-z0-9]{32}$/), ts: expect.any(Number), driverDealerId: '1001', openid: 'oWx_demo_A', buyid: 'B77', authModel: 0 });
    expect(payload.ts).toBeGreaterThanOrEqual(before);
  });

  test('the lower-case openid key is read when openId is absent', async () => {
    localStorage.setItem('openid', 'oAli_9');
    await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(decodeCustomPayload(lastCall('/pay/v2/api/payModel').headers.custompayload!).openid).toBe('oAli_9');
  });

  test('authModel is forced to 1 for the configured order, coupon, balance and plate calls', async () => {
    localStorage.setItem('reqJson', JSON.stringify({ authModel: 2 }));
    await send('charge', { url: '/charge/v2/api/payCharges/sync/O1', template: '/charge/v2/api/payCharges/sync/{id}' }, undefined);
    await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(decodeCustomPayload(lastCall('/charge/v2/api/payCharges/sync/{id}').headers.custompayload!).authModel).toBe(1);
    expect(decodeCustomPayload(lastCall('/pay/v2/api/payModel').headers.custompayload!).authModel).toBe(2);
  });

  test('booking calls carry thirdId from the stored openId, under the booking base path', async () => {
    localStorage.setItem('openId', 'oWx_demo_A');
    await send('booking', { url: '/api/v1/getLoginState', method: 'POST', body: {} }, undefined);
    expect(lastCall('/api/v1/getLoginState').body).toEqual({ thirdId: 'oWx_demo_A' });
  });

  test('payCharges carries the stored collectorCode, and nothing when none is stored', async () => {
    await send('charge', { url: '/charge/v2/api/payCharges', method: 'POST', body: { uniqueId: 'U1' } }, undefined);
    expect(lastCall('/charge/v2/api/payCharges').body).toEqual({ uniqueId: 'U1' });
    localStorage.setItem('collectorCode', 'C-9');
    await send('charge', { url: '/charge/v2/api/payCharges', method: 'POST', body: { uniqueId: 'U1' } }, undefined);
    expect(lastCall('/charge/v2/api/payCharges').body).toEqual({ uniqueId: 'U1', collectorCode: 'C-9' });
  });
});

describe('the envelope', () => {
  test("code '200' returns data", async () => {
    const r = await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(r).toEqual({ ok: true, data: expect.objectContaining({ defaultChannel: 3 }) });
  });

  test('any other code rejects with the code and the server message', async () => {
    backend.faults.add({ path: '/pay/v2/api/payModel', code: '0x1306510012', msg: '车场系统繁忙' });
    const r = await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(r).toEqual({ ok: false, error: { code: '0x1306510012', msg: '车场系统繁忙', status: 200 } });
  });

  test('an HTTP error without an envelope becomes a readable message', async () => {
    backend.faults.add({ path: '/pay/v2/api/payModel', httpStatus: 502 });
    const r = await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('bad networks', () => {
  test('a network failure becomes a clear error, never a throw', async () => {
    backend.faults.add({ path: '/pay/v2/api/payModel', networkError: true });
    const r = await send('pay', { url: '/pay/v2/api/payModel' }, undefined);
    expect(r).toEqual({ ok: false, error: { code: NETWORK_ERROR, msg: '网络异常，请检查网络后重试' } });
  });

  test('a call that takes longer than 10 s is abandoned with a timeout message', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      backend.faults.add({ path: '/pay/v2/api/payModel', delayMs: 60_000 });
      const pending = send('pay', { url: '/pay/v2/api/payModel' }, undefined);
      await jest.advanceTimersByTimeAsync(9_900);
      let settled = false;
      void pending.then(() => { settled = true; });
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      expect(await pending).toEqual({ ok: false, error: { code: TIMEOUT_ERROR, msg: '网络不给力，请求超时，请稍后重试' } });
    } finally {
      jest.useRealTimers();
    }
  });

  test('uploads get 30 s before they time out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      backend.faults.add({ path: '/basic/v2/api/pictures', delayMs: 60_000 });
      const pending = send('basic', { url: '/basic/v2/api/pictures', method: 'POST', body: { fileData: 'AA==', suffix: 'jpg' } }, undefined);
      let settled = false;
      void pending.then(() => { settled = true; });
      await jest.advanceTimersByTimeAsync(20_000);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(10_100);
      expect((await pending).ok).toBe(false);
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

test('a call its caller cancels ends quietly as ABORTED, not as a network error', async () => {
  backend.faults.add({ path: '/pay/v2/api/payModel', delayMs: 200 });
  const controller = new AbortController();
  const pending = send('pay', { url: '/pay/v2/api/payModel' }, undefined, controller.signal);
  controller.abort();
  expect(await pending).toEqual({ ok: false, error: { code: 'ABORTED', msg: '请求已取消', handled: true } });
});

test('a call cancelled before it was sent (while it waited for its task) never reaches the server', async () => {
  const controller = new AbortController();
  controller.abort();
  expect(await send('pay', { url: '/pay/v2/api/payModel' }, undefined, controller.signal)).toEqual({ ok: false, error: { code: 'ABORTED', msg: '请求已取消', handled: true } });
  expect(backend.calls.list('/pay/v2/api/payModel', 'GET')).toEqual([]);
});
