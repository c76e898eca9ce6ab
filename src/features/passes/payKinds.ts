import { specialPassesApi } from '@/api/special/passes';
import { landingResult, type PayKind } from '@/payment/kinds';

/** An approved pass application (mounthlyDetail), for `periods` periods of its rule. */
export const bagApplicationKind: PayKind<{ applicationId: string; periods?: number }> = {
  kind: 'bagApplication',
  create: (order, terms) => specialPassesApi.endpoints.payBagApplication.initiate({ ...order, ...terms }),
  resultUrl: landingResult,
};

/** Renewing a pass (mounthlyRenew / renew); one requestId per renewal, so a reload pays the same one. */
export const bagRenewalKind: PayKind<{ bagId: string; ruleId: string; periods: number; requestId: string }> = {
  kind: 'bagRenewal',
  create: (order, terms) => specialPassesApi.endpoints.renewBagPass.initiate({ ...order, ...terms }),
  resultUrl: landingResult,
};
