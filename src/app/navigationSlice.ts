import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { maskAddressQuery } from '@/session/secretValues';

/**
 * Where the driver is, mirrored from the router, so a DevTools session shows (and replays) the page each
 * action happened on. The router stays the owner of navigation; this is a record of it — without the secrets an
 * address may carry (a ticket, an OAuth code and its state, a token: maskAddressQuery), which are handed to
 * the page load's secret registry and masked here, so no state, action or debug export holds them.
 */
export interface NavigationState {
  pathname: string;
  search: string;
}

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: { pathname: '/', search: '' } as NavigationState,
  reducers: {
    locationChanged: {
      reducer(_state, action: PayloadAction<NavigationState, string, { address: string }>) {
        return action.payload;
      },
      // The raw address rides in meta (never in the state) so the masking can learn its secrets' values when it loads.
      prepare(location: NavigationState) {
        return { payload: { pathname: location.pathname, search: maskAddressQuery(location.search) }, meta: { address: location.search } };
      },
    },
  },
});

export const { locationChanged } = navigationSlice.actions;
