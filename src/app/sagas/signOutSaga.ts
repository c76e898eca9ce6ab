import { createAction } from '@reduxjs/toolkit';
import { call, delay, put, race, takeLeading } from 'redux-saga/effects';
import { madeServiceApis } from '@/api/serviceApis';
import type { StorageKey } from '@/session/storage';
import { removeStored } from '@/session/storage';
import { loggedOut, loginRequired, sessionExpired } from '@/session/sessionSlice';
import { clearTokens } from '@/session/tokens';
import { isReturnTarget, loginWithEncodedUrl, loginWithRedirect } from '@/lib/loginTarget';
import { constants } from '@config/constants';
import type { Navigator } from '@/platform/navigator';
import { getNavigator, getUi } from '@/platform/sagaContext';
import type { UiEffects } from '@/ui/feedback/types';

/** The server ended the session (catalogue rows 0xd12501001 and 0xd12501021). */
export const signedOutByServer = createAction<
  | { kind: 'signIn'; toast: string; clearStorage: StorageKey[]; redirectAfterMs: number }
  | { kind: 'kickedOut'; confirm: string; ok: string; redirect: string; redirectAfterMs: number }
>('session/signedOutByServer');

type LeaveAction =
  | ReturnType<typeof loginRequired>
  | ReturnType<typeof sessionExpired>
  | ReturnType<typeof signedOutByServer>;

/**
 * Goes to the sign-in page unless the driver is on one already: a page that needs a driver sends a visitor there
 * the moment the session ends, and a second navigation would stack another login page in the history (and drop
 * what the driver may have started typing there).
 */
function goToLogin(nav: Navigator, target: string) {
  if (!isReturnTarget(nav.currentUrl())) return;
  nav.navigate(target);
}

/**
 * Every way of being sent to login, one at a time: while one is running (its toast and 3 s wait), the same
 * trigger from other calls is ignored, so fifty failing calls still make one toast and one redirect.
 */
function* leaveForLogin(action: LeaveAction) {
  // Its toasts say why login follows 3 s later: they are the app's, not the page's, and stay if the driver moves on.
  const forLogin = { outlivesPage: true };
  const ui: UiEffects = yield getUi();
  const nav: Navigator = yield getNavigator();
  const here = nav.currentUrl();

  if (loginRequired.match(action)) {
    ui.toast(action.payload.message ?? '请先登录', constants.toastMs, forLogin);
    yield delay(constants.loginRedirectDelayMs);
    goToLogin(nav, loginWithEncodedUrl(here));
    return;
  }
  if (sessionExpired.match(action)) {
    yield call(clearTokens);
    yield put(loggedOut({ reason: 'expired' }));
    ui.toast('登录已过期，请重新登录', constants.toastMs, forLogin);
    yield delay(constants.loginRedirectDelayMs);
    goToLogin(nav, loginWithEncodedUrl(here));
    return;
  }
  const effect = action.payload;
  yield call(clearTokens);
  if (effect.kind === 'signIn') {
    removeStored(...effect.clearStorage);
    yield put(loggedOut({ reason: 'catalogue' }));
    ui.toast(effect.toast, constants.toastMs, forLogin);
    yield delay(effect.redirectAfterMs);
    goToLogin(nav, loginWithRedirect(here));
    return;
  }
  yield put(loggedOut({ reason: 'kicked' }));
  // The driver may tap the button at once; otherwise the page moves on by itself after 3 s.
  yield race({ tapped: call([ui, ui.dialog], { content: effect.confirm, actions: [{ key: 'ok', text: effect.ok, primary: true }] }), timeout: delay(effect.redirectAfterMs) });
  ui.closeDialogs();
  goToLogin(nav, loginWithRedirect(effect.redirect));
}

/** Signed out for any reason: no cached driver data may stay on screen. */
function* forgetDriverData() {
  for (const api of madeServiceApis()) yield put(api.util.resetApiState());
}

export function* signOutSaga() {
  yield takeLeading([loginRequired.type, sessionExpired.type, signedOutByServer.type], leaveForLogin);
  yield takeLeading(loggedOut.type, forgetDriverData);
}
