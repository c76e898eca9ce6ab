import { bookingApi, bookingPost } from './index';
import { numberedPages } from '../pages';
import { LockCommand, LockHistoryPage, type CancelLockCommandBody, type LockIdBody } from './locks.types';

/** Page size of a lock's history. */
export const LOCK_HISTORY_PAGE_SIZE = 20;

/**
 * Lock control beyond the spec's list (injected): cancelling a pending command (the spec's cancelControl, here
 * with a command's id or the lock's) and the lock's history. Control and state are booking.ts's controlLock and
 * lockState; the lock saga polls lockState until the command is no longer pending.
 */
export const bookingLocksApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Silent: the lock's card says why a cancel did not go through (lockSaga). */
    cancelLockCommand: build.mutation<LockCommand, CancelLockCommandBody>({
      query: (body) => ({ ...bookingPost('/api/v1/cancelControl', body), silent: true }),
      responseSchema: LockCommand,
      invalidatesTags: (r, e) => (e || !r ? [] : [{ type: 'Locks', id: r.lockId }, { type: 'Locks', id: 'LIST' }, { type: 'LockHistory', id: r.lockId }]),
    }),
    /** A lock's history, newest first, as pages. */
    lockHistory: build.infiniteQuery<LockHistoryPage, LockIdBody, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => bookingPost('/api/v1/getLockStateHistory', { ...queryArg, pageNo: pageParam, pageSize: LOCK_HISTORY_PAGE_SIZE }),
      responseSchema: LockHistoryPage,
      providesTags: (_r, _e, { lockId }) => [{ type: 'LockHistory', id: lockId }],
    }),
  }),
});

export const { useCancelLockCommandMutation, useLockHistoryInfiniteQuery } = bookingLocksApi;
