import { cpsApi } from './index';
import {
  ChargingSession, PileDetail, StartChargingResult, StationDetail, StopChargingResult, type StartChargingBody,
} from './session.types';

/**
 * The charging session's calls on the cps service (injected; cps.ts keeps the spec's own list): a station in
 * detail, a pile by its number, starting, following and stopping a session. Starting and stopping change what
 * the orders, the idle fees and the home's charging card show, so they make those stale.
 */
export const cpsSessionApi = cpsApi.enhanceEndpoints({ addTagTypes: ['ChargingSession', 'Station'] }).injectEndpoints({
  endpoints: (build) => ({
    stationDetail: build.query<StationDetail, string>({
      query: (stationId) => ({ url: `/cps/v2/api/stations/${encodeURIComponent(stationId)}`, template: '/cps/v2/api/stations/{stationId}' }),
      responseSchema: StationDetail,
      providesTags: (_r, _e, id) => [{ type: 'Station', id }],
    }),
    pile: build.query<PileDetail, string>({
      query: (pileCode) => ({ url: `/cps/v2/api/piles/${encodeURIComponent(pileCode)}`, template: '/cps/v2/api/piles/{pileCode}' }),
      responseSchema: PileDetail,
      providesTags: ['Station'],
    }),
    startCharging: build.mutation<StartChargingResult, StartChargingBody>({
      query: (body) => ({ url: '/cps/v2/api/chargingOrders', method: 'POST', body }),
      responseSchema: StartChargingResult,
      invalidatesTags: ['ChargingOrders', 'OccupyOrders', 'Station'],
    }),
    chargingSession: build.query<ChargingSession, string>({
      query: (orderNo) => ({ url: `/cps/v2/api/chargingOrders/${encodeURIComponent(orderNo)}`, template: '/cps/v2/api/chargingOrders/{orderNo}' }),
      responseSchema: ChargingSession,
      providesTags: (_r, _e, orderNo) => [{ type: 'ChargingSession', id: orderNo }],
    }),
    stopCharging: build.mutation<StopChargingResult, string>({
      query: (orderNo) => ({ url: `/cps/v2/api/chargingOrders/${encodeURIComponent(orderNo)}/stop`, template: '/cps/v2/api/chargingOrders/{orderNo}/stop', method: 'POST', body: {} }),
      responseSchema: StopChargingResult,
      invalidatesTags: (_r, _e, orderNo) => [{ type: 'ChargingSession', id: orderNo }, 'ChargingOrders', 'Station'],
    }),
  }),
});

export const { useStationDetailQuery, usePileQuery, useStartChargingMutation, useChargingSessionQuery, useStopChargingMutation } = cpsSessionApi;
