import { bookingApi } from '@/api/booking';
import { registerEvents, staleRow } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { diffTimeOrderKind } from './payKinds';

/** Off-peak sharing: paying a package, slot or violation, and its rows (lots, orders, violations, the owner's income). */
export const feature: Feature = {
  name: 'offPeak',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([diffTimeOrderKind]);
    yield* registerEvents({ rows: [staleRow('paid', bookingApi, ['DiffTimePark', 'DiffTimeOrders', 'DiffTimeViolations', 'ShareIncome', 'User'])] });
  },
};
