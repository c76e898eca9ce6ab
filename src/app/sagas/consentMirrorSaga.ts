import { call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchOnce } from '@/api/callEndpoint';
import { forgetDriverChoices, hasDriverChoices } from '@/session/consentChoices';
import { driverChoicesWanted, loggedIn, loggedOut } from '@/session/sessionSlice';
import { readToken } from '@/session/tokens';
import type * as ConsentsModule from '@/api/driver/consents';

type Consents = typeof ConsentsModule;

/** Reads the server's consents; the query mirrors them on the phone when it answers. */
function* readServerChoices() {
  try {
    // Its own chunk: the entry does not carry the consents' code.
    const api: Consents = yield call(() => import(/* webpackChunkName: "consents-api" */ '@/api/driver/consents'));
    // A failure leaves the copy missing: what waits for it (the home's adverts) asks nothing until a later read.
    yield* fetchOnce(api.consentsApi.endpoints.consents, undefined, { forceRefetch: true });
  } catch {
    // Its code out of reach: the same as a failed read.
  }
}

/**
 * The phone's copy of the signed-in driver's consents (src/session/consentChoices.ts), for the checks that decide at
 * once (locating, the home banner): a new session starts from nothing and reads the server's (a refusal made on
 * another phone holds here too); a gate that finds no copy later (that read failed, or it was never made) asks for one
 * (driverChoicesWanted); a session that ends takes its copy with it.
 */
export function* consentMirrorSaga() {
  // One read at a time: a gate asking while the read after sign-in is on its way waits for that one.
  let reading = false;
  function* read() {
    reading = true;
    try {
      yield* readServerChoices();
    } finally {
      reading = false;
    }
  }
  yield takeLatest(loggedIn.type, function* readAfterSignIn() {
    forgetDriverChoices();
    yield* read();
  });
  yield takeLeading(driverChoicesWanted.type, function* readWhenWanted() {
    if (!reading && readToken() && !hasDriverChoices()) yield* read();
  });
  yield takeEvery(loggedOut.type, forgetDriverChoices);
}
