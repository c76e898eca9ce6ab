import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, delay, fork, put, takeEvery } from 'redux-saga/effects';
import { ABORTED, HTTP_ERROR, isApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '@/api/apiError';
import { domainEvent, type DomainEvent } from '@/api/events';
import { PAY_AMOUNT_CHANGED } from '@/lib/wire';
import type { Navigator } from '@/platform/navigator';
import { getNavigator, getPlatform, getUi } from '@/platform/sagaContext';
import { PlatformError, type PayOutcome, type Platform } from '@/platform/types';
import type { UiEffects } from '@/ui/feedback/types';
import { clearCreating, clearInFlight, keyOfOrder, noteCreating, readInFlight, writeInFlight } from './inFlight';
import { createOrder, kindOf, ORDER_REFUSED, syncOrder, type CreatedOrder, type PayKind, type SyncedOrder } from './kinds';
import { paymentRechecked, paymentRequested, paymentResumed, paymentUpdated } from './paymentSlice';
import type { PaymentRequest, PaymentStatus } from './types';

/**
 * How long the server is asked: a growing pause between checks, up to a cap. After an 'ok' (or an unknown answer,
 * or the way back from a cashier) the full cap; after the driver cancelled or the client said it failed, a short
 * one (the money may still have moved, so the server is asked anyway).
 */
export const paymentTiming = {
  delaysMs: [1000, 2000, 3000, 5000] as number[],
  capMs: 60_000,
  shortCapMs: 3000,
};

type Final = { sync: SyncedOrder | null; status: PaymentStatus };

/** Failures in which the server may have received the call without the page hearing its answer. */
const UNANSWERED = new Set([NETWORK_ERROR, TIMEOUT_ERROR, ABORTED, HTTP_ERROR]);

/**
 * Refusals after which what shows the thing is asked again: paid already (0xd06510040 该订单已支付，无需重复支付), or
 * its amount changed since the driver saw it (PAY_AMOUNT_CHANGED), so the page shows the new amount before a retry.
 */
const REFRESH_ON = new Set(['0xd06510040', PAY_AMOUNT_CHANGED]);

/** To the payment's result, unless the driver is already there (a bill that shows its own outcome): no second entry. */
function showResult(nav: Navigator, url: string) {
  if (nav.currentUrl() !== url) nav.navigate(url);
}

/**
 * The server has settled the order one way or the other. A state the app does not know yet (UNKNOWN) is not taken
 * for settled: the order stays remembered (no second order for it) and is asked about until the cap.
 */
function settled(sync: SyncedOrder | null): sync is SyncedOrder {
  return sync?.state === 'paid' || sync?.state === 'failed' || sync?.state === 'closed';
}

/** Asks payCharges/sync (or the kind's own read) until the order is settled or the cap is reached. */
function* pollServer(payOrderId: string, capMs: number, kind: PayKind<object> | null) {
  let waited = 0;
  let i = 0;
  for (;;) {
    const sync: SyncedOrder | null | typeof ORDER_REFUSED = yield* syncOrder(payOrderId, kind);
    // The server knows no such order (or not as this driver's): asking again gets the same answer.
    if (sync === ORDER_REFUSED || settled(sync)) return sync;
    if (waited >= capMs) return sync;
    const pause = paymentTiming.delaysMs[Math.min(i, paymentTiming.delaysMs.length - 1)] ?? 1000;
    i += 1;
    yield delay(pause);
    waited += pause;
  }
}

/** The server's answer decides; the bridge's only picks the words for an order still pending at the cap. */
function decide(sync: SyncedOrder | null, bridge: PayOutcome | null): PaymentStatus {
  switch (sync?.state) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'closed':
      return 'cancelled';
    default:
      if (bridge === 'cancel') return 'cancelled';
      if (bridge === 'fail') return 'failed';
      return 'pending';
  }
}

/**
 * What a paid order changed, across services (bills, arrears, records, coupons, the balance): 'paid', and the
 * events its kind says paying it raises. A resume knows no kind (an order found by its id): 'paid' alone.
 */
