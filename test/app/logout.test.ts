import { chargeApi } from '@/api/charge';
import { logoutRequested } from '@/session/sessionSlice';
import { readToken } from '@/session/tokens';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

test('logout tells the server once, clears cookies, reqJson and platInfo and cached driver data, and shows the visitor home', async () => {
  const pair = signInAs('A');
  localStorage.setItem('reqJson', '{"driverDealerId":"1001"}');
  localStorage.setItem('platInfo', '{"a":1}');
  localStorage.setItem('lat', '39.9');
  const { store, navigator } = storeWithFakes({ at: '/mine', preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  await store.dispatch(chargeApi.endpoints.boundVehicleParkingBills.initiate());
  expect(Object.keys(store.getState().chargeApi.queries)).not.toHaveLength(0);

  store.dispatch(logoutRequested());
  store.dispatch(logoutRequested());
  await new Promise((r) => setTimeout(r, 50));

  expect(backend.calls.list('/auth/v2/api/driver/logout')).toHaveLength(1);
  expect(backend.calls.list('/auth/v2/api/driver/logout')[0]?.headers.authorization).toBe(pair.token);
  expect(readToken()).toBeUndefined();
  expect(localStorage.getItem('reqJson')).toBeNull();
  expect(localStorage.getItem('platInfo')).toBeNull();
  expect(localStorage.getItem('lat')).toBe('39.9');
  expect(store.getState().session).toEqual({ status: 'visitor', driverId: null });
  expect(store.getState().chargeApi.queries).toEqual({});
  expect(navigator.visits).toEqual(['/mine', '/home']);
});

test('a logout call that fails still signs out locally', async () => {
  signInAs('A');
  backend.faults.add({ path: '/auth/v2/api/driver/logout', networkError: true });
  const { store } = storeWithFakes({ preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  store.dispatch(logoutRequested());
  await new Promise((r) => setTimeout(r, 50));
  expect(readToken()).toBeUndefined();
  expect(store.getState().session.status).toBe('visitor');
});
