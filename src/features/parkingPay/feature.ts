import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { parkingBatchKind, parkingKind } from './payKinds';

/**
 * Parking's payments: one bill or several. Its data (bills, arrears, receipts) is the entry's, so the entry's rows
 * of the event table already cover it (app/entryEvents.ts).
 */
export const feature: Feature = {
  name: 'parkingPay',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([parkingKind, parkingBatchKind]);
  },
};