function* refreshAfterPaid(raises: readonly DomainEvent[] = []) {
  yield put(domainEvent('paid'));
  for (const e of raises) yield put(domainEvent(e));
}

function* confirm(key: string, payOrderId: string, bridge: PayOutcome | null, capMs: number, raises: readonly DomainEvent[] = [], kind: PayKind<object> | null = null) {
  yield put(paymentUpdated({ key, payOrderId, status: 'confirming', bridge }));
  const polled: SyncedOrder | null | typeof ORDER_REFUSED = yield* pollServer(payOrderId, capMs, kind);
  if (polled === ORDER_REFUSED) {
    // Nothing of it is in flight: the page says what the server said, and no 正在确认 waits for an order that is not.
    clearInFlight(key);
    const done: Final = { sync: null, status: 'unknown' };
    yield put(paymentUpdated({ key, payOrderId, status: done.status }));
    return done;
  }
  const sync = polled;
  const status = decide(sync, bridge);
  const done: Final = { sync, status };
  // Settled one way or the other on the server: nothing is in flight any more. A pending order stays remembered.
  if (settled(sync)) clearInFlight(key);
  if (status === 'paid') yield* refreshAfterPaid(raises);
  yield put(paymentUpdated({ key, payOrderId, status, ...(sync ? { amountCents: sync.amountCents, channel: sync.payChannel } : {}) }));
  return done;
}

function* payFlow(action: PayloadAction<PaymentRequest>) {
  const { key, channel } = action.payload;
  const nav: Navigator = yield getNavigator();
  let kind: PayKind<object>;
  try {
    kind = yield* kindOf(action.payload.kind);
  } catch (e) {
    // A page offered a kind whose feature never started: a defect, said once, and the saga lives on for the next payment.
    console.error('[driver-app]', e);
    yield put(paymentUpdated({ key, kind: action.payload.kind, channel, status: 'error', message: '暂时无法支付，请返回重试' }));
    return;
  }
  const raises = kind.raises ?? [];
  const resultUrlOf = (payOrderId?: string | null) => kind.resultUrl(action.payload, payOrderId);
  const base = { key, kind: action.payload.kind, channel, message: null, bridge: null };

  // An order already in flight for this key (a reload, a second tap after cancelling): ask the server first.
  const stored = readInFlight(key);
  if (stored) {
    yield put(paymentUpdated({ ...base, status: 'confirming', payOrderId: stored.payOrderId }));
    const answer: SyncedOrder | null | typeof ORDER_REFUSED = yield* syncOrder(stored.payOrderId, kind);
    // An order the server does not know is not in flight: a new one is made.
    if (answer === ORDER_REFUSED) clearInFlight(key);
    const sync = answer === ORDER_REFUSED ? null : answer;
    if (sync?.state === 'paid') {
      clearInFlight(key);
      yield* refreshAfterPaid(raises);
      yield put(paymentUpdated({ key, status: 'paid', amountCents: sync.amountCents }));
      showResult(nav, resultUrlOf(stored.payOrderId));
      return;
    }
    // Still pending: payCharges hands the same order back. Failed or closed: a new order is due.
    if (settled(sync)) clearInFlight(key);
  }

  yield put(paymentUpdated({ ...base, status: 'creating', payOrderId: stored?.payOrderId ?? null }));
  let order: CreatedOrder;
  noteCreating(key);
  try {
    // Top-ups and prepays send their exact amount already; every other order is priced by the server.
    const expected = action.payload.expectedCents;
    order = yield* createOrder(kind, action.payload, { payChannel: channel, returnUrl: resultUrlOf(), ...(expected === undefined ? {} : { expectedCents: expected }) });
  } catch (e) {
    // Only the server's own refusal proves no order was made. A call cut off (a reload aborts it), timed out or
    // answered by a failing gateway may have reached the server: its mark stays, and the next visit asks first.
    if (!(isApiError(e) && UNANSWERED.has(e.code))) clearCreating(key);
    // Paid meanwhile (another tab, a call cut short by a reload) or repriced: what shows it is asked again.
    if (isApiError(e) && REFRESH_ON.has(e.code)) yield* refreshAfterPaid(raises);
    // The error catalogue has told the driver (toast or dialog); the button comes back.
    yield put(paymentUpdated({ key, status: 'error', message: e && typeof e === 'object' && 'msg' in e ? String(e.msg) : null }));
    return;
  }
  clearCreating(key);
  writeInFlight(key, { payOrderId: order.payOrderId, kind: action.payload.kind, createdAt: Date.now() });
  yield put(paymentUpdated({ key, payOrderId: order.payOrderId, amountCents: order.amountCents, channel: order.payChannel }));

  if (order.state === 'paid') {
    // The balance (or a coupon that covered everything) settled it when the order was made; the server still says so.
    yield* confirm(key, order.payOrderId, 'ok', paymentTiming.shortCapMs, raises, kind);
    showResult(nav, resultUrlOf(order.payOrderId));
    return;
  }

  yield put(paymentUpdated({ key, status: 'paying' }));
  const platform: Platform = yield getPlatform();
  let outcome: PayOutcome;
  try {
    outcome = yield call([platform, platform.pay], {
      channel: order.payChannel,
      payOrderId: order.payOrderId,
      payParams: order.payParams,
      cashierUrl: order.cashierUrl,
    });
  } catch (e) {
    const cancelled = e instanceof PlatformError && e.reason === 'cancelled';
    if (!cancelled) {
      const ui: UiEffects = yield getUi();
      ui.toast(e instanceof Error && e.message ? e.message : '支付未完成，请重试');
    }
    outcome = cancelled ? 'cancel' : 'fail';
    yield put(paymentUpdated({ key, message: e instanceof Error ? e.message : null }));
  }
  // The page is leaving for the provider's cashier; it comes back to the result page, which resumes.
  if (outcome === 'redirected') return;

  showResult(nav, resultUrlOf(order.payOrderId));
  const short = outcome === 'cancel' || outcome === 'fail';
  yield* confirm(key, order.payOrderId, outcome, short ? paymentTiming.shortCapMs : paymentTiming.capMs, raises, kind);
}

