import { screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { findLoading, openAs, user } from './platesKit';

const LIST = '/driver/v2/api/plates';
const plates = () => within(screen.getByRole('list', { name: '已绑定车辆' }));

/** A plate of A that is neither parked nor owing, so the server lets it go. */
function seedFreePlate(plateNo = '沪C12345') {
  backend.db.plates.push({ plateId: 'PL9', driverId: DRIVER_A, plateNo, plateColor: 1, isDefault: false, autoDeduct: false, boundAt: Date.now() });
}

test("driver A sees the three plates with their state, the count, and each leads to its detail", async () => {
  openAs('/carManage');
  expect(await screen.findByRole('heading', { name: '我的车辆', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /京A·12345\s*（蓝牌）/ })).toHaveAttribute('href', '/plateDetail?plateId=PL1');
  expect(screen.getByText('已绑定', { exact: false })).toHaveTextContent('已绑定 3 辆，最多 5 辆');
  const yellow = screen.getByRole('link', { name: /粤B·12345\s*（黄牌）/ });
  expect(within(yellow).getByText('停车中')).toBeInTheDocument();
  const green = screen.getByRole('link', { name: /京A·D12345\s*（绿牌）/ });
  expect(within(green).getByText('有欠费')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /京A·12345/ })).getByText('默认')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '添加车辆' })).toHaveAttribute('href', '/addCar?redirect=%2FcarManage');
});

test('loading, then an error with a retry that loads the list', async () => {
  backend.faults.add({ path: LIST, code: '500', msg: '服务繁忙' });
  openAs('/carManage');
  await findLoading('车辆加载中');
  expect(await screen.findByRole('alert')).toHaveTextContent('车辆列表加载失败');
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('link', { name: /京A·12345/ })).toBeInTheDocument();
  expect(backend.calls.list(LIST)).toHaveLength(2);
});

test('a driver with no plates sees the empty state and the add button', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
  openAs('/carManage');
  expect(await screen.findByText(/暂无绑定车辆/)).toBeInTheDocument();
  expect(screen.getByText('已绑定', { exact: false })).toHaveTextContent('已绑定 0 辆');
  expect(screen.getByRole('link', { name: '添加车辆' })).toBeInTheDocument();
});

test('at the limit the add button gives way to a note', async () => {
  seedFreePlate('沪C12345');
  backend.db.plates.push({ plateId: 'PL10', driverId: DRIVER_A, plateNo: '沪C12346', plateColor: 1, isDefault: false, autoDeduct: false, boundAt: Date.now() });
  openAs('/carManage');
  expect(await screen.findByText(/已达绑定上限/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '添加车辆' })).not.toBeInTheDocument();
});

test('set default: the server is told and the default tag moves', async () => {
  openAs('/carManage');
  await user.click(await screen.findByRole('button', { name: '将京AD12345设为默认车辆' }));
  await waitFor(() => expect(within(screen.getByRole('link', { name: /京A·D12345/ })).getByText('默认')).toBeInTheDocument());
  expect(backend.calls.list('/driver/v2/api/plates/{plateId}/default', 'PUT')[0]?.path).toBe('/driver/v2/api/plates/PL3/default');
  expect(backend.db.plates.find((p) => p.plateId === 'PL1')?.isDefault).toBe(false);
  expect(within(screen.getByRole('link', { name: /京A·12345/ })).queryByText('默认')).not.toBeInTheDocument();
});

test('unbind asks first; cancel keeps the plate and sends nothing', async () => {
  seedFreePlate();
  const { ui } = openAs('/carManage', { answer: () => 'cancel' });
  await user.click(await screen.findByRole('button', { name: '解绑沪C12345' }));
  expect(ui.dialogs[0]).toMatchObject({ title: '解绑车辆', content: expect.stringContaining('沪C·12345') });
  // 取消 comes first and is the safe action (focused, taken by Escape): Enter twice never unbinds a car
  expect(ui.dialogs[0]?.actions).toEqual([{ key: 'cancel', text: '取消' }, { key: 'ok', text: '解绑', primary: true }]);
  expect(ui.dialogs[0]?.safeKey).toBe('cancel');
  expect(backend.calls.list('/driver/v2/api/plates/{plateId}', 'DELETE')).toHaveLength(0);
  expect(plates().getByRole('link', { name: /沪C·12345/ })).toBeInTheDocument();
});

test('unbind confirmed: the plate leaves the list, the count and plateCount follow', async () => {
  seedFreePlate();
  const { ui } = openAs('/carManage', { answer: () => 'ok' });
  await user.click(await screen.findByRole('button', { name: '解绑沪C12345' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /沪C·12345/ })).not.toBeInTheDocument());
  expect(screen.getByText('已绑定', { exact: false })).toHaveTextContent('已绑定 3 辆');
  expect(ui.toasts.map((t) => t.text)).toContain('已解绑');
  expect(backend.db.plates.some((p) => p.plateNo === '沪C12345')).toBe(false);
});

test("the server refuses to unbind a parked plate: its message is shown and the plate stays", async () => {
  const { ui } = openAs('/carManage', { answer: (d) => (d.title === '解绑车辆' ? 'ok' : null) });
  await user.click(await screen.findByRole('button', { name: '解绑京A12345' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该车辆正在停车中，请离场并缴费后再解绑'));
  expect(plates().getByRole('link', { name: /京A·12345/ })).toBeInTheDocument();
});

test('a plate with unpaid bills: the arrears dialog offers to pay them', async () => {
  const { ui, router } = openAs('/carManage', { answer: (d) => (d.title === '解绑车辆' ? 'ok' : 'payNow') });
  await user.click(await screen.findByRole('button', { name: '解绑京AD12345' }));
  await waitFor(() => expect(ui.dialogs.some((d) => d.content === '该车辆有未缴停车费，请补缴后再解绑')).toBe(true));
  await waitFor(() => expect(router.state.location.pathname).toBe('/multiPayPage'));
  expect(backend.db.plates.some((p) => p.plateId === 'PL3')).toBe(true);
});

test('a visitor is sent to login and comes back here', async () => {
  const { router } = openAs('/carManage', { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/carManage');
  expect(backend.calls.list(LIST)).toHaveLength(0);
});
