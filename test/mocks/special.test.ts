import { specialApi } from '@/api/special';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

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
