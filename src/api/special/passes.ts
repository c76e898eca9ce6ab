import { numberedPages } from '../pages';
import { markRefundToBalance } from '../events';
import { specialApi } from './index';
import { PayOrder } from '../charge/types';
import {
  BagApplicationCreated, BagApplicationDetail, BagApplicationPage, BagPass, BagPassPage, BagPayRecordPage,
  CancelBagApplicationResult, DisabledCertification, PlateMaterial, PlateMaterialList,
  type BagApplicationBody, type BagApplicationsFilter, type BagPassesParams, type ChangeBagPlatesArg,
  type DisabledCertificationBody, type EditBagApplicationBody, type PayBagApplicationArg, type RenewBagPassArg,
  type SavePlateMaterialBody,
} from './types';

/** Page sizes of the period-pass lists. */
export const BAG_APPLICATIONS_PAGE_SIZE = 10;
export const BAG_PAY_RECORDS_PAGE_SIZE = 10;
export const BAG_PASSES_PAGE_SIZE = 20;

const LIST = 'LIST';

/** A URL with one id filled in, and the template it came from (for the authModel list and the logs). */
function withId(template: string, key: string, id: string) {
  return { url: template.replace(`{${key}}`, encodeURIComponent(id)), template };
}

const APPLICATION = '/special/v2/api/bagApplications/{applicationId}';
const PASS = '/special/v2/api/bagPasses/{bagId}';
const PLATE_MATERIAL = '/special/v2/api/plateMaterials/{plateNo}';

/**
 * The pass screens' calls on the special service, injected: applications (submit once per requestId, fix
 * a rejected one, withdraw or cancel), paying and renewing (both answer the charge service's PayOrder, for the
 * payment saga), passes and their plates, pass payment records, plate materials and the disabled certification.
 * Errors invalidate nothing: nothing changed.
 */
