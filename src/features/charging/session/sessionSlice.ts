import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cpsSessionApi } from '@/api/cps/session';
import { hasEnded } from './sessionPolling';

/** 停止充电 (or the one-tap stop of a session drawing nothing). A second tap while one is under way does nothing. */
export const stopRequested = createAction<string>('chargingSession/stopRequested');

/** What the app knows about stopping a session beyond what the server says. */
export interface StopProgress {
  /** Asked and not yet confirmed by the server. */
  pending: boolean;
  /** Times the stop was sent to the pile (a pile that does not confirm is asked again). */
  attempts: number;
  /** Why the last attempt could not be sent, in the driver's words, or null. */
  message: string | null;
}

export type ChargingSessionState = Record<string, StopProgress>;

export const chargingSessionSlice = createSlice({
  name: 'chargingSession',
  initialState: {} as ChargingSessionState,
  reducers: {
    stopProgressed(state, action: PayloadAction<{ orderNo: string } & Partial<StopProgress>>) {
      const { orderNo, ...rest } = action.payload;
      state[orderNo] = { ...(state[orderNo] ?? { pending: false, attempts: 0, message: null }), ...rest };
    },
  },
  extraReducers: (builder) => {
    // Whoever asked (the page's polling, the stop saga), an answer that says the session ended ends what was
    // pending about stopping it, and a message about a stop the pile had not confirmed.
    builder.addMatcher(cpsSessionApi.endpoints.chargingSession.matchFulfilled, (state, action) => {
      const known = state[action.meta.arg.originalArgs];
      if (known && hasEnded(action.payload)) Object.assign(known, { pending: false, message: null });
    });
  },
});

export const { stopProgressed } = chargingSessionSlice.actions;

/** Tolerates a store the charging feature has not joined yet (its slice is injected with its routes). */
export function selectStopProgress(state: object, orderNo: string): StopProgress | undefined {
  return (state as { chargingSession?: ChargingSessionState }).chargingSession?.[orderNo];
}
