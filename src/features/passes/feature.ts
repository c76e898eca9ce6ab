import { registerEvents, staleRow } from '@/api/events';
import { specialApi } from '@/api/special';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { bagApplicationKind, bagRenewalKind } from './payKinds';

/** Period passes: buying and renewing one, and what any payment makes stale of theirs (a pass bought with a coupon...). */
export const feature: Feature = {
  name: 'passes',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([bagApplicationKind, bagRenewalKind]);
    yield* registerEvents({ rows: [staleRow('paid', specialApi, ['BagPass', 'BagApplication', 'BagPayRecord'])] });
  },
};
