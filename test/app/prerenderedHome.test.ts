import { driverApi } from '@/api/driver';
import { stateBeforeAnswers, takePrerenderedHome } from '@/app/prerenderedHome';
import { setupStore } from '@/app/store';

/** index.html's #root as scripts/prerender-home.mjs writes it (the parts this step touches). */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = `<main data-prerendered=""><section data-home-cards aria-label="在停车辆" data-prerender-driver="">cards</section>
    <img alt="默认广告图"><section aria-label="登录提示" data-home-login="">login</section></main>`;
  return root;
}

test('a visitor keeps the login prompt, a driver the cards placeholder; no prerender mark is left for React to meet', () => {
  const visitor = prerendered();
  expect(takePrerenderedHome(visitor, false)).not.toBeNull();
  expect(visitor.querySelector('[aria-label="登录提示"]')).not.toBeNull();
  expect(visitor.querySelector('[aria-label="在停车辆"]')).toBeNull();
  expect(visitor.querySelector('[data-prerendered], [data-home-login], [data-prerender-driver]')).toBeNull();

  const driver = prerendered();
  expect(takePrerenderedHome(driver, true)).not.toBeNull();
  expect(driver.querySelector('[aria-label="登录提示"]')).toBeNull();
  expect(driver.querySelector('[aria-label="在停车辆"]')).not.toBeNull();
});

test('an empty #root (another route, or the plain skeleton) is not taken over', () => {
  const root = document.createElement('div');
  expect(takePrerenderedHome(root, false)).toBeNull();
  root.innerHTML = '<main><h1>车主服务</h1></main>';
  expect(takePrerenderedHome(root, false)).toBeNull();
});

test('hydration renders from the store with no answer in it, whatever came in while the code loaded', () => {
  const store = setupStore();
  store.dispatch(
    driverApi.util.upsertQueryEntries([{ endpointName: 'plateCount', arg: undefined, value: { count: 2 } as never }]),
  );
  const now = store.getState();
  expect(Object.keys(now[driverApi.reducerPath].queries)).not.toHaveLength(0);

  const before = stateBeforeAnswers(now);
  expect(before[driverApi.reducerPath].queries).toEqual({});
  expect(before[driverApi.reducerPath].config).toBe(now[driverApi.reducerPath].config);
  // Everything that is not an answer is as it is now.
  expect(before.session).toBe(now.session);
  expect(before.navigation).toBe(now.navigation);
  store.stop();
});
