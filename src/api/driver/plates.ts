import type { UnknownAction } from '@reduxjs/toolkit';
import { chargeApi } from '../charge';
import { driverApi } from './index';
import { markStale } from '../events';
import { noData } from '../../lib/schema';
import {
  BoundPlateItem, BoundPlateList, RoadSection, WithholdContract, WithholdContractList, type AutoDeductArg, type BindPlateBody, type ContractIdArg,
  type OpenWithholdBody, type PlateIdArg,
} from './plates.types';

/**
 * Plate binding, auto-deduction and withholding contracts, injected into the driver service (calls beyond
 * endpoints.json; see types/driver-plates.ts). The driver's plates have one source on the server: this list, the
 * charge service's driverPlate and plateCount all read the same bound plates, so every change here refreshes all
 * three (and the home's bill cards, which follow the bound plates).
 */
const platesBase = driverApi.enhanceEndpoints({ addTagTypes: ['Plate', 'Withhold'] });

/** A plate change makes stale what the event table (api/events.ts) says (this service's plates and the charge service's bills). */
async function markPlatesChanged(dispatch: (a: UnknownAction) => unknown, queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
    markStale(dispatch, 'plateChanged');
  } catch {
    // nothing changed on the server
  }
}

export const driverPlatesApi = platesBase.injectEndpoints({
  endpoints: (build) => ({
    boundPlates: build.query<BoundPlateList, void>({
      query: () => ({ url: '/driver/v2/api/plates' }),
      responseSchema: BoundPlateList,
      providesTags: ['Plate'],
    }),
    boundPlate: build.query<BoundPlateItem, PlateIdArg>({
      query: ({ plateId }) => ({ url: `/driver/v2/api/plates/${encodeURIComponent(plateId)}`, template: '/driver/v2/api/plates/{plateId}' }),
      responseSchema: BoundPlateItem,
      providesTags: (_r, _e, { plateId }) => ['Plate', { type: 'Plate', id: plateId }],
    }),
    bindPlate: build.mutation<BoundPlateItem, BindPlateBody>({
      // Silent: the add-plate form shows each refusal inline, next to the plate (a toast too would say it twice).
      query: (body) => ({ url: '/driver/v2/api/plates', method: 'POST', body, silent: true }),
      responseSchema: BoundPlateItem,
      onQueryStarted: (_a, { dispatch, queryFulfilled }) => markPlatesChanged(dispatch, queryFulfilled),
    }),
    unbindPlate: build.mutation<null, PlateIdArg>({
      query: ({ plateId }) => ({
        url: `/driver/v2/api/plates/${encodeURIComponent(plateId)}`, template: '/driver/v2/api/plates/{plateId}', method: 'DELETE',
      }),
      responseSchema: noData,
      onQueryStarted: (_a, { dispatch, queryFulfilled }) => markPlatesChanged(dispatch, queryFulfilled),
    }),
    setDefaultPlate: build.mutation<BoundPlateItem, PlateIdArg>({
      query: ({ plateId }) => ({
        url: `/driver/v2/api/plates/${encodeURIComponent(plateId)}/default`, template: '/driver/v2/api/plates/{plateId}/default', method: 'PUT',
      }),
      responseSchema: BoundPlateItem,
      onQueryStarted: (_a, { dispatch, queryFulfilled }) => markPlatesChanged(dispatch, queryFulfilled),
    }),
    setAutoDeduct: build.mutation<BoundPlateItem, AutoDeductArg>({
      query: ({ plateId, autoDeduct }) => ({
        url: `/driver/v2/api/plates/${encodeURIComponent(plateId)}/autoDeduct`,
        template: '/driver/v2/api/plates/{plateId}/autoDeduct',
        method: 'PUT',
        body: { autoDeduct },
      }),
      responseSchema: BoundPlateItem,
      invalidatesTags: ['Plate'],
    }),
    withholdContracts: build.query<WithholdContractList, void>({
      query: () => ({ url: '/driver/v2/api/withholding/contracts' }),
      responseSchema: WithholdContractList,
      providesTags: ['Withhold'],
    }),
    openWithhold: build.mutation<WithholdContract, OpenWithholdBody>({
      query: (body) => ({ url: '/driver/v2/api/withholding/contracts', method: 'POST', body }),
      responseSchema: WithholdContract,
      invalidatesTags: ['Withhold', 'Plate'],
    }),
    terminateWithhold: build.mutation<WithholdContract, ContractIdArg>({
      query: ({ contractId }) => ({
        url: `/driver/v2/api/withholding/contracts/${encodeURIComponent(contractId)}`,
        template: '/driver/v2/api/withholding/contracts/{contractId}',
        method: 'DELETE',
      }),
      responseSchema: WithholdContract,
      invalidatesTags: ['Withhold', 'Plate'],
    }),
  }),
});

export const {
  useBoundPlatesQuery, useBoundPlateQuery, useBindPlateMutation, useUnbindPlateMutation, useSetDefaultPlateMutation,
  useSetAutoDeductMutation, useWithholdContractsQuery, useOpenWithholdMutation, useTerminateWithholdMutation,
} = driverPlatesApi;

/** The road-side section a sign's QR code names (charge service: road-side parking is billed there). */
export const roadParkingApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    roadSection: build.query<RoadSection, { parkId: string }>({
      query: ({ parkId }) => ({
        url: `/charge/v2/api/roadParking/sections/${encodeURIComponent(parkId)}`, template: '/charge/v2/api/roadParking/sections/{parkId}',
      }),
      responseSchema: RoadSection,
    }),
  }),
});

export const { useRoadSectionQuery } = roadParkingApi;
