import { call, put, takeLeading } from 'redux-saga/effects';
import { authApi } from '@/api/auth';
import { logoutRequested, loggedOut } from '@/session/sessionSlice';
import { removeStored } from '@/session/storage';
import { clearTokens } from '@/session/tokens';
import type { Navigator } from '@/platform/navigator';
import { getNavigator } from '@/platform/sagaContext';
import { callEndpoint } from '@/api/callEndpoint';
import { paths } from '@/lib/paths';
import { forgetDriverChoices } from '@/session/consentChoices';
import type * as EndDevicePushModule from './endDevicePush';

type EndDevicePush = typeof EndDevicePushModule;

/**
 * 退出登录: this phone's push subscription ends (on the server, then in the browser), the server forgets the
 * tokens (driver/logout), the app forgets the session, where the car was parked (a shared phone), the entry data
 * (reqJson, platInfo) and every cached driver answer, and shows the visitor home. A failed logout call still
 * signs out locally: the driver asked to leave.
 */
function* logout() {
  try {
    // Its own chunk: only a sign-out needs it, and the push code stays out of the entry.
    const push: EndDevicePush = yield call(() => import(/* webpackChunkName: "end-device-push" */ './endDevicePush'));
    yield* push.endThisDevicePush();
  } catch {
    // Its code out of reach: signing out goes on (the subscription is ended at the next sign-out here).
  }
  try {
    yield* callEndpoint(authApi.endpoints.logout, undefined);
  } catch {
    // Signed out here all the same (below).
  }
  yield call(clearTokens);
  removeStored('reqJson', 'platInfo', 'carPositions');
  forgetDriverChoices();
  yield put(loggedOut({ reason: 'user' }));
  const nav: Navigator = yield getNavigator();
  nav.navigate(paths.home, { replace: true });
}

export function* logoutSaga() {
  yield takeLeading(logoutRequested.type, logout);
}
