import type { Feature } from '@/ui/lazyPage';
import { chargingSessionSaga } from './session/sessionSaga';
import { chargingSessionSlice } from './session/sessionSlice';

/** The live session's slice and saga, started by the first charging route that shows or starts a session. */
export const chargingFeature: Feature = { name: 'charging', slices: [chargingSessionSlice], saga: chargingSessionSaga };
export const feature = chargingFeature;
