import { screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { findHeading, findLoading, openAs, user } from './vinCardsKit';

const LIST = '/cps/v2/api/vins';
const ONE = '/cps/v2/api/vins/{id}';
const SEEDED = 'LRWYGCEE6PC123456';
const vins = () => within(screen.getByRole('list', { name: '我的VIN码' }));
const rowOf = (vin: string) => screen.getByRole('heading', { name: vin, level: 2 }).closest('li') as HTMLElement;

function addVinOfA(vin: string, plateNo: string | null = null) {
  backend.db.chargingVins.push({ id: `VIN9${backend.db.chargingVins.length}`, driverId: DRIVER_A, vin, plateNo, createdAt: Date.now() });
}

test("driver A sees the VIN, the plate it charges for, the count and the way to add one", async () => {
  openAs('/chargingVinManage');
  expect(await findHeading('VIN码管理')).toBeInTheDocument();
  const row = await screen.findByRole('heading', { name: SEEDED, level: 2 });
  expect(within(row.closest('li') as HTMLElement).getByText('京A·D12345')).toBeInTheDocument();
  expect(screen.getByText(/已添加/)).toHaveTextContent('已添加 1 个，最多 5 个');
  expect(screen.getByRole('link', { name: '添加VIN码' })).toHaveAttribute('href', '/chargingVinAdd');
  expect(screen.getByRole('button', { name: `更换车辆（VIN码${SEEDED}）` })).toBeInTheDocument();
});

test('loading, then an error with a retry that loads the list', async () => {
  backend.faults.add({ path: LIST, code: '500', msg: '服务繁忙' });
  openAs('/chargingVinManage');
  await findLoading('VIN码加载中');
  expect(await screen.findByText('VIN码列表加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: SEEDED, level: 2 })).toBeInTheDocument();
  expect(backend.calls.list(LIST, 'GET')).toHaveLength(2);
});

test('a driver without VINs sees the empty state with the way to add one', async () => {
  backend.db.chargingVins = backend.db.chargingVins.filter((v) => v.driverId !== DRIVER_A);
  openAs('/chargingVinManage');
  expect(await screen.findByText('还没有添加VIN码')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '添加VIN码' })).toHaveAttribute('href', '/chargingVinAdd');
});

test('at the limit the add link gives way to a note', async () => {
  for (const vin of ['1HGCM82633A004352', '5GZCZ43D13S812715', '1M8GDM9AXKP042788', '11111111111111111']) addVinOfA(vin);
  openAs('/chargingVinManage');
  expect(await screen.findByText(/已达添加上限/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '添加VIN码' })).not.toBeInTheDocument();
});

test('remove asks first; 取消 keeps the VIN and sends nothing', async () => {
  const { ui } = openAs('/chargingVinManage', { answer: () => 'cancel' });
  await user.click(await screen.findByRole('button', { name: `删除VIN码${SEEDED}` }));
  expect(ui.dialogs[0]).toMatchObject({ title: '删除VIN码', content: expect.stringContaining(SEEDED), safeKey: 'cancel' });
  expect(ui.dialogs[0]?.actions).toEqual([{ key: 'cancel', text: '取消' }, { key: 'ok', text: '删除', primary: true }]);
  expect(backend.calls.list(ONE, 'DELETE')).toHaveLength(0);
  expect(vins().getByRole('heading', { name: SEEDED })).toBeInTheDocument();
});

test('remove confirmed: the server is told, the VIN leaves the list and the empty state shows', async () => {
  const { ui } = openAs('/chargingVinManage', { answer: () => 'ok' });
  await user.click(await screen.findByRole('button', { name: `删除VIN码${SEEDED}` }));
  expect(await screen.findByText('还没有添加VIN码')).toBeInTheDocument();
  expect(backend.calls.list(ONE, 'DELETE')[0]?.path).toBe('/cps/v2/api/vins/VIN000001');
  expect(ui.toasts.map((t) => t.text)).toContain('VIN码已删除');
  expect(backend.db.chargingVins.some((v) => v.vin === SEEDED)).toBe(false);
});

test('change the plate: only plates no other VIN has are offered; the choice is sent and shown', async () => {
  addVinOfA('1HGCM82633A004352', '京A12345');
  const { ui } = openAs('/chargingVinManage', { answer: (d) => (d.title === '更换关联车辆' ? 'plate:粤B12345' : null) });
  await user.click(await screen.findByRole('button', { name: `更换车辆（VIN码${SEEDED}）` }));
  // 京A12345 is the other VIN's, 京AD12345 is this one's own
  expect(ui.dialogs[0]?.actions).toEqual([
    { key: 'cancel', text: '取消' },
    { key: 'plate:粤B12345', text: '粤B·12345' },
    { key: 'unbind', text: '解除关联' },
  ]);
  await waitFor(() => expect(within(rowOf(SEEDED)).getByText('粤B·12345')).toBeInTheDocument());
  expect(backend.calls.list(ONE, 'PUT')[0]).toMatchObject({ path: '/cps/v2/api/vins/VIN000001', body: { plateNo: '粤B12345' } });
  expect(ui.toasts.map((t) => t.text)).toContain('已关联粤B·12345');
});

test('解除关联 leaves the VIN without a plate; a VIN without one offers 关联车辆', async () => {
  const { ui } = openAs('/chargingVinManage', { answer: () => 'unbind' });
  await user.click(await screen.findByRole('button', { name: `更换车辆（VIN码${SEEDED}）` }));
  await waitFor(() => expect(within(rowOf(SEEDED)).getByText('未关联')).toBeInTheDocument());
  expect(backend.calls.list(ONE, 'PUT')[0]?.body).toEqual({ plateNo: null });
  expect(ui.toasts.map((t) => t.text)).toContain('已解除关联');
  expect(screen.getByRole('button', { name: `关联车辆（VIN码${SEEDED}）` })).toBeInTheDocument();
});

test('a driver with no plates is offered to add one instead', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
  const { ui, router } = openAs('/chargingVinManage', { answer: () => 'add' });
  await user.click(await screen.findByRole('button', { name: `关联车辆（VIN码${SEEDED}）` }));
  expect(ui.dialogs[0]).toMatchObject({ title: '没有可关联的车辆', safeKey: 'cancel' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/chargingVinManage');
  expect(backend.calls.list(ONE, 'PUT')).toHaveLength(0);
});

test("the server's refusal of a plate is toasted and the VIN keeps its plate", async () => {
  const { ui } = openAs('/chargingVinManage', {
    answer: (d) => {
      if (d.title !== '更换关联车辆') return null;
      // meanwhile, on another phone, the driver gave 粤B12345 to a new VIN
      addVinOfA('1HGCM82633A004352', '粤B12345');
      return 'plate:粤B12345';
    },
  });
  await user.click(await screen.findByRole('button', { name: `更换车辆（VIN码${SEEDED}）` }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该车辆已关联其他VIN码，一辆车只能关联一个VIN码'));
  expect(within(rowOf(SEEDED)).getByText('京A·D12345')).toBeInTheDocument();
  expect(backend.db.chargingVins.find((v) => v.vin === SEEDED)?.plateNo).toBe('京AD12345');
});

test('a visitor is sent to login and comes back here; nothing is asked of the server', async () => {
  const { router } = openAs('/chargingVinManage', { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/chargingVinManage');
  expect(backend.calls.list(LIST)).toHaveLength(0);
});
