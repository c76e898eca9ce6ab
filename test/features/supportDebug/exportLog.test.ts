import { rootReducer, type RootState } from '@/app/store';
import { appInfoOf } from '@/features/supportDebug/appInfo';
import { buildDebugExport, exportFileName, type LiftedState } from '@/features/supportDebug/exportLog';
import { saveTokens } from '@/session/tokens';
import { storeWithFakes } from '../../support/store';
import { driverAccountApi } from '@/api/driver/account';
import { authSignInApi } from '@/api/auth/signIn';

/** What Redux DevTools' import does with a file (extension/src/pageScript/api/importState.ts): payload and preloadedState. */
function importLikeDevTools(file: string): { nextLiftedState: LiftedState; preloadedState: unknown } {
  const parsed = JSON.parse(file) as { payload?: string; preloadedState?: string };
  expect(typeof parsed.payload).toBe('string');
  return {
    nextLiftedState: JSON.parse(parsed.payload as string) as LiftedState,
    preloadedState: parsed.preloadedState ? (JSON.parse(parsed.preloadedState) as unknown) : undefined,
  };
}

async function sessionWithSecrets() {
  const { store, platform } = storeWithFakes();
  // A sign-in through the app's own API: phone and password in the request, the token pair in the answer.
  const login = store.dispatch(authSignInApi.endpoints.passwordLogin.initiate({ phone: '13800138000', password: 'Driver@2026' }));
  const pair = await login.unwrap();
  saveTokens(pair);
  const info = store.dispatch(driverAccountApi.endpoints.balanceInfo.initiate(undefined));
  await info;
  info.unsubscribe();
  return { store, platform, pair };
}

test('the export is the file Redux DevTools imports: {payload: lifted state, preloadedState}, every part where its import looks', async () => {
  const { store, platform } = await sessionWithSecrets();
  const file = JSON.stringify(buildDebugExport(store.debugLog, appInfoOf(platform), 'SR000001'));
  const { nextLiftedState: lifted, preloadedState } = importLikeDevTools(file);
  const n = store.debugLog.actions().length;
  expect(n).toBeGreaterThan(3);

  expect(Object.keys(lifted).sort()).toEqual(
    ['actionsById', 'committedState', 'computedStates', 'currentStateIndex', 'isLocked', 'isPaused', 'monitorState', 'nextActionId', 'skippedActionIds', 'stagedActionIds'].sort(),
  );
  expect(lifted.stagedActionIds).toEqual(Array.from({ length: n + 1 }, (_, i) => i));
  expect(lifted.nextActionId).toBe(n + 1);
  expect(lifted.skippedActionIds).toEqual([]);
  expect(lifted.currentStateIndex).toBe(n);
  expect(lifted.computedStates).toHaveLength(n + 1);
  expect(lifted.isLocked).toBe(false);
  expect(lifted.isPaused).toBe(false);
  expect(lifted.actionsById[0]).toEqual({ type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: expect.any(Number) });
  for (const id of lifted.stagedActionIds) {
    const entry = lifted.actionsById[id];
    expect(entry).toEqual({ type: 'PERFORM_ACTION', action: expect.objectContaining({ type: expect.any(String) }), timestamp: expect.any(Number) });
  }
  expect(lifted.actionsById[n]?.action.type).toBe((store.debugLog.actions()[n - 1]?.action as { type: string }).type);
  expect(lifted.computedStates[0]?.state).toEqual(lifted.committedState);
  expect(preloadedState).toEqual(lifted.committedState);
});

test('imported into DevTools connected to the app, the actions replay from committedState to the recorded states', async () => {
  const { store, platform } = await sessionWithSecrets();
  const { nextLiftedState: lifted } = importLikeDevTools(JSON.stringify(buildDebugExport(store.debugLog, appInfoOf(platform), null)));
  // What @redux-devtools/instrument's recomputeStates does after IMPORT_STATE: each staged action through the reducer.
  let state = lifted.committedState as RootState;
  lifted.stagedActionIds.forEach((id, i) => {
    state = rootReducer(state, lifted.actionsById[id]?.action as Parameters<typeof rootReducer>[1]) as RootState;
    if (i > 0) {
      const recorded = lifted.computedStates[i]?.state as RootState;
      expect(state.session).toEqual(recorded.session);
      expect(Object.keys(state.driverApi.queries)).toEqual(Object.keys(recorded.driverApi.queries));
    }
  });
  const last = lifted.computedStates[lifted.currentStateIndex]?.state as RootState;
  expect(state.driverApi.queries['balanceInfo(undefined)']?.status).toBe('fulfilled');
  expect(last.driverApi.queries['balanceInfo(undefined)']?.data).toEqual(state.driverApi.queries['balanceInfo(undefined)']?.data);
});

test('nothing secret in the file: no token, refresh token, password or phone number in full', async () => {
  const { store, platform, pair } = await sessionWithSecrets();
  const file = JSON.stringify(buildDebugExport(store.debugLog, appInfoOf(platform), 'SR000001'));
  expect(file).not.toContain(pair.token);
  expect(file).not.toContain(pair.refreshToken);
  expect(file).not.toContain('Driver@2026');
  expect(file).not.toContain('13800138000');
  // The masks are there where the secrets were, and the API calls travel beside the DevTools part.
  expect(file).toContain('138****8000');
  const parsed = JSON.parse(file) as { driverApp: { apiCalls: { method: string; path: string; status: number }[]; app: { version: string }; requestNo: string } };
  expect(parsed.driverApp.requestNo).toBe('SR000001');
  expect(parsed.driverApp.apiCalls).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ method: 'POST', path: '/auth/v2/api/driver/login', status: 200, code: '200' }),
      expect.objectContaining({ method: 'GET', path: '/driver/v2/api/balanceInfo', status: 200 }),
    ]),
  );
  expect(parsed.driverApp.app.version).toEqual(expect.any(String));
});

test('the file is named after the case and the time', () => {
  expect(exportFileName('SR000001', new Date(2026, 10, 24, 14, 35, 2))).toBe('driver-app-debug-SR000001-20261124-143502.json');
  expect(exportFileName(null, new Date(2026, 0, 2, 3, 4, 5))).toBe('driver-app-debug-dev-20260102-030405.json');
});
