import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';

/** The part of an RTK Query endpoint a saga needs. */
interface Initiable<A> {
  initiate(arg: A): unknown;
}

/** A query's subscription (unsubscribe) or a mutation's (reset). */
interface Subscription<R> {
  unwrap(): Promise<R>;
  unsubscribe?(): void;
  reset?(): void;
}

/**
 * Calls an endpoint from a saga through the cache (so a page asking for the same data next gets it at once),
 * resolves with the data or null on failure, and always lets go of it (a forgotten subscription refetches later).
 */
export function* fetchOnce<A, R = unknown>(endpoint: Initiable<A>, args: A) {
  // The thunk goes through the store's middleware; redux-saga's `put` typing only knows plain actions.
  const sub = (yield put(endpoint.initiate(args) as UnknownAction)) as Subscription<R>;
  try {
    return (yield call([sub, sub.unwrap])) as R;
  } catch {
    return null;
  } finally {
    if (sub.unsubscribe) sub.unsubscribe();
    else sub.reset?.();
  }
}
