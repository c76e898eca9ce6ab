import { chargeApi } from '@/api/charge';
import { driverApi } from '@/api/driver';
import { driverPlatesApi, roadParkingApi } from '@/api/driver/plates';
import { MAX_BOUND_PLATES, PLATE_CODES } from '@/api/driver/plates.types';
import { setupStore } from '@/app/store';
import { writeStored } from '@/session/storage';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = driverPlatesApi.endpoints;
const fresh = { forceRefetch: true } as const;

const list = (s: Store) => s.dispatch(ep.boundPlates.initiate(undefined, fresh)).unwrap();
const bind = (s: Store, plateNo: string, plateColor: 1 | 2 | 5 = 1) => s.dispatch(ep.bindPlate.initiate({ plateNo, plateColor })).unwrap();

test("A's plates: default first, colours, parking and arrears flags; plateCount and driverPlate agree", async () => {
  signInAs('A');
  const s = store();
  const l = await list(s);
  expect(l.maxCount).toBe(MAX_BOUND_PLATES);
  expect(l.results.map((p) => [p.plateNo, p.isDefault, p.plateColorText, p.isParking, p.hasArrears])).toEqual([
    ['京A12345', 1, '蓝牌', 1, 0],
    ['粤B12345', 0, '黄牌', 1, 0],
    ['京AD12345', 0, '绿牌', 0, 1],
  ]);
  expect(l.results[0]).toMatchObject({ formatPlateNo: '京A·12345', autoDeduct: 0, contractId: null });
  expect((await s.dispatch(driverApi.endpoints.plateCount.initiate()).unwrap()).count).toBe(3);
  const charge = await s.dispatch(chargeApi.endpoints.driverPlates.initiate()).unwrap();
  expect(charge.results.map((p) => p.plateId).sort()).toEqual(l.results.map((p) => p.plateId).sort());
});

test('binding: valid, already mine, bound by another driver, malformed, and the limit', async () => {
  signInAs('A');
  const s = store();
  const added = await bind(s, '沪C12345');
  expect(added).toMatchObject({ plateNo: '沪C12345', isDefault: 0, plateColor: 1 });
  expect(backend.db.plates.find((p) => p.plateId === added.plateId)?.driverId).toBe(DRIVER_A);
  expect((await s.dispatch(driverApi.endpoints.plateCount.initiate(undefined, fresh)).unwrap()).count).toBe(4);
  await expect(bind(s, '沪C12345')).rejects.toMatchObject({ code: PLATE_CODES.alreadyMine, msg: '该车牌已绑定' });
  await expect(bind(s, '京B88888')).rejects.toMatchObject({ code: PLATE_CODES.boundByOther, msg: expect.stringContaining('其他账号') });
  await expect(bind(s, '京A1234')).rejects.toMatchObject({ msg: '车牌号格式不正确' });
  await expect(bind(s, '京I12345')).rejects.toMatchObject({ msg: '车牌号格式不正确' });
  await bind(s, 'WJ京12345');
  await expect(bind(s, '粤D12345', 2)).rejects.toMatchObject({ code: PLATE_CODES.limit, msg: expect.stringContaining(`最多绑定${MAX_BOUND_PLATES}辆`) });
  expect(backend.db.plates.filter((p) => p.driverId === DRIVER_A)).toHaveLength(MAX_BOUND_PLATES);
});

test("a new driver's first plate is the default; yellow and new-energy colours are kept", async () => {
  signInAs('B');
  const s = store();
  backend.db.plates = backend.db.plates.filter((p) => p.plateNo !== '京B88888');
  expect((await bind(s, '粤B99999', 2)).isDefault).toBe(1);
  expect((await bind(s, '沪AD12345', 5)).plateColor).toBe(5);
  await expect(s.dispatch(ep.bindPlate.initiate({ plateNo: '沪A11111', plateColor: 3 as 1 })).unwrap()).rejects.toMatchObject({ msg: '车牌颜色不正确' });
});

test('unbinding: parked and arrears plates are refused; a free plate goes, its contract ends, the default moves on', async () => {
  signInAs('A');
  const s = store();
  await expect(s.dispatch(ep.unbindPlate.initiate({ plateId: 'PL1' })).unwrap()).rejects.toMatchObject({ code: PLATE_CODES.parking });
  await expect(s.dispatch(ep.unbindPlate.initiate({ plateId: 'PL3' })).unwrap()).rejects.toMatchObject({ code: PLATE_CODES.arrears });
  await expect(s.dispatch(ep.unbindPlate.initiate({ plateId: 'PL4' })).unwrap()).rejects.toMatchObject({ msg: '车辆不存在或已解绑' });
  const added = await bind(s, '沪C12345');
  await s.dispatch(ep.setDefaultPlate.initiate({ plateId: added.plateId })).unwrap();
  const contract = await s.dispatch(ep.openWithhold.initiate({ plateId: added.plateId, channel: 3 })).unwrap();
  await s.dispatch(ep.unbindPlate.initiate({ plateId: added.plateId })).unwrap();
  expect(backend.db.plates.some((p) => p.plateId === added.plateId)).toBe(false);
  expect(backend.db.withholdContracts.find((c) => c.contractId === contract.contractId)?.state).toBe('terminated');
  const after = await list(s);
  expect(after.results.filter((p) => p.isDefault === 1).map((p) => p.plateNo)).toEqual(['京A12345']);
});

