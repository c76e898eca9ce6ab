import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionExpired, tokensRefreshed } from '@/session/sessionSlice';

/**
 * Whether the last call reached the server. navigator.onLine only knows that the phone has no network at all; in a
 * car park the phone often has one that reaches nothing (weak signal, captive Wi-Fi), and the browser still says
 * online. So the calls themselves tell: a call that could not be sent marks the server unreachable, the next
 * answer of any kind (even an error envelope) marks it reached again.
 *
 * `renewalFailing`: the access token expired and its refresh could not get through; the driver's calls wait for the
 * reconnect schedule's next try (`nextAttemptAt`, this phone's clock: it is when this phone will try, not a time
 * of the server's), even while other calls get answers.
 */
export interface ReachabilityState {
  reachable: boolean;
  renewalFailing?: boolean;
  nextAttemptAt?: number | null;
}

const initialState: ReachabilityState = { reachable: true, renewalFailing: false, nextAttemptAt: null };

function renewalOver(state: ReachabilityState) {
  state.renewalFailing = false;
  if (state.reachable) state.nextAttemptAt = null;
}

export const reachabilitySlice = createSlice({
  name: 'reachability',
  initialState,
  reducers: {
    serverUnreachable: (state) => {
      state.reachable = false;
    },
    serverReached: (state) => {
      state.reachable = true;
      if (!state.renewalFailing) state.nextAttemptAt = null;
    },
    /** A refresh (this tab's or another's) could not get through. */
    sessionRenewalFailed: (state) => {
      state.renewalFailing = true;
    },
    /** When the reconnect saga tries next; null when it has nothing left to try. */
    retryScheduled: (state, action: PayloadAction<number | null>) => {
      state.nextAttemptAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokensRefreshed, renewalOver).addCase(sessionExpired, renewalOver).addCase(loggedOut, renewalOver).addCase(loggedIn, renewalOver);
  },
  selectors: {
    selectServerReachable: (state) => state.reachable,
  },
});

export const { serverUnreachable, serverReached, sessionRenewalFailed, retryScheduled } = reachabilitySlice.actions;

/** Tolerates a state without the slice (a test's hand-made state): reachable until a call says otherwise. */
export const selectServerReachable = (state: { reachability?: ReachabilityState }) => state.reachability?.reachable !== false;
export const selectRenewalFailing = (state: { reachability?: ReachabilityState }) => state.reachability?.renewalFailing === true;
export const selectNextAttemptAt = (state: { reachability?: ReachabilityState }) => state.reachability?.nextAttemptAt ?? null;

/** navigator.onLine is only ever wrong in the hopeful direction: false means there is no network at all. */
export const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
