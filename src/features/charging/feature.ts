import { registerEvents } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { chargingEvents } from './events';
import { chargingBillKind, chargingPrepayKind, occupyBillKind } from './payKinds';
import { chargingSessionSaga } from './session/sessionSaga';
import { chargingSessionSlice } from './session/sessionSlice';

/**
 * What charging brings when its first route loads: the live session's slice and saga, its pay kinds (a bill, an
 * idle fee, a prepay), its rows of the event table and the settlement it observes (events.ts).
 */
export const chargingFeature: Feature = {
  name: 'charging',
  slices: [chargingSessionSlice],
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([chargingBillKind, occupyBillKind, chargingPrepayKind]);
    yield* registerEvents(chargingEvents);
    yield* chargingSessionSaga();
  },
};
export const feature = chargingFeature;
