import { all, fork } from 'redux-saga/effects';
import { accountSaga } from '@/features/account/accountSagas';
import { paymentSaga } from '@/payment/paymentSaga';
import { errorCatalogueSaga } from './sagas/errorCatalogueSaga';
import { logoutSaga } from './sagas/logoutSaga';
import { signOutSaga } from './sagas/signOutSaga';

/** App-wide sagas; each feature adds its own here. */
export function* rootSaga() {
  yield all([fork(errorCatalogueSaga), fork(signOutSaga), fork(logoutSaga), fork(accountSaga), fork(paymentSaga)]);
}
