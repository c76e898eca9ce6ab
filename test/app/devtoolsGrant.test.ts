import { compose, type Action, type Reducer, type StoreEnhancer } from '@reduxjs/toolkit';
import { issueSupportCode } from '@mocks/services/basic/supportCodes';
import { SUPPORT_CODE_VERIFY_PATH } from '@/api/basic/debug.types';
import { DEBUG_GRANT_KEY } from '@/session/debugGrant';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';

/**
 * A debug session written into sessionStorage by hand must not connect Redux DevTools, not even for the
 * boot's actions before the server refuses it. A production start is played as src/main.tsx plays it —
 * prepareDevTools, then the store, then actions — against a stand-in for the extension that notes everything it
 * is handed, and whether the server had said yes by then.
 */

interface Received {
  what: string;
  /** Had the server confirmed the session when the extension was handed this? */
  confirmed: boolean;
}

type DevToolsWindow = Window & { __REDUX_DEVTOOLS_EXTENSION__?: unknown; __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
const w = window as DevToolsWindow;

/** The extension's two globals: its enhancer (with connect) and the compose RTK uses, each noting what it gets. */
function installExtension(note: (what: string) => void) {
  const instrument = (options?: { stateSanitizer?: (s: unknown) => unknown; actionSanitizer?: (a: Action) => Action }): StoreEnhancer =>
    ((createStore: (r: Reducer, p?: unknown) => { getState(): unknown }) => (reducer: Reducer, preloaded?: unknown) => {
      // As @redux-devtools/instrument does, it sees every action that reaches the reducer.
      const lifted: Reducer = (state, action) => {
        const next = reducer(state, action);
        options?.actionSanitizer?.(action as Action);
        note(`action ${(action as Action).type}`);
        return next;
      };
      const store = createStore(lifted, preloaded);
      options?.stateSanitizer?.(store.getState());
      note('init');
      return store;
    }) as unknown as StoreEnhancer;
  w.__REDUX_DEVTOOLS_EXTENSION__ = Object.assign(
    (options?: Parameters<typeof instrument>[0]) => {
      note('enhancer');
      return instrument(options);
    },
    {
      connect: () => {
        note('connect');
        return { init: () => note('init'), send: () => note('send'), subscribe: () => () => undefined, unsubscribe: () => undefined, error: () => undefined };
      },
      disconnect: () => note('disconnect'),
      send: () => note('send'),
      open: () => note('open'),
    },
  );
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Parameters<typeof instrument>[0]) => {
    note('compose');
    return (...enhancers: StoreEnhancer[]) => compose(instrument(options), ...enhancers);
  };
}

const env = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = env;
  delete w.__REDUX_DEVTOOLS_EXTENSION__;
  delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

/** A production page load with the extension installed: the boot steps of src/main.tsx, then a few actions. */
async function productionBoot() {
  process.env.NODE_ENV = 'production';
  const received: Received[] = [];
  let result: { received: Received[]; devToolsOn: boolean } | undefined;
  await jest.isolateModulesAsync(async () => {
    // Everything fresh, as a page load is: the toolkit reads the extension's globals when it loads.
    const grants = await import('@/session/debugGrant');
    installExtension((what) => received.push({ what, confirmed: grants.readConfirmedDebugGrant() !== undefined }));
    const { prepareDevTools } = await import('@/app/devtools');
    await prepareDevTools();
    const { setupStore } = await import('@/app/store');
    const store = setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
    store.dispatch({ type: 'boot/first' });
    store.dispatch({ type: 'boot/second' });
    (store as { stop?: () => void }).stop?.();
    result = { received, devToolsOn: store.devToolsOn };
  });
  return result!;
}

function writeGrantByHand(code: string) {
  window.sessionStorage.setItem(DEBUG_GRANT_KEY, JSON.stringify({ code, requestNo: 'SR000001', expiresAt: Date.now() + 3600_000 }));
}

test('a grant written by hand: the extension receives nothing — no connection, no boot action — and the server’s no removes it', async () => {
  signInAs('A');
  issueSupportCode(backend.db, 'SR000001', backend.clock.now());
  writeGrantByHand('ABCD2345');
  const { received, devToolsOn } = await productionBoot();
  expect(received).toEqual([]);
  expect(devToolsOn).toBe(false);
  expect(backend.calls.list(SUPPORT_CODE_VERIFY_PATH)).toEqual([expect.objectContaining({ body: { supportCode: 'ABCD2345' } })]);
  expect(window.sessionStorage.getItem(DEBUG_GRANT_KEY)).toBeNull();
});

test('a grant the server cannot be asked about (no network): DevTools stay off for this load, the session is kept', async () => {
  signInAs('A');
  const { code } = issueSupportCode(backend.db, 'SR000001', backend.clock.now());
  writeGrantByHand(code);
  backend.faults.add({ path: SUPPORT_CODE_VERIFY_PATH, networkError: true });
  const { received, devToolsOn } = await productionBoot();
  expect(received).toEqual([]);
  expect(devToolsOn).toBe(false);
  expect(window.sessionStorage.getItem(DEBUG_GRANT_KEY)).not.toBeNull();
});

test("a visitor's grant: not even asked about, removed, nothing received", async () => {
  const { code } = issueSupportCode(backend.db, 'SR000001', backend.clock.now());
  writeGrantByHand(code);
  const { received, devToolsOn } = await productionBoot();
  expect(received).toEqual([]);
  expect(devToolsOn).toBe(false);
  expect(backend.calls.list(SUPPORT_CODE_VERIFY_PATH)).toHaveLength(0);
  expect(window.sessionStorage.getItem(DEBUG_GRANT_KEY)).toBeNull();
});

test('a grant the server confirms: DevTools connect when the store is made, and everything they receive comes after the yes', async () => {
  signInAs('A');
  const { code } = issueSupportCode(backend.db, 'SR000001', backend.clock.now());
  writeGrantByHand(code);
  const { received, devToolsOn } = await productionBoot();
  expect(devToolsOn).toBe(true);
  expect(received.map((r) => r.what)).toEqual(expect.arrayContaining(['compose', 'init', 'action boot/first', 'action boot/second']));
  expect(received.every((r) => r.confirmed)).toBe(true);
  expect(backend.calls.list(SUPPORT_CODE_VERIFY_PATH)).toHaveLength(1);
});
