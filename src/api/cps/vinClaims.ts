import { cpsVinsApi } from './vins';
import { VinClaim, VinClaimList, type VinClaimBody, type VinClaimIdArg } from './vinClaims.types';

/**
 * Claims of a charging VIN another account holds, injected into the cps service with the page that makes them. A
 * claim decided in the claimant's favour puts the VIN in the driver's list: a claim read as approved makes that list
 * stale (the review happens on the server, between two reads).
 */
const claimsBase = cpsVinsApi.enhanceEndpoints({ addTagTypes: ['VinClaim'] });

const claimUrl = (claimId: string, rest = '') => ({
  url: `/cps/v2/api/vinClaims/${encodeURIComponent(claimId)}${rest}`,
  template: `/cps/v2/api/vinClaims/{claimId}${rest}`,
});

export const vinClaimsApi = claimsBase.injectEndpoints({
  endpoints: (build) => ({
    vinClaims: build.query<VinClaimList, void>({
      query: () => ({ url: '/cps/v2/api/vinClaims' }),
      responseSchema: VinClaimList,
      providesTags: ['VinClaim'],
    }),
    vinClaim: build.query<VinClaim, VinClaimIdArg>({
      query: ({ claimId }) => claimUrl(claimId),
      responseSchema: VinClaim,
      providesTags: (_r, _e, { claimId }) => [{ type: 'VinClaim', id: claimId }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The VIN list's own tag, not a row of the event table: nothing else shows a VIN, and a row would be
          // registered by the entry.
          if (data.state === 2) dispatch(cpsVinsApi.util.invalidateTags(['ChargingVins']));
        } catch {
          // nothing learned
        }
      },
    }),
    submitVinClaim: build.mutation<VinClaim, VinClaimBody>({
      // Silent: the form shows every refusal itself, next to what it concerns (a toast would say it twice).
      query: (body) => ({ url: '/cps/v2/api/vinClaims', method: 'POST', body, silent: true }),
      responseSchema: VinClaim,
      invalidatesTags: ['VinClaim'],
    }),
    withdrawVinClaim: build.mutation<VinClaim, VinClaimIdArg>({
      query: ({ claimId }) => ({ ...claimUrl(claimId, '/withdraw'), method: 'POST' }),
      responseSchema: VinClaim,
      invalidatesTags: (_r, _e, { claimId }) => ['VinClaim', { type: 'VinClaim', id: claimId }],
    }),
  }),
});

export const { useVinClaimsQuery, useVinClaimQuery, useSubmitVinClaimMutation, useWithdrawVinClaimMutation } = vinClaimsApi;
