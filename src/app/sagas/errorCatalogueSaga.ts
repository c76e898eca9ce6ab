import { isRejectedWithValue, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { errorRaised, isMalformed, type ApiError } from '@/api/apiError';
import { catalogueEffectFor } from '@/api/errorCatalogue';
import { withFeedbackContext } from '@/lib/plateInText';
import { readStored } from '@/session/storage';
import type { Platform } from '@/platform/types';
import type { UiEffects } from '@/ui/feedback/types';
import type { Navigator } from '@/platform/navigator';
import { getNavigator, getPlatform, getUi } from '@/platform/sagaContext';
import { signedOutByServer } from './signOutSaga';

type Raised = PayloadAction<ReturnType<typeof errorRaised>['payload']>;

/**
 * Performs the catalogue row of a failed call (spec section 8). What outlives the page it was raised on: signIn and
 * kickedOut (signOutSaga's toast or dialog explains the login that follows, so it stays if the driver moves on) and
 * the dialogs (modal until answered; their answer is what navigates). A 'toast' is about a call the page made and
 * goes with the page (ui.toast's default).
 */
export function* performCatalogueEffect(action: Raised) {
  const { code, msg, silent, plateNo, endpoint } = action.payload;
  const effect = catalogueEffectFor(code, endpoint);
  const ui: UiEffects = yield getUi();
  const nav: Navigator = yield getNavigator();

  switch (effect.kind) {
    case 'refresh':
    case 'shownByPage':
      return;
    case 'signIn':
    case 'kickedOut':
      yield put(signedOutByServer(effect));
      return;
    case 'navigate': {
      const here = nav.currentUrl();
      nav.navigate(here.startsWith(effect.to) ? here : `${effect.to}?redirect=${encodeURIComponent(here)}`);
      return;
    }
    case 'scanPayOrClose': {
      if (readStored('sourceType') === effect.scanSourceType) {
        nav.navigate(effect.to);
        return;
      }
      yield call([ui, ui.dialog], { title: effect.title, content: msg, actions: [{ key: 'ok', text: effect.ok, primary: true }] });
      const platform: Platform = yield getPlatform();
      yield call([platform, platform.closeWindow]);
      return;
    }
    case 'feedbackConfirm': {
      const choice: string | null = yield call([ui, ui.dialog], {
        content: msg,
        actions: [{ key: 'cancel', text: effect.cancel }, { key: 'submit', text: effect.submit, primary: true }],
      });
      // The consultation opens filled in: the plate the call was about and the server's message.
      if (choice === 'submit') nav.navigate(withFeedbackContext(effect.to, msg, plateNo));
      return;
    }
    case 'arrearsDialog': {
      const choice: string | null = yield call([ui, ui.dialog], {
        content: msg,
        actions: [
          { key: 'payNow', text: effect.payNow.text, primary: true },
          { key: 'wrongPlate', text: effect.wrongPlate.text },
          { key: 'cancel', text: effect.cancel },
        ],
        safeKey: 'cancel',
      });
      if (choice === 'payNow') nav.navigate(effect.payNow.to);
      if (choice === 'wrongPlate') nav.navigate(withFeedbackContext(effect.wrongPlate.to, msg, plateNo));
      return;
    }
    case 'confirmBack': {
      const choice: string | null = yield call([ui, ui.dialog], {
        content: msg,
        actions: [{ key: 'cancel', text: effect.cancel }, { key: 'ok', text: effect.ok, primary: true }],
      });
      if (choice === 'ok') nav.back();
      return;
    }
    case 'toast':
      if (!silent) ui.toast(msg, effect.ms);
      return;
  }
}

/** A call of any service rejected because its answer broke the contract (src/api/contract.ts). */
type BrokenAnswer = UnknownAction & { payload: ApiError; meta: { arg: { type: string; endpointName: string } } };

function brokeContract(action: unknown): action is BrokenAnswer {
  return isRejectedWithValue(action) && isMalformed(action.payload);
}

/**
 * An answer that broke the contract never went through the base query's raise: a change (mutation) says so here,
 * since it may have happened and only its answer is unreadable; a read's page shows 数据异常 with 重试 itself.
 */
function* sayContractBroken(action: BrokenAnswer) {
  yield put(errorRaised({
    code: action.payload.code,
    msg: action.payload.msg,
    endpoint: action.meta.arg.endpointName,
    silent: action.meta.arg.type !== 'mutation',
  }));
}

export function* errorCatalogueSaga() {
  yield takeEvery(errorRaised.type, performCatalogueEffect);
  yield takeEvery(brokeContract, sayContractBroken);
}
