import { backend } from '../support/mockServer';

/** The control API of mock-contract.md, spoken to over fetch like the e2e tests do. */
const api = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init).then(async (r) => ({ status: r.status, body: await r.json() as { code: string; msg: string; data: unknown } }));
const post = (path: string, body?: unknown) => api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
const PAY_MODEL = '/api/pay/v2/api/payModel';

test('faults fail the next `times` matching calls, then calls succeed again', async () => {
  await post('/__mock/faults', { path: '/pay/v2/api/payModel', code: '0x1306510012', msg: '系统繁忙', times: 2 });
  expect((await api(PAY_MODEL)).body.code).toBe('0x1306510012');
  expect((await api(PAY_MODEL)).body).toEqual({ code: '0x1306510012', msg: '系统繁忙', data: null });
  expect((await api(PAY_MODEL)).body.code).toBe('200');
});

test('a fault may name the method, an HTTP status or a network error; DELETE clears them all', async () => {
  await post('/__mock/faults', { method: 'POST', path: '/pay/v2/api/payModel', code: 'X' });
  expect((await api(PAY_MODEL)).body.code).toBe('200');
  await post('/__mock/faults', { path: '/pay/v2/api/payModel', httpStatus: 503 });
  expect((await api(PAY_MODEL)).status).toBe(503);
  await post('/__mock/faults', { path: '/pay/v2/api/payModel', networkError: true });
  await expect(fetch(`http://localhost${PAY_MODEL}`)).rejects.toThrow();
  await post('/__mock/faults', { path: '/pay/v2/api/payModel', code: 'X', times: 5 });
  await api('/__mock/faults', { method: 'DELETE' });
  expect((await api(PAY_MODEL)).body.code).toBe('200');
});

test('a fault path may be an endpoints.json template', async () => {
  await post('/__mock/faults', { path: '/charge/v2/api/payCharges/sync/{id}', code: 'Y', msg: '同步失败' });
  expect((await api('/api/charge/v2/api/payCharges/sync/O123')).body.code).toBe('Y');
});

test('a fault without path is refused with a message', async () => {
  const r = await post('/__mock/faults', { code: 'X' });
  expect(r.status).toBe(400);
  expect(r.body.msg).toMatch(/path/);
});

test('calls lists what the server received since the last reset, filtered by path', async () => {
  await api(`${PAY_MODEL}?parkId=P1001`, { headers: { ClientType: '3' } });
  const r = await api('/__mock/calls?path=/pay/v2/api/payModel');
  expect(r.body.data).toEqual([expect.objectContaining({ method: 'GET', path: '/pay/v2/api/payModel', query: { parkId: 'P1001' }, headers: expect.objectContaining({ clienttype: '3' }) })]);
  await post('/__mock/reset');
  expect((await api('/__mock/calls?path=/pay/v2/api/payModel')).body.data).toEqual([]);
});

test('expire-tokens makes every issued access token answer 401 while refresh tokens still work', async () => {
  const login = await post('/api/auth/v2/api/driver/login', { phone: '13800138000', password: 'Driver@2026' });
  const { token, refreshToken } = login.body.data as { token: string; refreshToken: string };
  const balance = () => api('/api/driver/v2/api/balanceInfo', { headers: { Authorization: token } });
  expect((await balance()).body.code).toBe('200');
  await post('/__mock/expire-tokens');
  const expired = await balance();
  expect(expired.status).toBe(401);
  expect(expired.body.code).toBe('401');
  const refreshed = await post('/api/auth/v2/api/refreshToken', { refreshToken });
  expect(refreshed.body.code).toBe('200');
});

test('an unknown API path is a 404 envelope; a known path with the wrong method a 405', async () => {
  const missing = await api('/api/pay/v2/api/nothing');
  expect(missing.status).toBe(404);
  expect(missing.body.msg).toMatch(/接口不存在/);
  const wrong = await api(PAY_MODEL, { method: 'DELETE' });
  expect(wrong.status).toBe(405);
});

test('a body that is not JSON is refused with a clear message', async () => {
  const r = await api('/api/auth/v2/api/driver/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
  expect(r.body).toEqual({ code: '400', msg: '请求格式错误', data: null });
});

test('reset puts the data back to the seed', async () => {
  backend.db.drivers[0]!.balanceCents = 1;
  await post('/__mock/reset');
  expect(backend.db.drivers[0]!.balanceCents).toBe(10000);
});

test('a stale token does not stop a driver from signing in again', async () => {
  const first = await post('/api/auth/v2/api/driver/login', { phone: '13800138000', password: 'Driver@2026' });
  const { token } = first.body.data as { token: string };
  await post('/__mock/expire-tokens');
  const again = await api('/api/auth/v2/api/driver/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ phone: '13800138000', password: 'Driver@2026' }),
  });
  expect(again.body.code).toBe('200');
});
