import { all, fork } from 'redux-saga/effects';
import { signedInSaga } from './sagas/signedInSaga';

/** The account feature's sagas (sign-in flows), started by the root saga. */
export function* accountSaga() {
  yield all([fork(signedInSaga)]);
}
