import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the driver is, mirrored from the router, so a DevTools session shows (and replays) the page each
 * action happened on. The router stays the owner of navigation; this is a record of it.
 */
export interface NavigationState {
  pathname: string;
  search: string;
}

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: { pathname: '/', search: '' } as NavigationState,
  reducers: {
    locationChanged(_state, action: PayloadAction<NavigationState>) {
      return action.payload;
    },
  },
});

export const { locationChanged } = navigationSlice.actions;
