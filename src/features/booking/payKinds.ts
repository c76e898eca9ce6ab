import { bookingOrdersApi } from '@/api/booking/orders';
import { landingResult, type PayKind } from '@/payment/kinds';

/** A space booking (bookingNotarize), or its overstay charge afterwards. */
export const bookOrderKind: PayKind<{ bookOrderId: string }> = {
  kind: 'bookOrder',
  create: (order, terms) => bookingOrdersApi.endpoints.payBookOrder.initiate({ ...order, ...terms }),
  resultUrl: landingResult,
};
