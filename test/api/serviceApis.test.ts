import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { createApi } from '@/api/createApi';
import { madeServiceApi, madeServiceApis } from '@/api/serviceApis';
import { storeWithFakes } from '../support/store';

/**
 * A service's API joins the store when its module is first evaluated (src/api/serviceApis.ts): the boot makes only
 * the services its own steps call, and a page's code brings the rest. A store made before that must take it then.
 */

/** A service of this test's own, made when the test says so (as a page's chunk makes its service on arrival). */
function makeLateService(reducerPath: string) {
  return createApi({
    reducerPath,
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Late'],
    endpoints: (build) => ({ greeting: build.query<string, void>({ queryFn: () => ({ data: '您好' }), providesTags: ['Late'] }) }),
  });
}

const sliceOf = (state: unknown, path: string) => (state as Record<string, { queries?: object } | undefined>)[path];

test('a service made after the store joins it: its slice has its state at once, its reads are answered and cached', async () => {
  const { store } = storeWithFakes();
  expect(sliceOf(store.getState(), 'lateApi')).toBeUndefined();

  const late = makeLateService('lateApi');
  expect(madeServiceApi('lateApi')).toBe(late);
  expect(sliceOf(store.getState(), 'lateApi')).toMatchObject({ queries: {} });

  const read = await store.dispatch(late.endpoints.greeting.initiate());
  expect(read.data).toBe('您好');
  expect(late.endpoints.greeting.select()(store.getState() as never).data).toBe('您好');
  // Its middleware is the store's: the read is subscribed and its tag invalidation refetches it.
  store.dispatch(late.util.invalidateTags(['Late']));
  expect(Object.keys(sliceOf(store.getState(), 'lateApi')?.queries ?? {})).toEqual(['greeting(undefined)']);
});

test('a store made after a service takes it from the start, and a stopped store takes no more', () => {
  const early = makeLateService('earlyApi');
  const { store } = storeWithFakes();
  expect(sliceOf(store.getState(), 'earlyApi')).toMatchObject({ queries: {} });
  expect(madeServiceApis()).toContain(early);

  store.stop();
  makeLateService('afterStopApi');
  expect(sliceOf(store.getState(), 'afterStopApi')).toBeUndefined();
});

test("the boot's store makes none of the services only pages call: importing the store does not make them", () => {
  const made = madeServiceApis().map((api) => api.reducerPath);
  for (const pageOnly of ['invoiceApi', 'couponApi', 'bookingApi', 'specialApi', 'publicityApi', 'dealerApi']) expect(made).not.toContain(pageOnly);
});
