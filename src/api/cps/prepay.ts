import { cpsApi } from './index';
import { PayOrder } from '../charge/types';
import { CurrentPrepayAnswer, type CreatePrepayArg, type CurrentPrepay } from './prepay.types';

/**
 * Prepaying a charge (先付后充) on the cps service (injected). The order is made by the payment saga (kind
 * 'chargingPrepay'); the start form asks for the paid prepay waiting for a session, which a payment makes stale.
 */
export const cpsPrepayApi = cpsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Used by the payment saga, never by a screen directly. */
    createChargingPrepay: build.mutation<PayOrder, CreatePrepayArg>({
      query: (body) => ({ url: '/cps/v2/api/chargingPrepays', method: 'POST', body }),
      responseSchema: PayOrder,
    }),
    currentPrepay: build.query<CurrentPrepay | null, void>({
      query: () => ({ url: '/cps/v2/api/chargingPrepays/current' }),
      responseSchema: CurrentPrepayAnswer,
      providesTags: ['ChargingPrepay'],
    }),
  }),
});

export const { useCurrentPrepayQuery } = cpsPrepayApi;
