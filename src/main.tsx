import { isHomeAddress } from './app/homeAddress';
import { nextTask } from './lib/nextTask';
import { whenIdle } from './lib/whenIdle';
import './ui/base.css';
import type { FieldApp } from './app/field/start';

/**
 * Boot: the store first (sagas need it from the first navigation), then the router, which it learns of late, then
 * the first render. Each step loads its code when it comes (the code is already in the entry's files: "eager"
 * makes no extra request) and runs in its own task: on a cheap phone no single task holds the page for long, so
 * the prerendered home answers a tap while the app starts behind it.
 */
/** What of the app has started, for the field reports (src/app/field), which load whether it starts or not. */
const started: FieldApp = {};

async function boot() {
  // The service APIs the boot's own steps call (RTK Query builds a slice and middleware for each, 10–30 ms each at 4×
  // CPU), each evaluated in a task of its own after RTK Query itself, none in the task that evaluated this file; then
  // the app-wide sagas' code, so that what is left of the store's modules is evaluated in a short task too. Every
  // other service's API is made by the first page that calls it (src/api/serviceApis.ts): a tapped wallet makes two
  // more, not eight.
  const storeCodeSteps = [
    () => import(/* webpackMode: "eager" */ './api/createApi'),
    () => import(/* webpackMode: "eager" */ './api/auth'),
    () => import(/* webpackMode: "eager" */ './api/basic'),
    () => import(/* webpackMode: "eager" */ './api/driver'),
    () => import(/* webpackMode: "eager" */ './api/charge'),
    // The home's own services besides (its blocks' reads): made by the home's page code, the three were one long task
    // at 4× CPU in the middle of the take-over; here each has a task of its own, and only when the home opens first.
    ...(isHomeAddress(window.location.pathname)
      ? [
        () => import(/* webpackMode: "eager" */ './api/publicity'),
        () => import(/* webpackMode: "eager" */ './api/cps'),
        () => import(/* webpackMode: "eager" */ './api/dealer'),
      ]
      : []),
    () => import(/* webpackMode: "eager" */ './app/rootSaga'),
  ];
  performance.mark('boot:start');
  for (const step of storeCodeSteps) {
    await nextTask();
    await step();
  }
  performance.mark('boot:store code');
  await nextTask();
  const [{ setupStore }, { createLateNavigator }, { setupListeners }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ './platform/navigator'),
    import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query'),
  ]);
  await nextTask();
  // DevTools' masking loads only when they will be on (development, or a production debug session).
  const { prepareDevTools } = await import(/* webpackMode: "eager" */ './app/devtools');
  await prepareDevTools();
  // The store in a task of its own: the check above is the page's first read of sessionStorage, which the browser
  // opens then (up to 8 ms traced unthrottled), and the store's making is 15 ms more.
  await nextTask();
  const navigator = createLateNavigator();
  const store = setupStore(undefined, { navigator, appSagasLater: true });
  setupListeners(store.dispatch);
  started.debugLog = store.debugLog;
  performance.mark('boot:store');
  await nextTask();
  store.startAppSagas();
  await nextTask();

  // React DOM is the largest single module of the entry: it gets a task of its own.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  performance.mark('boot:react-dom');
  await nextTask();

  // Creating the router starts the first route's loader and code: its calls go out while the rest starts. Its
  // modules (every entry route's table) are evaluated a task before, and it is made in three tasks (router.tsx).
  const { createAppRouter, navigatorFor } = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const router = await createAppRouter(store);
  navigator.attach(navigatorFor(router));
  started.router = router;
  performance.mark('boot:router');
  await nextTask();

  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mountApp');
  mountApp(store, router);

  // An in-app link's code, from the moment a finger lands on it; on the home the page likely next (index.html fetched it) at once.
  whenIdle(
    () =>
      void import(/* webpackChunkName: "warm-routes" */ './app/warmRoutes').then(({ warmOnIntent, likelyNextPage }) =>
        warmOnIntent(() => router.routes, { likelyNext: likelyNextPage(store.getState(), window.location.pathname) }),
      ),
    { timeoutMs: 200, fallbackMs: 200 },
  );

  // A dialog's code, before the first one is needed (ui/feedback/domFeedback loads it with the first otherwise).
  whenIdle(() => void import(/* webpackChunkName: "dialog" */ './ui/feedback/domDialog').catch(() => undefined), { timeoutMs: 2000, fallbackMs: 2000 });

  // 长辈模式: index.html set it before the first paint; from now on the switch, other tabs and the host's text size.
  // Once the page is drawn: its chunk is not the page's, and asked for beside the entry it slowed the entry's download.
  whenIdle(() => void import(/* webpackChunkName: "elder-follow" */ './session/elderModeFollow').then((m) => m.followElderMode()), { timeoutMs: 1000, fallbackMs: 500 });

  // DevTools on in a production build means a debug session (support code) was found: the server confirms it still holds.
  if (process.env.NODE_ENV === 'production' && store.devToolsOn) {
    void import(/* webpackChunkName: "debug-recheck" */ './app/recheckDebugGrant').then((m) => m.recheckDebugGrant(store));
  }

  // After the first screen: precaches this build for offline and later visits (production builds only).
  const { startServiceWorker } = await import(/* webpackMode: "eager" */ './platform/serviceWorker');
  startServiceWorker();
}

boot().catch((e: unknown) => {
  // An engine that lacks what the boot called: index.html's plain notice instead of a white page (src/page/oldEngineNotice.js).
  window.__appFailed?.(e);
  console.error('[driver-app] the app could not start', e);
  (window as { __fieldQueue?: unknown[] }).__fieldQueue?.push(['error', e]);
});

// How the app does on this phone reaches the team: after the first screen, whether the app started or not.
whenIdle(() => void import(/* webpackChunkName: "field" */ './app/field/start').then((m) => m.startField(started)).catch(() => undefined), {
  timeoutMs: 3000,
  fallbackMs: 3000,
});
