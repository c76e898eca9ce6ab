import { numberedPages } from '../pages';
import { basicApi } from './index';
import { noData } from '../../lib/schema';
import {
  LoginNotice, NoticePage, NoticeUnreadCounts, PolicyVersion, PolicyVersionList, type NoticeListParams,
} from './notices.types';

export const NOTICES_PAGE_SIZE = 10;

const noticesBase = basicApi.enhanceEndpoints({ addTagTypes: ['Notices', 'NoticeCounts', 'LoginNotice'] });

/**
 * Notice lists, unread counts, the notice shown once after sign-in and the privacy policy's versions (injected on
 * the basic service). Reading one notice is basic.ts's viewNotice, which marks it read; the lists and counts are
 * refetched after it (see useReadNotice in features/notices).
 */
export const basicNoticesApi = noticesBase.injectEndpoints({
  endpoints: (build) => ({
    notices: build.infiniteQuery<NoticePage, NoticeListParams, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ url: '/basic/v2/api/notices', params: { pageNo: pageParam, pageSize: NOTICES_PAGE_SIZE, ...queryArg } }),
      responseSchema: NoticePage,
      providesTags: ['Notices'],
    }),
    noticeUnreadCounts: build.query<NoticeUnreadCounts, void>({
      query: () => ({ url: '/basic/v2/api/notices/unreadCounts' }),
      responseSchema: NoticeUnreadCounts,
      providesTags: ['NoticeCounts'],
    }),
    readAllNotices: build.mutation<null, NoticeListParams>({
      query: (body) => ({ url: '/basic/v2/api/notices/readAll', method: 'POST', body }),
      responseSchema: noData,
      invalidatesTags: (_r, e) => (e ? [] : ['Notices', 'NoticeCounts']),
    }),
    loginNotice: build.query<LoginNotice, void>({
      query: () => ({ url: '/basic/v2/api/notices/loginNotice' }),
      responseSchema: LoginNotice,
      providesTags: ['LoginNotice'],
    }),
    ackLoginNotice: build.mutation<null, { noticeId: string }>({
      query: ({ noticeId }) => ({
        url: `/basic/v2/api/notices/loginNotice/${encodeURIComponent(noticeId)}/ack`,
        template: '/basic/v2/api/notices/loginNotice/{noticeId}/ack',
        method: 'POST',
      }),
      responseSchema: noData,
      invalidatesTags: (_r, e) => (e ? [] : ['LoginNotice', 'Notices', 'NoticeCounts']),
    }),
    policyVersions: build.query<PolicyVersionList, void>({
      query: () => ({ url: '/basic/v2/api/privacyPolicy/versions' }),
      responseSchema: PolicyVersionList,
    }),
    policyVersion: build.query<PolicyVersion, { version: string }>({
      query: ({ version }) => ({
        url: `/basic/v2/api/privacyPolicy/versions/${encodeURIComponent(version)}`,
        template: '/basic/v2/api/privacyPolicy/versions/{version}',
      }),
      responseSchema: PolicyVersion,
    }),
  }),
});

export const {
  useNoticesInfiniteQuery, useNoticeUnreadCountsQuery, useReadAllNoticesMutation, useLoginNoticeQuery, useAckLoginNoticeMutation,
  usePolicyVersionsQuery, usePolicyVersionQuery,
} = basicNoticesApi;
