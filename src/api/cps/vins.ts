import { cpsStationsApi } from './stations';
import { noData } from '../../lib/schema';
import { ChargingCards, ChargingVin, ChargingVinList, type AddChargingVinBody, type BindVinPlateArg, type ChargingCard, type VinIdArg } from './vins.types';

/**
 * Plug-and-charge VINs and the driver's charging cards on the cps service (injected; cps.ts keeps the spec's own
 * list). Every VIN change refreshes the list. A changed card password changes the card's last update, so the
 * existing password call (stations.ts) is told to refresh the cards too.
 */
const vinsBase = cpsStationsApi.enhanceEndpoints({
  addTagTypes: ['ChargingVins', 'ChargingCards'],
  endpoints: { changeChargingCardPassword: { invalidatesTags: ['ChargingCards'] } },
});

const vinUrl = (id: string) => ({ url: `/cps/v2/api/vins/${encodeURIComponent(id)}`, template: '/cps/v2/api/vins/{id}' });

export const cpsVinsApi = vinsBase.injectEndpoints({
  endpoints: (build) => ({
    chargingVins: build.query<ChargingVinList, void>({
      query: () => ({ url: '/cps/v2/api/vins' }),
      responseSchema: ChargingVinList,
      providesTags: ['ChargingVins'],
    }),
    addChargingVin: build.mutation<ChargingVin, AddChargingVinBody>({
      // Silent: the add form shows each refusal inline, next to the field it concerns (a toast would say it twice).
      query: (body) => ({ url: '/cps/v2/api/vins', method: 'POST', body, silent: true }),
      responseSchema: ChargingVin,
      invalidatesTags: ['ChargingVins'],
    }),
    bindChargingVinPlate: build.mutation<ChargingVin, BindVinPlateArg>({
      query: ({ id, plateNo }) => ({ ...vinUrl(id), method: 'PUT', body: { plateNo } }),
      responseSchema: ChargingVin,
      invalidatesTags: ['ChargingVins'],
    }),
    removeChargingVin: build.mutation<null, VinIdArg>({
      query: ({ id }) => ({ ...vinUrl(id), method: 'DELETE' }),
      // The app does not read the answer (null): the list is asked again.
      responseSchema: noData,
      invalidatesTags: ['ChargingVins'],
    }),
    chargingCards: build.query<ChargingCard[], void>({
      query: () => ({ url: '/cps/v2/api/charging/cards' }),
      responseSchema: ChargingCards,
      providesTags: ['ChargingCards'],
    }),
  }),
});

export const {
  useChargingVinsQuery,
  useAddChargingVinMutation,
  useBindChargingVinPlateMutation,
  useRemoveChargingVinMutation,
  useChargingCardsQuery,
} = cpsVinsApi;
