import { registerEvents } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { parkingPayEvents } from './events';
import { noPlateKind } from './noPlatePayKind';
import { parkingBatchKind, parkingKind, visitorArrearsKind, visitorParkingKind } from './payKinds';

/**
 * Parking's payments: one bill or several. Its data (bills, arrears, receipts) is the entry's, so the entry's rows
 * of the event table already cover it (app/entryEvents.ts); its own event is a second payment given back (events.ts).
 */
export const feature: Feature = {
  name: 'parkingPay',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([parkingKind, parkingBatchKind, visitorParkingKind, visitorArrearsKind, noPlateKind]);
    yield* registerEvents(parkingPayEvents);
  },
};
