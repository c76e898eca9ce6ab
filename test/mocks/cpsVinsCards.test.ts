import fc from 'fast-check';
import { waitFor } from '@testing-library/react';
import { cpsVinsApi } from '@/api/cps/vins';
import { MAX_CHARGING_VINS, VIN_CODES } from '@/api/cps/vins.types';
import { setupStore } from '@/app/store';
import { checkVin, VIN_CHARACTERS } from '@/lib/vin';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { cpsStationsApi } from '@/api/cps/stations';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = cpsVinsApi.endpoints;
const fresh = { forceRefetch: true } as const;

const list = (s: Store) => s.dispatch(ep.chargingVins.initiate(undefined, fresh)).unwrap();
const add = (s: Store, vin: string, more: { plateNo?: string; acceptCheckDigit?: boolean } = {}) =>
  s.dispatch(ep.addChargingVin.initiate({ vin, ...more })).unwrap();
/** The cached reads (the injected endpoints type their state as the enhanced API's). */
type VinsState = Parameters<ReturnType<typeof ep.chargingVins.select>>[0];
const cachedVins = (s: Store) => ep.chargingVins.select()(s.getState() as VinsState).data;
const cachedCards = (s: Store) => ep.chargingCards.select()(s.getState() as VinsState).data;
const mineInDb = (driverId = DRIVER_A) => backend.db.chargingVins.filter((v) => v.driverId === driverId);

