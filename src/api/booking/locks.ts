import { bookingApi, bookingPost } from './index';
import type { CancelLockCommandBody, LockCommand, LockHistoryPage, LockHistoryParams } from './locks.types';

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
      invalidatesTags: (r, e) => (e || !r ? [] : [{ type: 'Locks', id: r.lockId }, { type: 'Locks', id: 'LIST' }, { type: 'LockHistory', id: r.lockId }]),
    }),
    lockHistory: build.query<LockHistoryPage, LockHistoryParams>({
      query: (body) => bookingPost('/api/v1/getLockStateHistory', body),
      providesTags: (_r, _e, { lockId }) => [{ type: 'LockHistory', id: lockId }],
    }),
  }),
});

export const { useCancelLockCommandMutation, useLockHistoryQuery } = bookingLocksApi;
