import { all, fork } from 'redux-saga/effects';
import { errorCatalogueSaga } from './sagas/errorCatalogueSaga';
import { logoutSaga } from './sagas/logoutSaga';
import { offlineCopiesSaga } from './sagas/offlineCopiesSaga';
import { reconnectSaga } from './sagas/reconnectSaga';
import { signOutSaga } from './sagas/signOutSaga';
import { consentMirrorSaga } from './sagas/consentMirrorSaga';

/** App-wide sagas. A feature's own sagas start with its routes (lazyPage's `feature`), not here. */
export function* rootSaga() {
  yield all([fork(errorCatalogueSaga), fork(signOutSaga), fork(logoutSaga), fork(offlineCopiesSaga), fork(reconnectSaga), fork(consentMirrorSaga)]);
}