/** A raw call, for bodies the app's own types would not let through. */
async function raw(method: string, path: string, body: unknown, token: string) {
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { ClientType: '2', Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

test("A's seeded VIN is bound to the new-energy plate; the list says the limit", async () => {
  signInAs('A');
  const l = await list(store());
  expect(l).toEqual({
    results: [{ id: 'VIN000001', vin: 'LRWYGCEE6PC123456', plateNo: '京AD12345', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }],
    total: 1,
    maxCount: MAX_CHARGING_VINS,
  });
});

test('every VIN call needs a login', async () => {
  const s = store();
  await expect(list(s)).rejects.toMatchObject({ code: '401' });
  await expect(add(s, '1HGCM82633A004352')).rejects.toMatchObject({ code: '401' });
  await expect(s.dispatch(ep.chargingCards.initiate()).unwrap()).rejects.toMatchObject({ code: '401' });
});

test('adding: normalised, bound to a plate of mine, newest first', async () => {
  signInAs('A');
  const s = store();
  const added = await add(s, ' 1hgcm8263 3a004352 ', { plateNo: '京A12345' });
  expect(added).toMatchObject({ vin: '1HGCM82633A004352', plateNo: '京A12345' });
  expect((await list(s)).results.map((v) => [v.vin, v.plateNo])).toEqual([
    ['1HGCM82633A004352', '京A12345'],
    ['LRWYGCEE6PC123456', '京AD12345'],
  ]);
  expect(mineInDb().find((v) => v.vin === '1HGCM82633A004352')?.id).toBe(added.id);
  expect(backend.calls.list('/cps/v2/api/vins', 'POST')[0]?.body).toEqual({ vin: ' 1hgcm8263 3a004352 ', plateNo: '京A12345' });
});

test('the server re-checks the VIN: malformed ones are refused with the reason', async () => {
  signInAs('A');
  const s = store();
  await expect(add(s, '')).rejects.toMatchObject({ code: '400', msg: 'VIN码不能为空' });
  await expect(add(s, '1HGCM82633A00435')).rejects.toMatchObject({ code: '400', msg: 'VIN码应为17位' });
  await expect(add(s, '1HGCM82633AO04352')).rejects.toMatchObject({ code: '400', msg: 'VIN码不能包含字母I、O、Q' });
  await expect(add(s, '1HGCM82633A00435-')).rejects.toMatchObject({ code: '400', msg: 'VIN码只能包含字母和数字' });
  expect(mineInDb()).toHaveLength(1);
});

test('a check-digit fault alone is refused unless the driver confirmed it (an imported car)', async () => {
  signInAs('A');
  const s = store();
  await expect(add(s, 'WP0ZZZ99ZTS392124')).rejects.toMatchObject({ code: VIN_CODES.checkDigit, msg: expect.stringContaining('校验位') });
  await expect(add(s, 'WP0ZZZ99ZTS392124', { acceptCheckDigit: false })).rejects.toMatchObject({ code: VIN_CODES.checkDigit });
  expect(mineInDb()).toHaveLength(1);
  expect(await add(s, 'WP0ZZZ99ZTS392124', { acceptCheckDigit: true })).toMatchObject({ vin: 'WP0ZZZ99ZTS392124', plateNo: null });
  // acceptCheckDigit does not let any other fault through
  await expect(add(s, 'WP0ZZZ99ZTS39212O', { acceptCheckDigit: true })).rejects.toMatchObject({ code: '400' });
});

test('a VIN belongs to one driver: mine twice, or one of B, is refused', async () => {
  signInAs('A');
  const s = store();
  await expect(add(s, 'lrwygcee6pc123456')).rejects.toMatchObject({ code: VIN_CODES.alreadyMine, msg: '该VIN码已添加' });
  await expect(add(s, 'LGXCE4CB2N0123456')).rejects.toMatchObject({ code: VIN_CODES.boundByOther, msg: expect.stringContaining('其他账号') });
  expect(mineInDb(DRIVER_B)).toHaveLength(1);
  expect(mineInDb()).toHaveLength(1);
});

test(`at most ${MAX_CHARGING_VINS} VINs`, async () => {
  signInAs('A');
  const s = store();
  for (const vin of ['1HGCM82633A004352', '5GZCZ43D13S812715', '1M8GDM9AXKP042788', '11111111111111111']) await add(s, vin);
  await expect(add(s, 'LSVAU218XN2183294')).rejects.toMatchObject({ code: VIN_CODES.limit, msg: expect.stringContaining('最多添加5个') });
  expect(mineInDb()).toHaveLength(MAX_CHARGING_VINS);
});

test("plates: only the driver's own, and one VIN per plate", async () => {
  signInAs('A');
  const s = store();
  await expect(add(s, '1HGCM82633A004352', { plateNo: '京B88888' })).rejects.toMatchObject({ code: VIN_CODES.plateRefused, msg: '只能关联本账号已绑定的车辆' });
  await expect(add(s, '1HGCM82633A004352', { plateNo: '京AD12345' })).rejects.toMatchObject({ code: VIN_CODES.plateRefused, msg: expect.stringContaining('已关联其他VIN码') });
  expect(mineInDb()).toHaveLength(1);
});

test('rebinding and unbinding a plate, and the plate checks on the way', async () => {
  signInAs('A');
  const s = store();
  const bind = (id: string, plateNo: string | null) => s.dispatch(ep.bindChargingVinPlate.initiate({ id, plateNo })).unwrap();
  expect(await bind('VIN000001', '粤B12345')).toMatchObject({ plateNo: '粤B12345' });
  // keeping its own plate is not a clash with itself
  expect(await bind('VIN000001', '粤B12345')).toMatchObject({ plateNo: '粤B12345' });
  const other = await add(s, '1HGCM82633A004352');
  await expect(bind(other.id, '粤B12345')).rejects.toMatchObject({ code: VIN_CODES.plateRefused });
  await expect(bind(other.id, '京B88888')).rejects.toMatchObject({ code: VIN_CODES.plateRefused });
  expect(await bind('VIN000001', null)).toMatchObject({ plateNo: null });
  expect(backend.calls.list('/cps/v2/api/vins/{id}', 'PUT')[0]).toMatchObject({ path: '/cps/v2/api/vins/VIN000001', body: { plateNo: '粤B12345' } });
  await expect(bind('VIN000002', null)).rejects.toMatchObject({ code: '404' });
});

test('a rebind without plateNo, or with a number, is a bad request', async () => {
  const { token } = signInAs('A');
  expect(await raw('PUT', '/cps/v2/api/vins/VIN000001', {}, token)).toMatchObject({ code: '400', msg: '请选择要关联的车辆', data: null });
  expect(await raw('PUT', '/cps/v2/api/vins/VIN000001', { plateNo: 7 }, token)).toMatchObject({ code: '400', data: null });
});

test("removing: mine goes; B cannot remove A's", async () => {
  signInAs('B');
  await expect(store().dispatch(ep.removeChargingVin.initiate({ id: 'VIN000001' })).unwrap()).rejects.toMatchObject({ code: '404', msg: expect.stringContaining('未找到') });
  signInAs('A');
  const s = store();
  await s.dispatch(ep.removeChargingVin.initiate({ id: 'VIN000001' })).unwrap();
  expect((await list(s)).results).toEqual([]);
  // the VIN is free again
  expect(await add(s, 'LRWYGCEE6PC123456')).toMatchObject({ vin: 'LRWYGCEE6PC123456' });
});

test('a plate unbound from the account leaves its VIN without a plate', async () => {
  signInAs('A');
  backend.db.plates = backend.db.plates.filter((p) => p.plateNo !== '京AD12345');
  expect((await list(store())).results[0]?.plateNo).toBeNull();
});

test('the list refreshes itself after a change (tags)', async () => {
  signInAs('A');
  const s = store();
  const sub = s.dispatch(ep.chargingVins.initiate());
  await sub.unwrap();
  await add(s, '1HGCM82633A004352');
  await waitFor(() => expect(cachedVins(s)?.total).toBe(2));
  sub.unsubscribe();
});

test('cards: A has one with its balance in cents; B has none', async () => {
  signInAs('A');
  expect(await store().dispatch(ep.chargingCards.initiate()).unwrap()).toEqual([
    { cardNo: '8800100000000001', balanceCents: 20000, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
  ]);
  signInAs('B');
  expect(await store().dispatch(ep.chargingCards.initiate()).unwrap()).toEqual([]);
});

test('a changed card password refreshes the cards (their last update moves)', async () => {
  signInAs('A');
  const s = store();
  const sub = s.dispatch(ep.chargingCards.initiate());
  const before = (await sub.unwrap())[0]?.updatedAt;
  await s.dispatch(cpsStationsApi.endpoints.changeChargingCardPassword.initiate({ cardNo: '8800100000000001', oldPassword: '123456', newPassword: '654321' })).unwrap();
  await waitFor(() => expect(cachedCards(s)?.[0]?.updatedAt).not.toBe(before));
  expect(backend.calls.list('/cps/v2/api/charging/cards')).toHaveLength(2);
  sub.unsubscribe();
});

test('the server and the app agree on which VINs are valid, which only miss the check digit, and which are wrong', async () => {
  const { token } = signInAs('A');
  const readable = Array.from(VIN_CHARACTERS);
  const char = fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...readable) }, { weight: 1, arbitrary: fc.constantFrom('I', 'O', 'Q', '-', 'a', '*') });
  const candidate = fc.oneof(
    fc.array(char, { minLength: 16, maxLength: 18 }).map((cs) => cs.join('')),
    // mostly-right ones: a real VIN with one position changed
    fc.tuple(fc.constantFrom('1HGCM82633A004352', '5GZCZ43D13S812715', 'LSVAU218XN2183294'), fc.integer({ min: 0, max: 16 }), char)
      .map(([vin, at, c]) => vin.slice(0, at) + c + vin.slice(at + 1)),
  );
  await fc.assert(
    fc.asyncProperty(candidate, async (vin) => {
      backend.db.chargingVins = backend.db.chargingVins.filter((v) => v.driverId !== DRIVER_A);
      const answer = await raw('POST', '/cps/v2/api/vins', { vin }, token);
      const app = checkVin(vin);
      const expected = app.valid ? '200' : app.onlyCheckDigit ? VIN_CODES.checkDigit : '400';
      expect({ vin, code: answer.code }).toEqual({ vin, code: expected });
    }),
    { numRuns: 60 },
  );
});
