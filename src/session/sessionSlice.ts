import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is using the app. Tokens themselves never enter the store (they live in cookies); the store knows only
 * whether there is a session and whose it is, so DevTools can replay it without holding a credential.
 */
export interface SessionState {
  status: 'visitor' | 'driver';
  driverId: string | null;
}

export const initialSessionState: SessionState = { status: 'visitor', driverId: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ driverId: string | null }>) {
      state.status = 'driver';
      state.driverId = action.payload.driverId;
    },
    /** Tokens were replaced by the refresh flow; the session goes on. */
    tokensRefreshed(state) {
      state.status = 'driver';
    },
    loggedOut(state, _action: PayloadAction<{ reason: 'user' | 'expired' | 'kicked' | 'catalogue' | 'dealerChanged' }>) {
      state.status = 'visitor';
      state.driverId = null;
    },
  },
});

export const { loggedIn, tokensRefreshed, loggedOut } = sessionSlice.actions;

/** A call needed login and there was no token: toast, then /login with the current URL after 3 s. */
export const loginRequired = createAction<{ message?: string }>('session/loginRequired');
/** The driver tapped 退出登录 (on /mine): the logout saga tells the server, clears the session and goes home. */
export const logoutRequested = createAction('session/logoutRequested');
/** The one refresh failed: sign out once and send the driver to login. */
export const sessionExpired = createAction('session/expired');
/**
 * A gate met a signed-in driver's consents not read on this phone (consentChoices' 'unknown': the read after sign-in
 * failed, or the copy was never made): the consent mirror reads them, unless a read is already on its way.
 */
export const driverChoicesWanted = createAction('session/driverChoicesWanted');

export const selectIsDriver = (s: { session: SessionState }) => s.session.status === 'driver';
export const selectDriverId = (s: { session: SessionState }) => s.session.driverId;