export const specialPassesApi = specialApi.injectEndpoints({
  endpoints: (build) => ({
    /** The driver's applications, newest first, page by page. */
    bagApplications: build.infiniteQuery<BagApplicationPage, BagApplicationsFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/special/v2/api/bagApplications',
        params: { pageNo: pageParam, pageSize: BAG_APPLICATIONS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: BagApplicationPage,
      providesTags: [{ type: 'BagApplication', id: LIST }],
    }),
    bagApplication: build.query<BagApplicationDetail, { applicationId: string }>({
      query: ({ applicationId }) => withId(APPLICATION, 'applicationId', applicationId),
      responseSchema: BagApplicationDetail,
      providesTags: (_r, _e, { applicationId }) => [{ type: 'BagApplication', id: applicationId }],
    }),
    /** Send one requestId per form: a double tap or a retry then makes one application. */
    submitBagApplication: build.mutation<BagApplicationCreated, BagApplicationBody>({
      query: (body) => ({ url: '/special/v2/api/bagApplications', method: 'POST', body }),
      responseSchema: BagApplicationCreated,
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'BagApplication', id: LIST }]),
    }),
    /** A rejected application fixed in place: only the fields sent change. */
    editBagApplication: build.mutation<BagApplicationDetail, EditBagApplicationBody>({
      query: ({ applicationId, ...body }) => ({ ...withId(APPLICATION, 'applicationId', applicationId), method: 'PUT', body }),
      responseSchema: BagApplicationDetail,
      invalidatesTags: (_r, e, { applicationId }) => (e ? [] : [{ type: 'BagApplication', id: applicationId }, { type: 'BagApplication', id: LIST }]),
    }),
    /** Withdraw (under review, rejected, unpaid) or cancel before the first day (refunded). */
    cancelBagApplication: build.mutation<CancelBagApplicationResult, { applicationId: string }>({
      query: ({ applicationId }) => ({ ...withId(`${APPLICATION}/cancel`, 'applicationId', applicationId), method: 'POST' }),
      responseSchema: CancelBagApplicationResult,
      invalidatesTags: (_r, e, { applicationId }) =>
        (e ? [] : [{ type: 'BagApplication', id: applicationId }, { type: 'BagApplication', id: LIST }, 'BagPass', 'BagPayRecord', 'BagRule']),
      onQueryStarted: markRefundToBalance,
    }),
    /** Used by the payment saga, never by a screen directly. */
    payBagApplication: build.mutation<PayOrder, PayBagApplicationArg>({
      query: ({ applicationId, ...body }) => ({ ...withId(`${APPLICATION}/pay`, 'applicationId', applicationId), method: 'POST', body }),
      responseSchema: PayOrder,
      invalidatesTags: (_r, e, { applicationId }) =>
        (e ? [] : [{ type: 'BagApplication', id: applicationId }, { type: 'BagApplication', id: LIST }, 'BagPass', 'BagPayRecord', 'BagRule']),
    }),

    /** The driver's passes, active first (soonest end first); expiringSoon 1 keeps those for the home and /mine. */
    bagPasses: build.query<BagPassPage, Partial<BagPassesParams> | void>({
      query: (params) => ({ url: '/special/v2/api/bagPasses', params: { pageNo: 1, pageSize: BAG_PASSES_PAGE_SIZE, ...(params ?? {}) } }),
      responseSchema: BagPassPage,
      providesTags: (r) => [{ type: 'BagPass', id: LIST }, ...(r?.results ?? []).map((p) => ({ type: 'BagPass' as const, id: p.bagId }))],
    }),
    bagPass: build.query<BagPass, { bagId: string }>({
      query: ({ bagId }) => withId(PASS, 'bagId', bagId),
      responseSchema: BagPass,
      providesTags: (_r, _e, { bagId }) => [{ type: 'BagPass', id: bagId }],
    }),
    /** Used by the payment saga: more periods, continuing from the old end. One requestId per renewal. */
    renewBagPass: build.mutation<PayOrder, RenewBagPassArg>({
      query: ({ bagId, ...body }) => ({ ...withId(`${PASS}/renew`, 'bagId', bagId), method: 'POST', body }),
      responseSchema: PayOrder,
      invalidatesTags: (_r, e, { bagId }) =>
        (e ? [] : [{ type: 'BagPass', id: bagId }, { type: 'BagPass', id: LIST }, 'BagPayRecord', 'BagApplication']),
    }),
    /** The whole new list of plates; at a lot that reviews materials an added plate waits for the lot (plateChange). */
    changeBagPlates: build.mutation<BagPass, ChangeBagPlatesArg>({
      query: ({ bagId, plates }) => ({ ...withId(`${PASS}/plates`, 'bagId', bagId), method: 'PUT', body: { plates } }),
      responseSchema: BagPass,
      invalidatesTags: (_r, e, { bagId }) => (e ? [] : [{ type: 'BagPass', id: bagId }, { type: 'BagPass', id: LIST }]),
    }),
    /** Payments for passes (新办 and 续费), newest first; bagId narrows to one pass. */
    bagPayRecords: build.infiniteQuery<BagPayRecordPage, { bagId?: string }, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/special/v2/api/bagPayRecords',
        params: { pageNo: pageParam, pageSize: BAG_PAY_RECORDS_PAGE_SIZE, ...queryArg },
      }),
      responseSchema: BagPayRecordPage,
      providesTags: ['BagPayRecord'],
    }),

    /** One entry per bound plate, with its driving licence's review state. */
    plateMaterials: build.query<PlateMaterialList, void>({
      query: () => ({ url: '/special/v2/api/plateMaterials' }),
      responseSchema: PlateMaterialList,
      providesTags: [{ type: 'PlateMaterial', id: LIST }],
    }),
    plateMaterial: build.query<PlateMaterial, { plateNo: string }>({
      query: ({ plateNo }) => withId(PLATE_MATERIAL, 'plateNo', plateNo),
      responseSchema: PlateMaterial,
      providesTags: (_r, _e, { plateNo }) => [{ type: 'PlateMaterial', id: plateNo }],
    }),
    savePlateMaterial: build.mutation<PlateMaterial, SavePlateMaterialBody>({
      query: ({ plateNo, ...body }) => ({ ...withId(PLATE_MATERIAL, 'plateNo', plateNo), method: 'PUT', body }),
      responseSchema: PlateMaterial,
      invalidatesTags: (_r, e, { plateNo }) => (e ? [] : [{ type: 'PlateMaterial', id: plateNo }, { type: 'PlateMaterial', id: LIST }]),
    }),
    disabledCertification: build.query<DisabledCertification, void>({
      query: () => ({ url: '/special/v2/api/disabledCertification' }),
      responseSchema: DisabledCertification,
      providesTags: ['DisabledCertification'],
    }),
    submitDisabledCertification: build.mutation<DisabledCertification, DisabledCertificationBody>({
      query: (body) => ({ url: '/special/v2/api/disabledCertification', method: 'POST', body }),
      responseSchema: DisabledCertification,
      invalidatesTags: (_r, e) => (e ? [] : ['DisabledCertification']),
    }),
  }),
});

export const {
  useBagApplicationsInfiniteQuery,
  useBagApplicationQuery,
  useSubmitBagApplicationMutation,
  useEditBagApplicationMutation,
  useCancelBagApplicationMutation,
  useBagPassesQuery,
  useBagPassQuery,
  useChangeBagPlatesMutation,
  useBagPayRecordsInfiniteQuery,
  usePlateMaterialsQuery,
  usePlateMaterialQuery,
  useSavePlateMaterialMutation,
  useDisabledCertificationQuery,
  useSubmitDisabledCertificationMutation,
} = specialPassesApi;