/** The registered kind of an order in flight when it reads its orders itself, else null (payCharges/sync). */
function* ownReader(name: string) {
  try {
    const kind: PayKind<object> = yield* kindOf(name);
    return kind.sync ? kind : null;
  } catch {
    return null;
  }
}

function* resumeFlow(action: PayloadAction<{ key: string; payOrderId?: string; quick?: boolean }>) {
  const { key, quick } = action.payload;
  const stored = readInFlight(key);
  const payOrderId = action.payload.payOrderId ?? stored?.payOrderId;
  if (!payOrderId) return;
  // A kind with its own read (a visitor's order) is asked that way; any other resume asks payCharges/sync.
  const kind: PayKind<object> | null = stored ? yield* ownReader(stored.kind) : null;
  yield* confirm(key, payOrderId, null, quick ? paymentTiming.shortCapMs : paymentTiming.capMs, [], kind);
}

/**
 * The one payment flow of the app: create the order → the client's pay UI (WeChat, Alipay, the app shell, the
 * balance, or a cashier page in a plain browser) → the server's answer is the truth: payCharges/sync with backoff
 * and a cap, whatever the client said → the result page. One payment per key at a time: a double tap, a second
 * request or a resume while one runs is ignored.
 */
export function* paymentSaga() {
  const running = new Map<string, Task>();
  yield takeEvery(
    [paymentRequested.type, paymentResumed.type, paymentRechecked.type],
    function* start(action: PayloadAction<{ key: string }>) {
      const { key } = action.payload;
      if (running.get(key)?.isRunning()) return;
      const worker = paymentRequested.match(action) ? payFlow : resumeFlow;
      const task: Task = yield fork(worker as (a: typeof action) => Generator, action);
      running.set(key, task);
    },
  );
}

/** The key a result page should use for an order it knows only by id. */
export function keyFor(payOrderId: string): string | undefined {
  return keyOfOrder(payOrderId);
}
