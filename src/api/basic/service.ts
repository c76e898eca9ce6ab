import { numberedPages } from '../pages';
import { basicApi } from './index';
import {
  FaqList, ServiceBillList, ServiceInfo, ServiceRequestDetail, ServiceRequestPage, SubmitServiceRequestResult, type ServiceBillKind,
  type ServiceReplyBody, type SubmitServiceRequestBody,
} from './service.types';

/** Page size of the request history. */
export const SERVICE_REQUESTS_PAGE_SIZE = 10;

function requestUrl(requestNo: string, action?: 'replies' | 'close') {
  const tail = action ? `/${action}` : '';
  return {
    url: `/basic/v2/api/service/requests/${encodeURIComponent(requestNo)}${tail}`,
    template: `/basic/v2/api/service/requests/{requestNo}${tail}`,
  };
}

const serviceBase = basicApi.enhanceEndpoints({ addTagTypes: ['ServiceRequest', 'ServiceRequests'] });

/**
 * Customer service on the basic service (injected, so basic.ts keeps the spec's own list): FAQs, the hotline, the
 * bills a problem may be about, requests, their thread and follow-ups. Errors change nothing on the server, so a
 * failed write refetches nothing.
 */
export const basicServiceApi = serviceBase.injectEndpoints({
  endpoints: (build) => ({
    serviceInfo: build.query<ServiceInfo, void>({
      query: () => ({ url: '/basic/v2/api/service/info' }),
      responseSchema: ServiceInfo,
      keepUnusedDataFor: 30 * 60,
    }),
    faqs: build.query<FaqList, { keyword?: string }>({
      query: ({ keyword }) => ({ url: '/basic/v2/api/service/faqs', params: keyword ? { keyword } : {} }),
      responseSchema: FaqList,
    }),
    serviceBills: build.query<ServiceBillList, { kind: ServiceBillKind }>({
      query: (params) => ({ url: '/basic/v2/api/service/bills', params: { ...params } }),
      responseSchema: ServiceBillList,
    }),
    serviceRequests: build.infiniteQuery<ServiceRequestPage, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => ({ url: '/basic/v2/api/service/requests', params: { pageNo: pageParam, pageSize: SERVICE_REQUESTS_PAGE_SIZE } }),
      responseSchema: ServiceRequestPage,
      providesTags: ['ServiceRequests'],
    }),
    serviceRequest: build.query<ServiceRequestDetail, { requestNo: string }>({
      query: ({ requestNo }) => requestUrl(requestNo),
      responseSchema: ServiceRequestDetail,
      providesTags: (_r, _e, { requestNo }) => [{ type: 'ServiceRequest', id: requestNo }],
    }),
    submitServiceRequest: build.mutation<SubmitServiceRequestResult, SubmitServiceRequestBody>({
      query: (body) => ({ url: '/basic/v2/api/service/requests', method: 'POST', body }),
      responseSchema: SubmitServiceRequestResult,
      invalidatesTags: (_r, e) => (e ? [] : ['ServiceRequests']),
    }),
    replyServiceRequest: build.mutation<SubmitServiceRequestResult, ServiceReplyBody>({
      query: ({ requestNo, text }) => ({ ...requestUrl(requestNo, 'replies'), method: 'POST', body: { text } }),
      responseSchema: SubmitServiceRequestResult,
      invalidatesTags: (_r, e, { requestNo }) => (e ? [] : [{ type: 'ServiceRequest', id: requestNo }, 'ServiceRequests']),
    }),
    closeServiceRequest: build.mutation<SubmitServiceRequestResult, { requestNo: string }>({
      query: ({ requestNo }) => ({ ...requestUrl(requestNo, 'close'), method: 'POST' }),
      responseSchema: SubmitServiceRequestResult,
      invalidatesTags: (_r, e, { requestNo }) => (e ? [] : [{ type: 'ServiceRequest', id: requestNo }, 'ServiceRequests']),
    }),
  }),
});

export const {
  useServiceInfoQuery, useFaqsQuery, useServiceBillsQuery, useServiceRequestsInfiniteQuery, useServiceRequestQuery,
  useSubmitServiceRequestMutation, useReplyServiceRequestMutation, useCloseServiceRequestMutation,
} = basicServiceApi;
