import { cpsApi } from './index';
import { markStale } from '../events';
import {
  AlternativeStations, ChargerReportResult, GunHold, MyChargerAccess, QueuePlace,
  type AlternativeStation, type ChargerReportBody, type JoinQueueBody, type ReserveGunBody,
} from './chargerAccess.types';
import type { GunType } from './gun.types';

/**
 * Getting to a working gun (injected with the pages that use it): the driver's hold and place in line,
 * reserving and cancelling (money from and back to the balance), joining and leaving a line, reporting a broken
 * charger, and the nearest stations with a free gun. Each changes what the station page shows, so makes it stale.
 */
export const cpsChargerAccessApi = cpsApi.enhanceEndpoints({ addTagTypes: ['ChargerAccess', 'Station'] }).injectEndpoints({
  endpoints: (build) => ({
    myChargerAccess: build.query<MyChargerAccess, void>({
      query: () => ({ url: '/cps/v2/api/chargerAccess/mine' }),
      responseSchema: MyChargerAccess,
      providesTags: ['ChargerAccess'],
    }),
    reserveGun: build.mutation<GunHold, ReserveGunBody>({
      query: (body) => ({ url: '/cps/v2/api/gunHolds', method: 'POST', body }),
      responseSchema: GunHold,
      invalidatesTags: ['ChargerAccess', 'Station'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => markStale(dispatch, 'balanceChanged'), () => undefined);
      },
    }),
    cancelHold: build.mutation<GunHold, string>({
      query: (holdId) => ({ url: `/cps/v2/api/gunHolds/${encodeURIComponent(holdId)}/cancel`, template: '/cps/v2/api/gunHolds/{holdId}/cancel', method: 'POST', body: {} }),
      responseSchema: GunHold,
      invalidatesTags: ['ChargerAccess', 'Station'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then((r) => { if (r.data.refundCents) markStale(dispatch, 'balanceChanged'); }, () => undefined);
      },
    }),
    joinQueue: build.mutation<QueuePlace, JoinQueueBody>({
      query: (body) => ({ url: '/cps/v2/api/stationQueues', method: 'POST', body }),
      responseSchema: QueuePlace,
      invalidatesTags: ['ChargerAccess', 'Station'],
    }),
    leaveQueue: build.mutation<QueuePlace, string>({
      query: (queueId) => ({ url: `/cps/v2/api/stationQueues/${encodeURIComponent(queueId)}/leave`, template: '/cps/v2/api/stationQueues/{queueId}/leave', method: 'POST', body: {} }),
      responseSchema: QueuePlace,
      invalidatesTags: ['ChargerAccess', 'Station'],
    }),
    reportCharger: build.mutation<ChargerReportResult, ChargerReportBody>({
      query: (body) => ({ url: '/cps/v2/api/chargerReports', method: 'POST', body }),
      responseSchema: ChargerReportResult,
      // A blocked bay moves its reporter up the station's line, so the place the phone holds is stale. Invalidated
      // while no page reads it (the driver is on the report's page), it is dropped: the station page then waits for
      // the new place instead of showing the old one until the answer comes.
      invalidatesTags: (_result, _error, body) => (body.kind === 'blocked' ? ['ChargerAccess', 'Station'] : ['Station']),
    }),
    alternativeStations: build.query<AlternativeStation[], { stationId: string; gunType: GunType }>({
      query: ({ stationId, gunType }) => ({
        url: `/cps/v2/api/stations/${encodeURIComponent(stationId)}/alternatives`,
        template: '/cps/v2/api/stations/{stationId}/alternatives',
        params: { gunType },
      }),
      responseSchema: AlternativeStations,
      providesTags: ['Station'],
    }),
  }),
});

export const {
  useMyChargerAccessQuery, useReserveGunMutation, useCancelHoldMutation, useJoinQueueMutation, useLeaveQueueMutation, useReportChargerMutation,
  useAlternativeStationsQuery,
} = cpsChargerAccessApi;
