import { call, delay, fork, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { chargeApi } from '@/api/charge';
import { fetchOnce } from '@/api/callEndpoint';
import { domainEvent } from '@/api/events';
import type { PayRecordList } from '@/api/charge/types';
import { clearCopies, keepCopy } from '@/session/offlineCopies';
import { loggedIn, loggedOut } from '@/session/sessionSlice';
import { readToken } from '@/session/tokens';
import { locationChanged } from '../navigationSlice';

/** How long after the first page appears the background refresh waits, so it never competes with that page. */
export const offlineCopiesTiming = { afterFirstPageMs: 3000 };

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Asks for the latest receipts (silently: a failure keeps the last copy) and keeps them with the time. */
function* refreshReceipts() {
  if (!readToken() || !online()) return;
  const list: PayRecordList | null = yield call(fetchOnce, chargeApi.endpoints.latestPayRecords, undefined);
  if (list) keepCopy('receipts', list.results);
}

const isPaid = (a: unknown): boolean => domainEvent.match(a) && a.payload === 'paid';

/**
 * Keeps the driver's offline copies (src/session/offlineCopies.ts) current: once per app start, a little after the
 * first page, then after every payment and sign-in; gone at sign-out, and replaced at a sign-in (another driver).
 */
export function* offlineCopiesSaga() {
  yield takeEvery(loggedOut.type, clearCopies);
  yield takeLatest(loggedIn.type, function* onSignIn() {
    clearCopies();
    yield call(refreshReceipts);
  });
  yield takeLatest(isPaid, refreshReceipts);
  yield fork(function* atStart() {
    yield take(locationChanged.type);
    yield delay(offlineCopiesTiming.afterFirstPageMs);
    yield call(refreshReceipts);
  });
}
