import { payApi } from '@/api/pay';
import { readToken, saveTokens } from '@/session/tokens';
import { backend } from '../support/mockServer';
import { storeWithFakes } from '../support/store';
import type { DialogOptions } from '@/ui/feedback/types';

const PATH = '/pay/v2/api/payModel';

/** Makes the next payModel call fail with `code`, calls it through the app's API, and returns the fakes. */
async function failWith(code: string, msg: string, options: Parameters<typeof storeWithFakes>[0] = {}) {
  backend.faults.add({ path: PATH, code, msg });
  const fakes = storeWithFakes({ at: '/payPage?uniqueId=U1', ...options });
  const result = await fakes.store.dispatch(payApi.endpoints.payModel.initiate({}));
  await Promise.resolve();
  return { ...fakes, result };
}

const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const timers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

afterEach(() => jest.useRealTimers());

test('any other code: a 3 s toast with the server message, and the request is rejected', async () => {
  const { ui, result } = await failWith('0xABC', '车位已满，请稍后再试');
  expect(result.error).toEqual({ code: '0xABC', msg: '车位已满，请稍后再试', status: 200 });
  expect(ui.toasts).toEqual([{ text: '车位已满，请稍后再试', ms: 3000 }]);
});

test('a network failure toasts the network message', async () => {
  backend.faults.add({ path: PATH, networkError: true });
  const { store, ui } = storeWithFakes();
  await store.dispatch(payApi.endpoints.payModel.initiate({}));
  expect(ui.toasts).toEqual([{ text: '网络异常，请检查网络后重试', ms: 3000 }]);
});

test('0x1306510012: an error toast of 5 s', async () => {
  const { ui } = await failWith('0x1306510012', '停车场网络异常');
  expect(ui.toasts).toEqual([{ text: '停车场网络异常', ms: 5000 }]);
});

test('0xd12501001: toast, tokens, reqJson and platInfo cleared, login with redirect after 3 s', async () => {
  timers();
  saveTokens({ token: 'at_x', refreshToken: 'rt_x' });
  localStorage.setItem('reqJson', JSON.stringify({ driverDealerId: '1001' }));
  localStorage.setItem('platInfo', JSON.stringify({ name: 'x' }));
  localStorage.setItem('lat', '39.9');
  const { ui, navigator, store } = await failWith('0xd12501001', '请先登录', { preloaded: { session: { status: 'driver', driverId: 'D1' } } });
  expect(ui.toasts).toEqual([{ text: '请先登录', ms: 3000 }]);
  expect(readToken()).toBeUndefined();
  expect(localStorage.getItem('reqJson')).toBeNull();
  expect(localStorage.getItem('platInfo')).toBeNull();
  expect(localStorage.getItem('lat')).toBe('39.9');
  expect(store.getState().session.status).toBe('visitor');
  await jest.advanceTimersByTimeAsync(2_999);
  expect(navigator.visits).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(navigator.visits[1]).toBe('/login?redirect=%2FpayPage%3FuniqueId%3DU1');
});

test('0xd12501021: the exact confirm text, tokens cleared, login with redirect /mine after 3 s', async () => {
  timers();
  saveTokens({ token: 'at_x', refreshToken: 'rt_x' });
  const { ui, navigator } = await failWith('0xd12501021', 'kicked');
  expect(ui.dialogs.map((d) => d.content)).toEqual(['该账号已在其他手机登录，请重新登录或尝试修改密码。']);
  expect(readToken()).toBeUndefined();
  await jest.advanceTimersByTimeAsync(3_000);
  expect(navigator.visits[1]).toBe('/login?redirect=%2Fmine');
  expect(ui.closed).toBe(1);
});

test('0xd12501021 tapped at once goes to login at once', async () => {
  const { navigator } = await failWith('0xd12501021', 'kicked', { answer: press('重新登录') });
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.visits[1]).toBe('/login?redirect=%2Fmine');
});

test('0xd12501022: goes to /bindPhone, remembering where the driver was', async () => {
  const { navigator } = await failWith('0xd12501022', '请绑定手机号');
  expect(navigator.visits[1]).toBe('/bindPhone?redirect=%2FpayPage%3FuniqueId%3DU1');
});

