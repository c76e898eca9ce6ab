import { logoutRequested } from '@/session/sessionSlice';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/** The boot starts the app-wide sagas in a task after the store's own (main.tsx): until then, none of them listens. */
test('a store set up with its app sagas for later answers no logout until they start, then once however often started', async () => {
  signInAs('A');
  const { store } = storeWithFakes({ appSagasLater: true, preloaded: { session: { status: 'driver', driverId: 'D10001' } } });
  store.dispatch(logoutRequested());
  await new Promise((r) => setTimeout(r, 50));
  expect(backend.calls.list('/auth/v2/api/driver/logout')).toHaveLength(0);
  expect(store.getState().session.status).toBe('driver');

  store.startAppSagas();
  store.startAppSagas();
  store.dispatch(logoutRequested());
  await new Promise((r) => setTimeout(r, 50));
  expect(backend.calls.list('/auth/v2/api/driver/logout')).toHaveLength(1);
  expect(store.getState().session.status).toBe('visitor');
});
