import { createAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { madeServiceApis } from '@/api/serviceApis';
import { authApi } from '@/api/auth';
import type { LoginInfo } from '@/api/auth/types';
import type { Navigator } from '@/platform/navigator';
import { getNavigator } from '@/platform/sagaContext';
import { fetchOnce } from '@/api/callEndpoint';
import { loggedIn } from '@/session/sessionSlice';
import { writeStored } from '@/session/storage';
import { saveTokens } from '@/session/tokens';

export interface SignedInPayload {
  token: string;
  refreshToken: string;
  driverId?: string | null;
  /** The WeChat/Alipay openid the sign-in named (OAuth, bindPhone). */
  openid?: string;
  /** The sanitised path to land on (replacing the sign-in page), or null to stay (the register welcome). */
  target: string | null;
}

/** Every sign-in path (password, code, register, OAuth, ticket, bindPhone) ends with this action. */
export const signedIn = createAction<SignedInPayload>('account/signedIn');

/**
 * The same end for every sign-in: tokens into the cookies, no visitor data left in any cache, the session names
 * the driver (from the answer, else loginInfo), then the target with replace so Back does not return to login.
 */
export function* finishSignIn(action: ReturnType<typeof signedIn>) {
  const { token, refreshToken, openid, target } = action.payload;
  yield call(saveTokens, { token, refreshToken });
  if (openid) writeStored('openId', openid);
  // Anything fetched as a visitor (or as the previous driver) must be asked again with the new token.
  for (const api of madeServiceApis()) yield put(api.util.resetApiState());
  let driverId = action.payload.driverId ?? null;
  if (!driverId) {
    const info: LoginInfo | null = yield call(fetchOnce, authApi.endpoints.loginInfo, undefined);
    driverId = info?.driverId ?? null;
  }
  yield put(loggedIn({ driverId }));
  if (target !== null) {
    const nav: Navigator = yield getNavigator();
    nav.navigate(target, { replace: true });
  }
}

export function* signedInSaga() {
  yield takeEvery(signedIn.type, finishSignIn);
}
