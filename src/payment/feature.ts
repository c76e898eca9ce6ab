import type { Feature } from '@/ui/lazyPage';
import { paymentSaga } from './paymentSaga';
import { paymentSlice } from './paymentSlice';

/**
 * The payment slice and saga, started by the first route that can pay (parking today; charging, passes, wallet
 * and booking as they arrive), not in the entry: the first screen pays for none of it.
 */
export const paymentFeature: Feature = { name: 'payment', slices: [paymentSlice], saga: paymentSaga };
export const feature = paymentFeature;
