import { bookingApi } from '@/api/booking';
import { registerEvents, staleRow } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { bookOrderKind } from './payKinds';

/** Space booking: paying a booking or its overstay, and its rows of the event table (orders, the lock list). */
export const feature: Feature = {
  name: 'booking',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([bookOrderKind]);
    yield* registerEvents({ rows: [staleRow('paid', bookingApi, ['BookOrders', 'BookOrder', 'User', { type: 'Locks', id: 'LIST' }])] });
  },
};
