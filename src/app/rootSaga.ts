import { all, fork } from 'redux-saga/effects';
import { errorCatalogueSaga } from './sagas/errorCatalogueSaga';
import { signOutSaga } from './sagas/signOutSaga';

/** App-wide sagas; each feature adds its own here. */
export function* rootSaga() {
  yield all([fork(errorCatalogueSaga), fork(signOutSaga)]);
}
