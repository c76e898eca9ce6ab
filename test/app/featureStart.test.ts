import { createSlice } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { setupStore } from '@/app/store';
import { lazyPage, type Feature } from '@/ui/lazyPage';

function probeFeature() {
  const slice = createSlice({ name: 'probe', initialState: 0, reducers: { bumped: (n) => n + 1 } });
  const runs = { count: 0 };
  function* saga() {
    runs.count += 1;
    yield takeEvery('probe/ping', function* bump() {
      yield put(slice.actions.bumped());
    });
  }
  const feature: Feature = { name: 'probe', slices: [slice], saga };
  return { feature, runs };
}

const stateOf = (store: ReturnType<typeof setupStore>) => store.getState() as unknown as Record<string, unknown>;

test('a feature is not in the store until its route loads; then its slice and saga start, once', async () => {
  const store = setupStore();
  const { feature, runs } = probeFeature();
  store.dispatch({ type: 'probe/ping' });
  expect(stateOf(store).probe).toBeUndefined();
  expect(runs.count).toBe(0);

  const load = lazyPage(async () => ({ ProbePage: () => null }), 'ProbePage', async () => ({ feature }));
  await load();
  await load();
  store.dispatch({ type: 'probe/ping' });
  expect(runs.count).toBe(1);
  expect(stateOf(store).probe).toBe(1);
});

test('each fresh store starts its features anew', async () => {
  const first = probeFeature();
  setupStore().startFeature(first.feature);
  const store = setupStore();
  const load = lazyPage(async () => ({ ProbePage: () => null }), 'ProbePage', async () => ({ feature: first.feature }));
  await load();
  expect(first.runs.count).toBe(2);
  store.dispatch({ type: 'probe/ping' });
  expect(stateOf(store).probe).toBe(1);
});

test('payment starts with the first paying route, not in the entry', async () => {
  const store = setupStore();
  expect(stateOf(store).payment).toBeUndefined();
  const { parkingPayRoutes } = await import('@/features/parkingPay/routes');
  const payRoute = parkingPayRoutes.find((r) => r.path === '/payPage');
  await (payRoute?.lazy as () => Promise<unknown>)();
  expect(stateOf(store).payment).toEqual({});
});