test('default plate and auto-deduction are saved on the server', async () => {
  signInAs('A');
  const s = store();
  await s.dispatch(ep.setDefaultPlate.initiate({ plateId: 'PL3' })).unwrap();
  expect(backend.db.plates.filter((p) => p.driverId === DRIVER_A && p.isDefault).map((p) => p.plateId)).toEqual(['PL3']);
  expect((await s.dispatch(ep.setAutoDeduct.initiate({ plateId: 'PL2', autoDeduct: 1 })).unwrap()).autoDeduct).toBe(1);
  expect(backend.db.plates.find((p) => p.plateId === 'PL2')?.autoDeduct).toBe(true);
  const one = await s.dispatch(ep.boundPlate.initiate({ plateId: 'PL2' }, fresh)).unwrap();
  expect(one).toMatchObject({ autoDeduct: 1, plateNo: '粤B12345' });
  await expect(s.dispatch(ep.setAutoDeduct.initiate({ plateId: 'PL2', autoDeduct: 7 as 1 })).unwrap()).rejects.toMatchObject({ msg: '自动扣费设置不正确' });
  await expect(s.dispatch(ep.boundPlate.initiate({ plateId: 'PL4' })).unwrap()).rejects.toMatchObject({ msg: '车辆不存在或已解绑' });
});

test('withholding contracts: open, one per plate, terminate once, refused in an Alipay-type client', async () => {
  signInAs('A');
  const s = store();
  const before = await s.dispatch(ep.withholdContracts.initiate()).unwrap();
  expect(before.results.map((c) => [c.contractId, c.stateText])).toEqual([['WH7001', '已解约']]);
  const c = await s.dispatch(ep.openWithhold.initiate({ plateId: 'PL1', channel: 3 })).unwrap();
  expect(c).toMatchObject({ plateNo: '京A12345', channelName: '微信车主服务', state: 1, terminateTime: null });
  await expect(s.dispatch(ep.openWithhold.initiate({ plateId: 'PL1', channel: 2 })).unwrap()).rejects.toMatchObject({ code: PLATE_CODES.contractExists });
  await expect(s.dispatch(ep.openWithhold.initiate({ plateId: 'PL4', channel: 2 })).unwrap()).rejects.toMatchObject({ msg: '车辆不存在或已解绑' });
  await expect(s.dispatch(ep.openWithhold.initiate({ plateId: 'PL2', channel: 6 as 2 })).unwrap()).rejects.toMatchObject({ msg: '签约渠道不正确' });
  expect((await s.dispatch(ep.boundPlate.initiate({ plateId: 'PL1' })).unwrap()).contractId).toBe(c.contractId);
  const ended = await s.dispatch(ep.terminateWithhold.initiate({ contractId: c.contractId })).unwrap();
  expect(ended).toMatchObject({ state: 2, stateText: '已解约' });
  expect(ended.terminateTime).not.toBeNull();
  await expect(s.dispatch(ep.terminateWithhold.initiate({ contractId: c.contractId })).unwrap()).rejects.toMatchObject({ msg: '该签约已解除' });
  writeStored('clientType', 3);
  await expect(s.dispatch(ep.openWithhold.initiate({ plateId: 'PL2', channel: 2 })).unwrap())
    .rejects.toMatchObject({ code: PLATE_CODES.withholdUnsupported, msg: '当前环境暂不支持无感支付' });
});

test('visitors get 401 on plate calls; the road-side section is public and only for road-side parks', async () => {
  const s = store();
  await expect(s.dispatch(ep.boundPlates.initiate()).unwrap()).rejects.toMatchObject({ code: '401' });
  const section = await s.dispatch(roadParkingApi.endpoints.roadSection.initiate({ parkId: 'P1002' })).unwrap();
  expect(section).toMatchObject({ parkName: '东单北大街路侧停车', totalBerths: 38, leftBerths: 4 });
  await expect(s.dispatch(roadParkingApi.endpoints.roadSection.initiate({ parkId: 'P1001' })).unwrap()).rejects.toMatchObject({ msg: '该停车场不是路侧停车路段' });
  await expect(s.dispatch(roadParkingApi.endpoints.roadSection.initiate({ parkId: 'P9' })).unwrap()).rejects.toMatchObject({ msg: '未找到该路段' });
});
