import { driverApi } from './index';
import { Dispute, DisputeList, type AddEvidenceBody } from './disputes.types';

/** The driver's disputes across the domains, injected with the pages that show them. */
export const driverDisputesApi = driverApi.injectEndpoints({
  endpoints: (build) => ({
    disputes: build.query<DisputeList, void>({
      query: () => ({ url: '/driver/v2/api/disputes' }),
      responseSchema: DisputeList,
      providesTags: ['Dispute'],
    }),
    dispute: build.query<Dispute, { disputeId: string }>({
      query: ({ disputeId }) => ({ url: `/driver/v2/api/disputes/${encodeURIComponent(disputeId)}`, template: '/driver/v2/api/disputes/{disputeId}' }),
      responseSchema: Dispute,
      providesTags: (_r, _e, { disputeId }) => [{ type: 'Dispute', id: disputeId }],
    }),
    addEvidence: build.mutation<Dispute, AddEvidenceBody & { disputeId: string }>({
      query: ({ disputeId, ...body }) => ({
        url: `/driver/v2/api/disputes/${encodeURIComponent(disputeId)}/evidence`, template: '/driver/v2/api/disputes/{disputeId}/evidence', method: 'POST', body,
      }),
      responseSchema: Dispute,
      invalidatesTags: (_r, _e, { disputeId }) => ['Dispute', { type: 'Dispute', id: disputeId }],
    }),
  }),
});

export const { useDisputesQuery, useDisputeQuery, useAddEvidenceMutation } = driverDisputesApi;
