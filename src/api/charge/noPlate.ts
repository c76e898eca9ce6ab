import { chargeApi } from './index';
import { NoPlateLane, NoPlateStay, type NoPlateEntryBody, type NoPlateFreeExitBody, type NoPlateLaneQuery, type NoPlatePayBody } from './noPlate.types';
import { VisitorPayOrder } from './visitorPay.types';

/** The lot's plate-less stays (a 'Bill' row too: a paid order refreshes it like any bill). */
const STAYS = { type: 'Bill', id: 'noPlate' } as const;

/**
 * A car with no plate, the phone as its ticket (noPlate.types.ts). The lane reads are silent: their pages show what
 * went wrong where the lane would be (an unknown lane's 未找到该车道 once, not again in a toast).
 */
export const chargeNoPlateApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    noPlateEntryLane: build.query<NoPlateLane, NoPlateLaneQuery>({
      query: (params) => ({ url: '/charge/v2/api/noPlate/entryLane', params: { ...params }, silent: true }),
      responseSchema: NoPlateLane,
      providesTags: ['Bill', STAYS],
    }),
    enterNoPlate: build.mutation<NoPlateStay, NoPlateEntryBody>({
      query: (body) => ({ url: '/charge/v2/api/noPlate/entries', method: 'POST', body }),
      responseSchema: NoPlateStay,
      invalidatesTags: [STAYS],
    }),
    /** Asked each time the exit page opens: the fee runs with the server's clock. */
    noPlateExitLane: build.query<NoPlateLane, NoPlateLaneQuery>({
      query: (params) => ({ url: '/charge/v2/api/noPlate/exitLane', params: { ...params }, silent: true }),
      responseSchema: NoPlateLane,
      providesTags: ['Bill', STAYS],
      keepUnusedDataFor: 0,
    }),
    createNoPlatePay: build.mutation<VisitorPayOrder, NoPlatePayBody>({
      query: (body) => ({ url: '/charge/v2/api/noPlate/orders', method: 'POST', body }),
      responseSchema: VisitorPayOrder,
    }),
    leaveNoPlateFree: build.mutation<NoPlateStay, NoPlateFreeExitBody>({
      query: (body) => ({ url: '/charge/v2/api/noPlate/freeExits', method: 'POST', body }),
      responseSchema: NoPlateStay,
      invalidatesTags: [STAYS],
    }),
  }),
});

export const { useNoPlateEntryLaneQuery, useEnterNoPlateMutation, useNoPlateExitLaneQuery, useLeaveNoPlateFreeMutation } = chargeNoPlateApi;
