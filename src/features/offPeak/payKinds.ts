import { bookingOffPeakApi } from '@/api/booking/offpeak';
import { landingResult, type PayKind } from '@/payment/kinds';

/** An off-peak package, slot or violation (WP/WS/WV order numbers). */
export const diffTimeOrderKind: PayKind<{ orderNo: string }> = {
  kind: 'diffTimeOrder',
  create: (order, terms) => bookingOffPeakApi.endpoints.payDiffTimeOrder.initiate({ ...order, ...terms }),
  resultUrl: landingResult,
};
