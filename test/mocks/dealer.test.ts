import { waitFor } from '@testing-library/react';
import { dealerApi } from '@/api/dealer';
import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { dealerLotsApi } from '@/api/dealer/lots';

const here = { destLng: 116.397, destLat: 39.909 };

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('nearbyParks lists every seeded park nearest first, with haversine distances in metres', async () => {
  const page = await store().dispatch(dealerLotsApi.endpoints.nearbyParks.initiate(here)).unwrap();
  expect(page.total).toBe(12);
  const distances = page.results.map((p) => p.distance ?? -1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(page.results[0]?.parkId).toBe('P1006');
  // 116.4108,39.9139 is about 1.18 km east and 0.55 km north of the centre.
  const p1001 = page.results.find((p) => p.parkId === 'P1001');
  expect(p1001?.distance).toBeGreaterThan(1280);
  expect(p1001?.distance).toBeLessThan(1310);
  expect(p1001?.payTypes).toEqual([2, 3, 6]);
  expect(page.results.filter((p) => p.parkKind === 2).length).toBeGreaterThanOrEqual(2);
});

test('a point far from Beijing finds nothing, and missing coordinates are refused in Chinese', async () => {
  const s = store();
  const shanghai = await s.dispatch(dealerLotsApi.endpoints.nearbyParks.initiate({ destLng: 121.47, destLat: 31.23 })).unwrap();
  expect(shanghai.results).toEqual([]);
  await expect(s.dispatch(dealerLotsApi.endpoints.nearbyParks.initiate({ destLng: 116.397 } as never)).unwrap())
    .rejects.toMatchObject({ code: '400', msg: '经纬度需同时提供' });
  await expect(s.dispatch(dealerApi.endpoints.homeNearbyParks.initiate({ destLng: 999, destLat: 39.9 })).unwrap())
    .rejects.toMatchObject({ msg: '定位经纬度不正确' });
});

test('the home list is the nearest five only', async () => {
  const s = store();
  const home = await s.dispatch(dealerApi.endpoints.homeNearbyParks.initiate(here)).unwrap();
  const all = await s.dispatch(dealerLotsApi.endpoints.nearbyParks.initiate(here)).unwrap();
  expect(home.results.map((p) => p.parkId)).toEqual(all.results.slice(0, 5).map((p) => p.parkId));
});

test('the filtered lists keep only parks with the matching flag', async () => {
  const s = store();
  const bag = await s.dispatch(dealerLotsApi.endpoints.nearbyBagParks.initiate(here)).unwrap();
  expect(bag.results.length).toBeGreaterThan(0);
  expect(bag.results.every((p) => p.supportBag === 1)).toBe(true);
  expect(bag.results.find((p) => p.parkId === 'P1007')?.leftBagSpaceNum).toBe(-1);

  const book = await s.dispatch(dealerLotsApi.endpoints.nearbyBookableParks.initiate(here)).unwrap();
  expect(book.results.map((p) => p.parkId).sort()).toEqual(['P1003', 'P1005', 'P1007', 'P1010']);

  const diff = await s.dispatch(dealerLotsApi.endpoints.nearbyDiffTimeParks.initiate(here)).unwrap();
  expect(diff.results.map((p) => p.parkId).sort()).toEqual(['P1004', 'P1005', 'P1007', 'P1009']);
  const diffBook = await s.dispatch(dealerLotsApi.endpoints.nearbyDiffTimeParks.initiate({ ...here, diffTimeType: 2 })).unwrap();
  expect(diffBook.results.every((p) => p.supportDiffTimeBook === 1)).toBe(true);
});

test('search by name matches names and addresses; without a point there are no distances', async () => {
  const s = store();
  const hits = await s.dispatch(dealerLotsApi.endpoints.searchParksByName.initiate({ keyword: '西城区' })).unwrap();
  expect(hits.results.length).toBeGreaterThan(2);
  expect(hits.results.every((p) => p.parkAddr.includes('西城区') && p.distance === null)).toBe(true);
  const names = await s.dispatch(dealerLotsApi.endpoints.parkNameSuggestions.initiate({ parkName: '路侧' })).unwrap();
  expect(names.map((p) => p.parkId)).toEqual(['P1002', 'P1006', 'P1011']);
});

test('the city list puts Beijing first and groups cities by initial', async () => {
  const cities = await store().dispatch(dealerLotsApi.endpoints.cities.initiate()).unwrap();
  expect(cities.hot[0]?.cityName).toBe('北京市');
  const initials = cities.groups.map((g) => g.initial);
  expect(initials).toEqual([...initials].sort());
  expect(cities.groups.find((g) => g.initial === 'B')?.cities.map((c) => c.cityName)).toEqual(['北京市']);
});

test('collecting a park lists it in favourites at once; collecting it again is refused', async () => {
  signInAs('A');
  const s = store();
  const sub = s.dispatch(dealerLotsApi.endpoints.collectedParks.initiate());
  expect((await sub.unwrap()).map((p) => p.parkId)).toEqual(['P1003', 'P1001']);

  await s.dispatch(dealerLotsApi.endpoints.collectPark.initiate({ parkId: 'P1005' })).unwrap();
  await waitFor(() => {
    expect(dealerLotsApi.endpoints.collectedParks.select()(s.getState()).data?.map((p) => p.parkId)).toEqual(['P1005', 'P1003', 'P1001']);
  });
  await expect(s.dispatch(dealerLotsApi.endpoints.collectPark.initiate({ parkId: 'P1005' })).unwrap()).rejects.toMatchObject({ msg: '该停车场已收藏' });
  await expect(s.dispatch(dealerLotsApi.endpoints.collectPark.initiate({ parkId: 'P4040' })).unwrap()).rejects.toMatchObject({ msg: '停车场不存在' });
  expect(backend.db.collectedParks.filter((c) => c.driverId === DRIVER_A)).toHaveLength(3);
  sub.unsubscribe();
});

test('removing favourites takes the id and any parkIds together', async () => {
  signInAs('A');
  const s = store();
  await s.dispatch(dealerLotsApi.endpoints.collectPark.initiate({ parkId: 'P1007' })).unwrap();
  const res = await s.dispatch(dealerLotsApi.endpoints.uncollectParks.initiate({ id: 'P1001', parkIds: 'P1003,P1007' })).unwrap();
  expect(res.removed).toBe(3);
  expect(backend.db.collectedParks.filter((c) => c.driverId === DRIVER_A)).toEqual([]);
  expect(backend.calls.list('/dealer/v2/api/collectParks/{id}', 'DELETE')[0]?.query).toEqual({ parkIds: 'P1003,P1007' });
  await expect(s.dispatch(dealerLotsApi.endpoints.uncollectParks.initiate({ id: 'P1001' })).unwrap()).rejects.toMatchObject({ code: '404' });
});

test('favourites need a login', async () => {
  await expect(store().dispatch(dealerLotsApi.endpoints.collectPark.initiate({ parkId: 'P1005' })).unwrap()).rejects.toMatchObject({ code: '401' });
  expect(backend.db.collectedParks).toHaveLength(2);
});

test('parkPayTypesFetch answers the channels the lot accepts', async () => {
  const s = store();
  expect(await s.dispatch(dealerLotsApi.endpoints.parkPayTypes.initiate({ parkId: 'P1001' })).unwrap()).toEqual({ parkId: 'P1001', payTypes: [2, 3, 6], supportBalance: 1 });
  expect((await s.dispatch(dealerLotsApi.endpoints.parkPayTypes.initiate({ parkId: 'P1009' })).unwrap()).payTypes).toEqual([3, 6]);
});
