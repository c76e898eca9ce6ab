import { screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { STANDARD_RULE } from '@mocks/db/parking';
import { backend } from '../../support/mockServer';
import { chars, findLoading, openAs, search, typePlate, user } from './platesKit';

const SECTION = '/charge/v2/api/roadParking/sections/{parkId}';
const ORDERS = '/charge/v2/api/parkOrders/msp';

/** 京AD12345 parked at the road-side section P1002 for 40 minutes. */
function parkAtRoadSide(parkId = 'P1002', plateNo = '京AD12345') {
  backend.db.parkOrders.push({
    uniqueId: 'U29001', parkId, plateNo, plateColor: 5, berthNo: '路侧-012', roadSide: true, inTime: Date.now() - 40 * 60_000, outTime: null,
    state: 'parking', isBagCar: 0, rule: { ...STANDARD_RULE, freeMinutes: 15, unitMinutes: 30, unitCents: 300 }, totalCents: null, paidCents: 0,
    discountCents: 0, paidAt: null, payOrderId: null, payChannel: null,
  });
}

test('index: the section of the sign and the default plate, then its orders here with pay', async () => {
  parkAtRoadSide();
  const { router } = openAs('/roadParking?parkId=P1002');
  expect(await screen.findByRole('heading', { name: '东单北大街路侧停车' })).toBeInTheDocument();
  expect(screen.getByText(/空余泊位/)).toHaveTextContent('空余泊位 4 / 38');
  expect(await screen.findByText('京A·12345')).toBeInTheDocument();
  // choose another plate
  await user.click(screen.getByRole('link', { name: '更换车辆' }));
  await user.click(await screen.findByRole('button', { name: /^选择\s*京A·D12345/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/roadParking/index'));
  expect(search(router)).toEqual({ parkId: 'P1002', plateId: 'PL3' });
  const ask = await screen.findByRole('link', { name: '查询在停订单' });
  expect(ask).toHaveAttribute('href', '/roadParking/parkingList?parkId=P1002&plateId=PL3');
  expect(screen.getByText('京A·D12345')).toBeInTheDocument();
  await user.click(ask);
  const here = within(await screen.findByRole('list', { name: '本路段在停订单' }));
  expect(here.getByText('东单北大街路侧停车')).toBeInTheDocument();
  expect(here.getByText('6.00元')).toBeInTheDocument();
  expect(here.getByRole('link', { name: '去缴费 6.00元' })).toHaveAttribute('href', '/payPage?uniqueId=U29001&parkId=P1002');
  expect(backend.calls.list(ORDERS)[0]?.query).toMatchObject({ requestType: '1', plateNo: '京AD12345' });
});

test('parkingList: nothing here, but the plate parked elsewhere is shown apart', async () => {
  openAs('/roadParking/parkingList?parkId=P1002&plateId=PL1');
  expect(await screen.findByText('该车辆在本路段暂无在停订单')).toBeInTheDocument();
  const other = within(screen.getByRole('list', { name: '其他在停订单' }));
  expect(other.getByText('王府井百货地下停车场')).toBeInTheDocument();
});

test('parkingList: a period-pass car has nothing to pay', async () => {
  openAs('/roadParking/parkingList?plateId=PL2');
  expect(await screen.findByText('月卡有效期内免费停放')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /去缴费/ })).not.toBeInTheDocument();
});

test('parkingList: orders fail to load, retry works; an unknown plate asks to choose one', async () => {
  backend.faults.add({ path: ORDERS, code: '500', msg: '服务繁忙' });
  openAs('/roadParking/parkingList?parkId=P1002&plateId=PL3');
  expect(await screen.findByRole('alert')).toHaveTextContent('在停订单加载失败');
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('该车辆在本路段暂无在停订单')).toBeInTheDocument();
});

test('parkingList without a plate: choose one first', async () => {
  openAs('/roadParking/parkingList?parkId=P1002');
  expect(await screen.findByRole('link', { name: '选择车辆' })).toHaveAttribute('href', '/roadParking/palteList?parkId=P1002');
});

test('addCar at the road side: bind with the same input, then back to the section with it chosen', async () => {
  const { router } = openAs('/roadParking/palteList?parkId=P1006');
  await user.click(await screen.findByRole('link', { name: '添加车辆' }));
  await screen.findByRole('form', { name: '添加车辆' });
  await typePlate(chars('沪C12345'));
  await user.click(screen.getByRole('button', { name: '绑定并选择' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/roadParking/index'));
  const added = backend.db.plates.find((p) => p.plateNo === '沪C12345');
  expect(added?.driverId).toBe(DRIVER_A);
  expect(search(router)).toEqual({ parkId: 'P1006', plateId: added?.plateId });
  expect(await screen.findByText('沪C·12345')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '南池子大街路侧停车' })).toBeInTheDocument();
});

test('a driver with no plates is offered to add one at the section', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
  openAs('/roadParking/index?parkId=P1002');
  expect(await screen.findByText(/您还没有绑定车辆/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '添加车辆' })).toHaveAttribute('href', '/roadParking/addCar?parkId=P1002');
});

test('the section loads, fails, and a retry loads it', async () => {
  backend.faults.add({ path: SECTION, code: '500', msg: '服务繁忙', delayMs: 300 });
  openAs('/roadParking?parkId=P1002');
  await findLoading('路段信息加载中');
  expect(await screen.findByText('路段信息加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '东单北大街路侧停车' })).toBeInTheDocument();
});

test('a car park id is not a road-side section', async () => {
  openAs('/roadParking?parkId=P1001');
  expect(await screen.findByText('该停车场不是路侧停车路段')).toBeInTheDocument();
});

test('no parkId: scan the sign', async () => {
  openAs('/roadParking');
  expect(await screen.findByText('请扫描路侧停车牌上的二维码进入')).toBeInTheDocument();
});

test('a visitor sees the section and a sign-in that returns here; no driver call', async () => {
  openAs('/roadParking?parkId=P1002', { as: null });
  expect(await screen.findByRole('heading', { name: '东单北大街路侧停车' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/roadParking?parkId=P1002')}`);
  expect(backend.calls.list('/driver/v2/api/plates')).toHaveLength(0);
});

test('palteList: loading, error with retry, and empty', async () => {
  backend.faults.add({ path: '/driver/v2/api/plates', code: '500', msg: '服务繁忙' });
  openAs('/roadParking/palteList?parkId=P1002');
  expect(await screen.findByRole('alert')).toHaveTextContent('车辆列表加载失败');
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('暂无绑定车辆')).toBeInTheDocument();
});
