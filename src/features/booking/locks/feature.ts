import type { Feature } from '@/ui/lazyPage';
import { lockSaga } from './lockSaga';
import { lockSlice } from './lockSlice';

/** Lock control's slice and saga, started by the first lock route that loads. */
export const lockFeature: Feature = { name: 'bookingLocks', slices: [lockSlice], saga: lockSaga };
export const feature = lockFeature;
