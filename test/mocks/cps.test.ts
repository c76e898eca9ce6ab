import { waitFor } from '@testing-library/react';
import { cpsApi } from '@/api/cps';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { cpsStationsApi } from '@/api/cps/stations';

const here = { destLng: 116.397, destLat: 39.909 };

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('nearbyStations gives home the three nearest and the map all six, with open state and gun counts', async () => {
  const s = store();
  const home = await s.dispatch(cpsApi.endpoints.nearbyStations.initiate({ ...here, source: 1 })).unwrap();
  const map = await s.dispatch(cpsApi.endpoints.nearbyStations.initiate({ ...here, source: 2 })).unwrap();
  expect(map.total).toBe(6);
  expect(home.results.map((x) => x.stationId)).toEqual(map.results.slice(0, 3).map((x) => x.stationId));
  const d = map.results.map((x) => x.distance ?? -1);
  expect(d).toEqual([...d].sort((a, b) => a - b));
  const closed = map.results.find((x) => x.stationId === 'S2006');
  expect(closed?.openState).toEqual({ state: 0, text: '设备维护中' });
  expect(map.results.find((x) => x.stationId === 'S2001')).toMatchObject({ quickChargingInfo: { leftNum: 4, totalNum: 10 }, currentPrice: 1.68 });
  await expect(s.dispatch(cpsApi.endpoints.nearbyStations.initiate({ destLng: 116.397, destLat: Number.NaN, source: 2 })).unwrap())
    .rejects.toMatchObject({ code: '400' });
});

test("chargingOrders lists A's order in progress for the home card and every order for all, newest first", async () => {
  signInAs('A');
  const s = store();
  const running = await s.dispatch(cpsApi.endpoints.chargingOrders.initiate({ requestType: 1, pageNo: 1, pageSize: 20 })).unwrap();
  expect(running.results).toHaveLength(1);
  expect(running.results[0]).toMatchObject({ orderNo: 'C30001', stationName: '王府井百货充电站', deviceName: '3号直流桩', gunName: 'A枪', orderState: 1, orderStateText: '充电中' });
  expect(running.results[0]?.homeStartTime).toMatch(/^\d{2}-\d{2} \d{2}:\d{2}$/);
  const all = await s.dispatch(cpsApi.endpoints.chargingOrders.initiate({ requestType: 2, pageNo: 1, pageSize: 20 })).unwrap();
  expect(all.results.map((o) => o.orderNo)).toEqual(['C30001', 'C30011', 'C30002', 'C30012', 'C30013', 'C30014']);
  const finished = await s.dispatch(cpsApi.endpoints.chargingOrders.initiate({ requestType: 3, pageNo: 1, pageSize: 20 })).unwrap();
  expect(finished.results.map((o) => o.orderNo)).toEqual(['C30011', 'C30002', 'C30012', 'C30013', 'C30014']);
  expect(backend.calls.list('/cps/v2/api/chargingOrders/msp')[0]?.query).toEqual({ requestType: '1', pageNo: '1', pageSize: '20' });
});

test('chargingOrders needs a login', async () => {
  await expect(store().dispatch(cpsApi.endpoints.chargingOrders.initiate({ requestType: 1, pageNo: 1, pageSize: 20 })).unwrap())
    .rejects.toMatchObject({ code: '401' });
});

test('collecting and removing stations changes the favourites list', async () => {
  signInAs('A');
  const s = store();
  const sub = s.dispatch(cpsStationsApi.endpoints.collectedStations.initiate());
  expect((await sub.unwrap()).map((x) => x.stationId)).toEqual(['S2001']);
  await s.dispatch(cpsStationsApi.endpoints.collectStation.initiate({ stationId: 'S2005' })).unwrap();
  await waitFor(() => {
    expect(cpsStationsApi.endpoints.collectedStations.select()(s.getState()).data?.map((x) => x.stationId)).toEqual(['S2005', 'S2001']);
  });
  await expect(s.dispatch(cpsStationsApi.endpoints.collectStation.initiate({ stationId: 'S2005' })).unwrap()).rejects.toMatchObject({ msg: '该充电站已收藏' });
  await s.dispatch(cpsStationsApi.endpoints.uncollectStations.initiate({ id: 'S2001', stationIds: 'S2005' })).unwrap();
  await waitFor(() => {
    expect(cpsStationsApi.endpoints.collectedStations.select()(s.getState()).data).toEqual([]);
  });
  expect(backend.db.collectedStations.filter((c) => c.driverId === DRIVER_A)).toEqual([]);
  sub.unsubscribe();
});

test('occupyOrders/exist: B has an unpaid occupation fee, A has none (theirs is paid)', async () => {
  signInAs('A');
  const a = await store().dispatch(cpsStationsApi.endpoints.occupyOrderExists.initiate()).unwrap();
  expect(a).toEqual({ exist: false, occupyOrderNo: null, feeCents: 0, count: 0 });
  signInAs('B');
  const b = await store().dispatch(cpsStationsApi.endpoints.occupyOrderExists.initiate()).unwrap();
  expect(b).toEqual({ exist: true, occupyOrderNo: 'OC40002', feeCents: 1200, count: 1 });
  // Paying it (as the occupation pages will) clears the flag.
  const rec = backend.db.occupyOrders.find((o) => o.occupyOrderNo === 'OC40002');
  if (rec) rec.state = 2;
  const after = await store().dispatch(cpsStationsApi.endpoints.occupyOrderExists.initiate()).unwrap();
  expect(after.exist).toBe(false);
});

test('changing the charging card password: the new one is the one that counts next', async () => {
  signInAs('A');
  const s = store();
  const change = (oldPassword: string, newPassword: string) =>
    s.dispatch(cpsStationsApi.endpoints.changeChargingCardPassword.initiate({ cardNo: '8800100000000001', oldPassword, newPassword })).unwrap();
  await expect(change('12345', '654321')).rejects.toMatchObject({ msg: '充电卡密码须为6位数字' });
  await expect(change('111111', '654321')).rejects.toMatchObject({ msg: '原密码错误' });
  await change('123456', '654321');
  expect(backend.db.chargingCards[0]?.password).toBe('654321');
  await expect(change('123456', '777777')).rejects.toMatchObject({ msg: '原密码错误' });
  await change('654321', '777777');
  expect(backend.db.chargingCards[0]?.password).toBe('777777');
});

test("B cannot change A's card", async () => {
  signInAs('B');
  await expect(store().dispatch(cpsStationsApi.endpoints.changeChargingCardPassword.initiate({ cardNo: '8800100000000001', oldPassword: '123456', newPassword: '654321' })).unwrap())
    .rejects.toMatchObject({ msg: '未找到该充电卡' });
  expect(backend.db.chargingCards[0]?.password).toBe('123456');
});
