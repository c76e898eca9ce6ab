import { act, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { chargeApi } from '@/api/charge';
import { backend } from '../../support/mockServer';
import { chars, openAs, search, typePlate, user } from './platesKit';

const BIND = '/driver/v2/api/plates';
const submit = () => screen.getByRole('button', { name: '确认绑定' });
const bindCalls = () => backend.calls.list(BIND, 'POST');

async function openAddCar(url = '/addCar', options: Parameters<typeof openAs>[1] = {}) {
  const view = openAs(url, options);
  // The first visit compiles the page's antd-mobile modules on a shared machine: allow it more than the default.
  await screen.findByRole('heading', { name: '添加车辆', level: 1 }, { timeout: 15000 });
  await screen.findByRole('form', { name: '添加车辆' });
  return view;
}

test('a valid plate is bound, then back to /carManage with it listed and the count updated', async () => {
  const { router, ui } = await openAddCar();
  await typePlate(chars('沪C12345'));
  await user.click(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
  expect(bindCalls()[0]?.body).toEqual({ plateNo: '沪C12345', plateColor: 1 });
  expect(ui.toasts.map((t) => t.text)).toContain('绑定成功');
  expect(await screen.findByRole('link', { name: /沪C·12345\s*（蓝牌）/ })).toBeInTheDocument();
  expect(screen.getByText('已绑定', { exact: false })).toHaveTextContent('已绑定 4 辆');
});

test('a new-energy plate (8 characters) is sent as green and the driver returns to the redirect', async () => {
  const { router } = await openAddCar('/addCar?redirect=%2Fmine');
  await typePlate(chars('粤BD12345'));
  await user.click(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  expect(bindCalls()[0]?.body).toEqual({ plateNo: '粤BD12345', plateColor: 5 });
  expect(backend.db.plates.find((p) => p.plateNo === '粤BD12345')?.driverId).toBe(DRIVER_A);
});

test('the yellow checkbox makes a plate yellow (plateColor 2)', async () => {
  await openAddCar();
  await typePlate(chars('粤C54321'));
  await user.click(screen.getByRole('checkbox', { name: /大中型车/ }));
  await user.click(submit());
  await waitFor(() => expect(bindCalls()[0]?.body).toEqual({ plateNo: '粤C54321', plateColor: 2 }));
});

test('a WJ plate is typed from the special board (WJ, then the province)', async () => {
  await openAddCar();
  await typePlate(['WJ', '京', ...chars('12345')]);
  await user.click(submit());
  await waitFor(() => expect(bindCalls()[0]?.body).toEqual({ plateNo: 'WJ京12345', plateColor: 1 }));
});

test('the redirect query is sanitised: another origin falls back to /carManage', async () => {
  const { router } = await openAddCar(`/addCar?redirect=${encodeURIComponent('//evil.example/x')}`);
  await typePlate(chars('沪C12345'));
  await user.click(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
});

test('an incomplete plate is refused with a message and nothing is sent', async () => {
  await openAddCar();
  await typePlate(chars('沪C1234'));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('请输入完整的车牌号');
  expect(bindCalls()).toHaveLength(0);
});

test('a plate the server finds malformed: its message stays under the form', async () => {
  backend.faults.add({ path: BIND, method: 'POST', code: '400', msg: '车牌号格式不正确' });
  const { router } = await openAddCar();
  await typePlate(chars('沪C12345'));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('车牌号格式不正确');
  expect(router.state.location.pathname).toBe('/addCar');
});

test("already bound by me: '该车牌已绑定' once, inline, with a link to my plates; editing the plate clears it", async () => {
  const { ui } = await openAddCar();
  await typePlate(chars('京A12345'));
  await user.click(submit());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('该车牌已绑定');
  expect(ui.toasts.map((t) => t.text)).not.toContain('该车牌已绑定');
  expect(screen.getByRole('link', { name: '查看我的车辆' })).toHaveAttribute('href', '/carManage');
  await user.click(screen.getByLabelText(/^车牌第7位/));
  await user.click(screen.getByRole('button', { name: '删除' }));
  expect(screen.queryByText('该车牌已绑定')).not.toBeInTheDocument();
});

test("bound by another driver: a clear message, a claim of the plate and the way to customer service", async () => {
  const { ui } = await openAddCar('/addCar', { answer: () => 'cancel' });
  await typePlate(chars('京B88888'));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('该车牌已被其他账号绑定');
  expect(screen.getByRole('link', { name: '申请车牌认领' })).toHaveAttribute('href', `/plateClaim?plateNo=${encodeURIComponent('京B88888')}&plateColor=1`);
  expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute(
    'href',
    `/customerService/questionConsultation?type=5&plateNo=${encodeURIComponent('京B88888')}&message=${encodeURIComponent('该车牌已被其他账号绑定。如确为您的车辆，请提交反馈，客服核实后为您处理')}`,
  );
  // No dialog over them: the form shows this answer in its place (the catalogue's shownByPage).
  await new Promise((r) => setTimeout(r, 100));
  expect(ui.dialogs).toEqual([]);
});

test('at the limit the form says so and does not submit', async () => {
  for (const n of ['沪C11111', '沪C22222']) {
    backend.db.plates.push({ plateId: `X${n}`, driverId: DRIVER_A, plateNo: n, plateColor: 1, isDefault: false, autoDeduct: false, boundAt: 0 });
  }
  await openAddCar();
  // Among the page's live regions (the offline banner's is one), the form's says so.
  await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent).join('|')).toContain('每个账号最多绑定5辆车，已达上限'));
  expect(submit()).toBeDisabled();
});

test('a network failure keeps the driver on the form with a message', async () => {
  backend.faults.add({ path: BIND, method: 'POST', networkError: true });
  const { router } = await openAddCar();
  await typePlate(chars('沪C12345'));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(/网络/);
  expect(router.state.location.pathname).toBe('/addCar');
  expect(search(router)).toEqual({});
});

test('a visitor is sent to login with this page as the return target', async () => {
  const { router } = openAs('/addCar?redirect=%2Fhome', { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(search(router).redirect).toBe('/addCar?redirect=%2Fhome');
});

test("binding refreshes what follows the plates: /mine's plate count and home's bill cards (charge driverPlate)", async () => {
  const { router, store } = openAs('/mine');
  const counts = await screen.findByRole('region', { name: '我的资产' });
  expect(await within(counts).findByRole('link', { name: /3辆\s*车辆/ })).toBeInTheDocument();
  const cards = store.dispatch(chargeApi.endpoints.driverPlates.initiate());
  await waitFor(() => expect(backend.calls.list('/charge/v2/api/parkOrders/msp/driverPlate')).toHaveLength(1));
  await act(() => router.navigate('/addCar?redirect=%2Fmine'));
  await screen.findByRole('form', { name: '添加车辆' });
  await typePlate(chars('沪C12345'));
  await user.click(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  expect(await screen.findByRole('link', { name: /4辆\s*车辆/ })).toBeInTheDocument();
  await waitFor(() => expect(backend.calls.list('/charge/v2/api/parkOrders/msp/driverPlate')).toHaveLength(2));
  cards.unsubscribe();
});
