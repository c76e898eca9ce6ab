import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { startDevtoolsRelay, type DevtoolsRelay } from '../../scripts/devtoolsRelay';
import { createLiveDebug, LIFTED_ACTIONS_ALLOWED, LIVE_DEBUG_ENDED } from '@/app/devtoolsRemote';
import { maskSecrets } from '@/lib/maskSecrets';
import { openMonitor, type DevToolsMonitor } from '../support/devtoolsMonitor';
import { server as mswServer } from '../support/mockServer';

/**
 * The page's side of live remote debugging (src/app/devtoolsRemote.ts) against the real relay: what leaves the phone is
 * masked, a monitor can move the store through its history, the store itself refuses what would write it from outside
 * whatever the relay let through, and after the end nothing more is sent.
 */

const CHANNEL = 'dbg_SR000001_k2j3h4k5l6m7n8p9q0r1';

const wallet = createSlice({
  name: 'wallet',
  initialState: { balanceCents: 10_000, phone: '' },
  reducers: {
    paid: (s, a: PayloadAction<number>) => ({ ...s, balanceCents: s.balanceCents - a.payload }),
    phoneShown: (s, a: PayloadAction<string>) => ({ ...s, phone: a.payload }),
  },
});

let relay: DevtoolsRelay;
let monitor: DevToolsMonitor | undefined;

// Real sockets: msw, which the test set-up installs for the app's requests, would catch them.
beforeAll(async () => {
  mswServer.close();
  // @redux-devtools/remote says 'connected to remotedev-server' on the console each time it connects.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  relay = await startDevtoolsRelay({ port: 0, log: () => undefined });
});
afterEach(() => monitor?.close());
afterAll(() => relay.close());

function liveStore(refused: string[] = []) {
  const live = createLiveDebug({
    channel: CHANNEL,
    relay: { origin: `ws://127.0.0.1:${relay.port}`, hostname: '127.0.0.1', port: relay.port, secure: false },
    mask: (value) => maskSecrets(value),
    onRefused: (type) => refused.push(type),
  });
  const store = configureStore({ reducer: { wallet: wallet.reducer }, devTools: false, enhancers: (d) => d().concat(live.enhancers) });
  return { store: store as typeof store & { liftedStore: { dispatch(a: unknown): unknown; getState(): { computedStates: unknown[] } } }, live };
}

async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 8000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a monitor of the session receives the store masked, and slides it back and forward', async () => {
  monitor = await openMonitor(relay.port, CHANNEL);
  const { store, live } = liveStore();
  await monitor.waitFor((m) => m.type === 'STATE', 'the first state');
  store.dispatch(wallet.actions.phoneShown('13800138000'));
  store.dispatch(wallet.actions.paid(2_000));
  await monitor.waitFor((m) => m.type === 'ACTION' && /wallet\/paid/.test(m.raw), 'the payment');
  expect(monitor.messages.map((m) => m.raw).join('\n')).not.toContain('13800138000');
  expect(monitor.messages.map((m) => m.raw).join('\n')).toContain('138****8000');

  const paid = monitor.actionIdOf((a) => a.type === 'wallet/paid') as number;
  monitor.jumpToAction(paid - 1);
  await until(() => store.getState().wallet.balanceCents === 10_000, 'the balance before the payment');
  monitor.jumpToAction(paid);
  await until(() => store.getState().wallet.balanceCents === 8_000, 'the balance after it');
  live.end(store.dispatch);
  await monitor.waitFor((m) => m.type === 'DISCONNECTED', 'the page leaving');
});

test('the store refuses what would write it from outside, whatever reaches it; jump, skip, pause and lock pass', async () => {
  monitor = await openMonitor(relay.port, CHANNEL);
  const refused: string[] = [];
  const { store, live } = liveStore(refused);
  await monitor.waitFor((m) => m.type === 'STATE', 'the first state');
  store.dispatch(wallet.actions.paid(2_000));
  for (const type of ['IMPORT_STATE', 'RESET', 'ROLLBACK', 'COMMIT', 'SWEEP', 'REORDER_ACTION']) {
    store.liftedStore.dispatch({ type, nextLiftedState: { computedStates: [{ state: { wallet: { balanceCents: 1, phone: '' } } }] } });
  }
  expect(refused).toEqual(['IMPORT_STATE', 'RESET', 'ROLLBACK', 'COMMIT', 'SWEEP', 'REORDER_ACTION']);
  expect(store.getState().wallet.balanceCents).toBe(8_000);
  expect(store.liftedStore.getState().computedStates).toHaveLength(2);
  expect([...LIFTED_ACTIONS_ALLOWED].sort()).toEqual(['JUMP_TO_ACTION', 'JUMP_TO_STATE', 'LOCK_CHANGES', 'PAUSE_RECORDING', 'PERFORM_ACTION', 'SET_ACTIONS_ACTIVE', 'TOGGLE_ACTION']);
  store.liftedStore.dispatch({ type: 'JUMP_TO_STATE', index: 0 });
  expect(store.getState().wallet.balanceCents).toBe(10_000);
  live.end(store.dispatch);
  await monitor.waitFor((m) => m.type === 'DISCONNECTED', 'the page leaving');
});

test('after the end the page leaves the session and nothing more of the driver’s arrives', async () => {
  monitor = await openMonitor(relay.port, CHANNEL);
  const { store, live } = liveStore();
  await monitor.waitFor((m) => m.type === 'STATE', 'the first state');
  live.end(store.dispatch);
  await monitor.waitFor((m) => m.type === 'DISCONNECTED', 'the page leaving');
  const ended = monitor.messages.length;
  store.dispatch(wallet.actions.paid(1_000));
  store.dispatch(wallet.actions.phoneShown('13900139000'));
  await new Promise((r) => setTimeout(r, 500));
  expect(monitor.messages.slice(ended)).toEqual([]);
  // The end itself carried the store to the monitor (now and then after it had heard the page leave): never now.
  expect(monitor.messages.filter((m) => JSON.stringify(m).includes(LIVE_DEBUG_ENDED))).toEqual([]);
});
