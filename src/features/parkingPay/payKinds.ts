import type { PayKind } from '@/payment/kinds';
import { resultUrl } from './keys';
import { chargeBillsApi } from '@/api/charge/bills';

/**
 * One parking bill (payPage, scanPayPage); couponId from choiceDiscountPage; laneCode when paid at an exit lane;
 * confirmCovered when the driver chose 仍要现在支付 over a cover (CoverBar).
 */
export const parkingKind: PayKind<{ uniqueId: string; parkId: string; couponId?: string; laneCode?: string; confirmCovered?: boolean }> = {
  kind: 'parking',
  create: (order, terms) => chargeBillsApi.endpoints.payCharges.initiate({ ...order, ...terms }),
  // The shared result page, whose summary and ways on are parking's (plates, lots, evaluation).
  resultUrl: ({ key }, payOrderId) => resultUrl(key, payOrderId),
};

/** Several bills in one order (multiPayPage, scanOverduePay); confirmCovered when the driver kept a covered bill in. */
export const parkingBatchKind: PayKind<{ uniqueIds: string[]; parkId?: string; laneCode?: string; confirmCovered?: boolean }> = {
  kind: 'parkingBatch',
  create: (order, terms) => chargeBillsApi.endpoints.payChargesBatch.initiate({ ...order, ...terms }),
  resultUrl: ({ key }, payOrderId) => resultUrl(key, payOrderId),
};