test('0x10d7500008 at an exit lane (sourceType 5): go to /scanPayPage', async () => {
  localStorage.setItem('sourceType', '5');
  const { navigator, ui, platform } = await failWith('0x10d7500008', '请在出口扫码缴费');
  expect(navigator.visits[1]).toBe('/scanPayPage');
  expect(ui.dialogs).toHaveLength(0);
  expect(platform.closes).toBe(0);
});

test('0x10d7500008 elsewhere: dialog 提示 with the server message; OK closes the webview', async () => {
  const { ui, platform } = await failWith('0x10d7500008', '该订单已在其他渠道支付', { answer: press('确定') });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.dialogs[0]).toMatchObject({ title: '提示', content: '该订单已在其他渠道支付' });
  expect(platform.closes).toBe(1);
});

test('0xd06510036: confirm with the server message; submit feedback goes to customer service type 5', async () => {
  const { ui, navigator } = await failWith('0xd06510036', '该账单存在异常', { answer: press('提交反馈') });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.dialogs[0]?.content).toBe('该账单存在异常');
  // The consultation opens with the server's message carried along (no plate named: none carried).
  expect(navigator.visits[1]).toBe(`/customerService/questionConsultation?type=5&message=${encodeURIComponent('该账单存在异常')}`);
});

test('0xd06510036 on binding a plate: no dialog, /addCar shows it in place with both ways on (shownByPage)', async () => {
  backend.faults.add({ path: '/driver/v2/api/plates', method: 'POST', code: '0xd06510036', msg: '该车牌已被其他账号绑定' });
  const { store, ui, navigator } = storeWithFakes({ at: '/addCar', answer: press('提交反馈') });
  const { driverPlatesApi } = await import('@/api/driver/plates');
  await store.dispatch(driverPlatesApi.endpoints.bindPlate.initiate({ plateNo: '京C12345', plateColor: 1 }));
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.dialogs).toEqual([]);
  expect(navigator.visits).toHaveLength(1);
});

test('0xd06510036: cancel stays', async () => {
  const { navigator } = await failWith('0xd06510036', '该账单存在异常', { answer: press('取消') });
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.visits).toHaveLength(1);
});

test.each([
  ['立即补缴', '/multiPayPage?arrearsOnly=1'],
  // The plate the message names and the message itself reach the consultation.
  ['误绑他人车牌', `/customerService/questionConsultation?type=5&plateNo=${encodeURIComponent('京B88888')}&message=${encodeURIComponent('车辆京B88888有3笔欠费未缴，请先补缴欠费')}`],
  ['取消', undefined],
])('0xd06510037: %s', async (button, target) => {
  const { ui, navigator } = await failWith('0xd06510037', '车辆京B88888有3笔欠费未缴，请先补缴欠费', { answer: press(button) });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.dialogs[0]?.actions.map((a) => a.text)).toEqual(['立即补缴', '误绑他人车牌', '取消']);
  expect(navigator.visits[1]).toBe(target);
});

test('0x1310501001: confirm; OK goes back one page', async () => {
  const { navigator, ui } = await failWith('0x1310501001', '订单已失效', { answer: press('确定') });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.dialogs[0]?.content).toBe('订单已失效');
  expect(navigator.backs).toBe(1);
});

test('0x1310501001: cancel stays on the page', async () => {
  const { navigator } = await failWith('0x1310501001', '订单已失效', { answer: press('取消') });
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.backs).toBe(0);
});

test('a silent call (the screen shows its own fallback) gets no toast, but catalogue rows still act', async () => {
  backend.faults.add({ path: PATH, code: '0xABC', msg: '失败' });
  const { store, ui } = storeWithFakes();
  const { createBaseQuery } = await import('@/api/baseQuery');
  const { Mutex } = await import('@/lib/mutex');
  const query = createBaseQuery('pay');
  const api = { signal: new AbortController().signal, abort: () => undefined, dispatch: store.dispatch, getState: store.getState, extra: { reauth: new Mutex() }, endpoint: 'x', type: 'query' as const };
  await query({ url: PATH, silent: true }, api, {});
  expect(ui.toasts).toEqual([]);
  backend.faults.add({ path: PATH, code: '0xd12501022', msg: '请绑定手机号' });
  await query({ url: PATH, silent: true }, api, {});
  expect(store.deps.navigator.currentUrl()).toMatch(/^\/bindPhone/);
});
