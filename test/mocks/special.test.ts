import { specialApi } from '@/api/special';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { dealerLotsApi } from '@/api/dealer/lots';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('period-pass rules of a park, without the ones no longer sold', async () => {
  const s = store();
  const p1001 = await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P1001' })).unwrap();
  expect(p1001.results.map((r) => r.ruleId)).toEqual(['R5001', 'R5002', 'R5003']);
  expect(p1001.parkName).not.toBe('未知停车场');
  const p1007 = await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P1007' })).unwrap();
  expect(p1007.results.map((r) => r.ruleId)).not.toContain('R5006');
  const none = await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P1002' })).unwrap();
  expect(none.results).toEqual([]);
  await expect(s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P9999' })).unwrap()).rejects.toMatchObject({ msg: '停车场不存在' });
});

test('a rule carries what the apply form needs: period, plates allowed, materials, the notice to accept', async () => {
  const s = store();
  const [allDay, night, quarter] = (await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P1001' })).unwrap()).results;
  expect(allDay).toMatchObject({ periodType: '月卡', price: 60000, originalPrice: null, needMaterials: 1, maxPlates: 2, disabledOnly: 0, leftNum: 20 });
  expect(allDay!.notice).toContain('每张月卡最多绑定2辆车（蓝牌、绿牌）');
  expect(allDay!.notice).toContain('经停车场审核通过后支付');
  expect(night).toMatchObject({ needMaterials: 0, maxPlates: 1, leftNum: -1 });
  expect(night!.notice).toContain('本卡无需审核');
  expect(quarter).toMatchObject({ periodType: '季卡', months: 3 });
  const xuanwumen = (await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: 'P1011' })).unwrap()).results;
  expect(xuanwumen.map((r) => [r.ruleId, r.periodType, r.price, r.originalPrice, r.disabledOnly])).toEqual([
    ['R5010', '月卡', 15000, null, 0], ['R5011', '年卡', 150000, null, 0], ['R5012', '月卡', 7500, 15000, 1],
  ]);
  expect(xuanwumen[2]!.notice).toContain('仅限已通过残疾人认证的车主办理');
});

test('every lot the pass lists show sells passes; a lot with no pass space left reads full', async () => {
  const s = store();
  const lots = await s.dispatch(dealerLotsApi.endpoints.nearbyBagParks.initiate({ destLng: 116.397, destLat: 39.909, pageSize: 50 })).unwrap();
  expect(lots.results.map((p) => [p.parkId, p.leftBagSpaceNum]).sort()).toEqual([['P1001', 12], ['P1004', 0], ['P1005', 5], ['P1007', -1], ['P1010', 0], ['P1011', 3]]);
  for (const lot of lots.results) {
    const rules = (await s.dispatch(specialApi.endpoints.bagRules.initiate({ parkId: lot.parkId })).unwrap()).results;
    expect(rules.length).toBeGreaterThan(0);
    // No pass space at the lot: every rule reads 0 left, whatever its own count.
    if (lot.leftBagSpaceNum === 0) expect(rules.every((r) => r.leftNum === 0)).toBe(true);
  }
});

test("renewal: a pass ending soon may be renewed with rules its plate fits; a long-expired one not", async () => {
  signInAs('A');
  const s = store();
  const soon = await s.dispatch(specialApi.endpoints.checkRenewable.initiate({ bagId: 'BG9001' })).unwrap();
  expect(soon).toMatchObject({ renewable: 1, reason: null, plateNo: '粤B12345', parkId: 'P1007' });
  // 粤B12345 is a yellow plate: the small-car-only rules are not offered.
  expect(soon.rules.every((r) => r.plateColors.includes(2))).toBe(true);
  const old = await s.dispatch(specialApi.endpoints.checkRenewable.initiate({ parkId: 'P1005', plateNo: '京A12345' })).unwrap();
  expect(old).toMatchObject({ renewable: 0, reason: '月卡已过期超过30天，请重新办理' });
  // When every rule is sold out the answer changes with the stock.
  for (const r of backend.db.bagRules) if (r.parkId === 'P1007') r.leftNum = 0;
  const full = await s.dispatch(specialApi.endpoints.checkRenewable.initiate({ bagId: 'BG9001' }, { forceRefetch: true })).unwrap();
  expect(full).toMatchObject({ renewable: 0, reason: '该停车场月卡名额已满' });
});

test("another driver's pass is not found", async () => {
  signInAs('A');
  await expect(store().dispatch(specialApi.endpoints.checkRenewable.initiate({ bagId: 'BG9003' })).unwrap()).rejects.toMatchObject({ code: '404' });
});
