import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { ABORTED, HTTP_ERROR, isApiError, transportMessages, type ApiError } from './apiError';

/**
 * The one way a saga calls an endpoint (ARCHITECTURE "Side effects"): dispatch its `initiate`, await the answer,
 * and always let go of it — a query's subscription is dropped, a mutation's entry reset — since a subscription a
 * saga forgets keeps its data alive and refetches it later (on focus, on reconnect, after an invalidation).
 *
 *   const order = yield* callEndpoint(chargeBillsApi.endpoints.payCharges, body);            // data, or throws ApiError
 *   const s = yield* fetchOnce(cpsSessionApi.endpoints.chargingSession, orderNo, { forceRefetch: true }); // data or null
 *
 * Both go through the store, so the answer lands in the cache the pages read (and the event table's transitions
 * see it), and the shared base query does the rest: headers, re-auth, the error catalogue.
 */

/** What a started call hands back: RTK Query's query, infinite-query or mutation action-creator result. */
interface Started<R> {
  unwrap(): Promise<R>;
  /** A query's subscription. */
  unsubscribe?(): void;
  /** A mutation's cache entry. */
  reset?(): void;
}

/** A call made but not yet sent, `endpoint.initiate(arg)`: a thunk, which the store's middleware runs. */
export type Initiated<R> = (...thunkArgs: never[]) => Started<R>;

/** The part of an RTK Query endpoint (query, infinite query or mutation) a saga needs. */
export interface Endpoint<A, R, O> {
  initiate(arg: A, options?: O): Initiated<R>;
}

/** The options a read once may take: `forceRefetch` to ask the server even when the cache has an answer. */
export interface ReadOptions {
  forceRefetch?: boolean | number;
}

/**
 * Whatever the call rejected with, as the ApiError every caller handles. The base query's own errors pass as they
 * are; RTK's serialized ones (a call aborted before its answer, an answer its transform could not read) become ours.
 */
function asApiError(e: unknown): ApiError {
  if (isApiError(e)) return e;
  if (e && typeof e === 'object' && (e as { name?: unknown }).name === 'AbortError') return { code: ABORTED, msg: '请求已取消', handled: true };
  return { code: HTTP_ERROR, msg: transportMessages[HTTP_ERROR] };
}

function release(started: Started<unknown>) {
  if (started.unsubscribe) started.unsubscribe();
  else started.reset?.();
}

/**
 * Calls a mutation or a query from a saga and lets go of it: returns its data, or throws its ApiError (the error
 * catalogue has already been told, unless the call is silent). `yield* callEndpoint(endpoint, arg, options?)`.
 * A call a lower layer was handed ready-made (a pay kind's `create`, which is `endpoint.initiate(…)`) is passed
 * as it is: `yield* callEndpoint(kind.create(order, terms))`.
 */
export function callEndpoint<A, R, O>(endpoint: Endpoint<A, R, O>, arg: A, options?: O): Generator<unknown, R, unknown>;
export function callEndpoint<R>(initiated: Initiated<R>): Generator<unknown, R, unknown>;
export function* callEndpoint(target: Endpoint<unknown, unknown, unknown> | Initiated<unknown>, arg?: unknown, options?: unknown): Generator<unknown, unknown, unknown> {
  const thunk = typeof target === 'function' ? target : target.initiate(arg, options);
  // `put` hands the thunk to the store (its thunk middleware runs it) and gives back what dispatch returned;
  // redux-saga's typing of `put` only knows plain actions.
  const started = (yield put(thunk as unknown as UnknownAction)) as Started<unknown>;
  try {
    return yield call([started, started.unwrap]);
  } catch (e) {
    throw asApiError(e);
  } finally {
    release(started);
  }
}

/**
 * Reads a query once, through the cache (the pages asking for the same data next get it at once), without staying
 * subscribed: its data, or null when it could not be had (the error catalogue has been told; a caller for whom
 * a failure is just "not now" goes on). `{ forceRefetch: true }` asks the server even when the cache has an answer.
 */
export function fetchOnce<A, R>(endpoint: Endpoint<A, R, ReadOptions>, arg: A, options?: ReadOptions): Generator<unknown, R | null, unknown>;
export function* fetchOnce(endpoint: Endpoint<unknown, unknown, ReadOptions>, arg: unknown, options?: ReadOptions): Generator<unknown, unknown, unknown> {
  try {
    return yield* callEndpoint(endpoint, arg, options);
  } catch {
    return null;
  }
}
