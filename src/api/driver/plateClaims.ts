import { markStale } from '../events';
import { driverApi } from './index';
import { PlateClaim, PlateClaimList, type PlateClaimBody, type PlateClaimIdArg } from './plateClaims.types';

/**
 * Claims of plates another account holds, injected into the driver service with the pages that make them. A claim
 * decided in the claimant's favour binds the plate: a claim read as approved makes the driver's plates stale (the
 * review happens on the server, between two reads).
 */
const claimsBase = driverApi.enhanceEndpoints({ addTagTypes: ['PlateClaim'] });

export const plateClaimsApi = claimsBase.injectEndpoints({
  endpoints: (build) => ({
    plateClaims: build.query<PlateClaimList, void>({
      query: () => ({ url: '/driver/v2/api/plateClaims' }),
      responseSchema: PlateClaimList,
      providesTags: ['PlateClaim'],
    }),
    plateClaim: build.query<PlateClaim, PlateClaimIdArg>({
      query: ({ claimId }) => ({ url: `/driver/v2/api/plateClaims/${encodeURIComponent(claimId)}`, template: '/driver/v2/api/plateClaims/{claimId}' }),
      responseSchema: PlateClaim,
      providesTags: (_r, _e, { claimId }) => [{ type: 'PlateClaim', id: claimId }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.state === 2) markStale(dispatch, 'plateChanged');
        } catch {
          // nothing learned
        }
      },
    }),
    /** Silent: the claim form shows every refusal in place (a VIN that does not match under the VIN, else above the button). */
    submitPlateClaim: build.mutation<PlateClaim, PlateClaimBody>({
      query: (body) => ({ url: '/driver/v2/api/plateClaims', method: 'POST', body, silent: true }),
      responseSchema: PlateClaim,
      invalidatesTags: ['PlateClaim'],
    }),
    withdrawPlateClaim: build.mutation<PlateClaim, PlateClaimIdArg>({
      query: ({ claimId }) => ({ url: `/driver/v2/api/plateClaims/${encodeURIComponent(claimId)}/withdraw`, template: '/driver/v2/api/plateClaims/{claimId}/withdraw', method: 'POST' }),
      responseSchema: PlateClaim,
      invalidatesTags: (_r, _e, { claimId }) => ['PlateClaim', { type: 'PlateClaim', id: claimId }],
    }),
  }),
});

export const { usePlateClaimsQuery, usePlateClaimQuery, useSubmitPlateClaimMutation, useWithdrawPlateClaimMutation } = plateClaimsApi;
