import { chargeApi } from '@/api/charge';
import { cpsApi } from '@/api/cps';
import { driverApi } from '@/api/driver';
import { restoreAnswers, type KeptRead } from '@/api/keptAnswers';
import { readCopy } from '@/session/offlineCopies';
import { selectIsDriver } from '@/session/sessionSlice';
import type { Prefetch } from '@/ui/lazyPage';

const argOf = (arg: unknown) => (arg ?? {}) as { requestType?: number; pageNo?: number };

/**
 * What a driver's /home shows of their own: the bill cards (the parked plates, each card's bill, the bound plates
 * and their count, the charging orders in progress) and the arrears notice. The phone keeps the last answers
 * (keepHome.ts) and the next start paints them at once, dated, while they are asked again.
 */
export const HOME_READS: KeptRead[] = [
  { api: chargeApi, endpoint: 'boundVehicleParkingBills' },
  { api: chargeApi, endpoint: 'boundVehicleParkingBill' },
  { api: chargeApi, endpoint: 'driverPlates' },
  { api: chargeApi, endpoint: 'parkOrders', arg: (a) => argOf(a).requestType === 2 && argOf(a).pageNo === 1 },
  { api: driverApi, endpoint: 'plateCount' },
  { api: cpsApi, endpoint: 'chargingOrders', arg: (a) => argOf(a).requestType === 1 && argOf(a).pageNo === 1 },
];

/** On a later visit in the same start, answers younger than this are shown as they are; older ones are asked again. */
export const HOME_FRESH_FOR_S = 60;

/**
 * /home's route loader (lazyPage's prefetch): before the page draws, a driver's kept answers go back into the
 * cache where it has none (so the cards are drawn from them, not from a placeholder) and are asked again at once;
 * on a later visit, those the cache has held for over a minute are asked again.
 */
export const prefetch: Prefetch = (_url, store) => {
  if (!selectIsDriver(store.getState())) return;
  restoreAnswers(store, HOME_READS, readCopy('homeAnswers')?.data ?? [], HOME_FRESH_FOR_S);
};
