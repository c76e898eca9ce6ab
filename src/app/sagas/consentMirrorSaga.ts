import { call, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchOnce } from '@/api/callEndpoint';
import { forgetDriverChoices } from '@/session/consentChoices';
import { loggedIn, loggedOut } from '@/session/sessionSlice';
import type * as ConsentsModule from '@/api/driver/consents';

type Consents = typeof ConsentsModule;

/**
 * The phone's copy of the signed-in driver's consents (src/session/consentChoices.ts), for the checks that decide at
 * once (locating, the home banner): a new session starts from nothing and reads the server's in the background (a
 * refusal made on another phone holds here too); a session that ends takes its copy with it.
 */
function* readAfterSignIn() {
  forgetDriverChoices();
  try {
    // Its own chunk: the entry does not carry the consents' code.
    const api: Consents = yield call(() => import(/* webpackChunkName: "consents-api" */ '@/api/driver/consents'));
    // Mirrored by the query itself when it answers; a failure leaves the defaults (nothing refused) until the next read.
    yield* fetchOnce(api.consentsApi.endpoints.consents, undefined, { forceRefetch: true });
  } catch {
    // Its code out of reach: the same as a failed read.
  }
}

export function* consentMirrorSaga() {
  yield takeLatest(loggedIn.type, readAfterSignIn);
  yield takeEvery(loggedOut.type, forgetDriverChoices);
}
