import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the last call reached the server. navigator.onLine only knows that the phone has no network at all; in a
 * car park the phone often has one that reaches nothing (weak signal, captive Wi-Fi), and the browser still says
 * online. So the calls themselves tell: a call that could not be sent marks the server unreachable, the next
 * answer of any kind (even an error envelope) marks it reached again.
 */
export interface ReachabilityState {
  reachable: boolean;
}

export const reachabilitySlice = createSlice({
  name: 'reachability',
  initialState: { reachable: true } as ReachabilityState,
  reducers: {
    serverUnreachable: (state) => {
      state.reachable = false;
    },
    serverReached: (state) => {
      state.reachable = true;
    },
  },
  selectors: {
    selectServerReachable: (state) => state.reachable,
  },
});

export const { serverUnreachable, serverReached } = reachabilitySlice.actions;

/** Tolerates a state without the slice (a test's hand-made state): reachable until a call says otherwise. */
export const selectServerReachable = (state: { reachability?: ReachabilityState }) => state.reachability?.reachable !== false;

/** navigator.onLine is only ever wrong in the hopeful direction: false means there is no network at all. */
export const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
