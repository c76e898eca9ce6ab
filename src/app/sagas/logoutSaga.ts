import { call, put, takeLeading } from 'redux-saga/effects';
import { authApi } from '@/api/auth';
import { logoutRequested, loggedOut } from '@/session/sessionSlice';
import { removeStored } from '@/session/storage';
import { clearTokens } from '@/session/tokens';
import type { Navigator } from '@/platform/navigator';
import { getNavigator } from '@/platform/sagaContext';
import { callEndpoint } from '@/api/callEndpoint';
import { paths } from '@/lib/paths';

/**
 * 退出登录: the server forgets the tokens (driver/logout), the app forgets the session, the entry data
 * (reqJson, platInfo) and every cached driver answer, and shows the visitor home. A failed logout call still
 * signs out locally: the driver asked to leave.
 */
function* logout() {
  try {
    yield* callEndpoint(authApi.endpoints.logout, undefined);
  } catch {
    // Signed out here all the same (below).
  }
  yield call(clearTokens);
  removeStored('reqJson', 'platInfo');
  yield put(loggedOut({ reason: 'user' }));
  const nav: Navigator = yield getNavigator();
  nav.navigate(paths.home, { replace: true });
}

export function* logoutSaga() {
  yield takeLeading(logoutRequested.type, logout);
}
