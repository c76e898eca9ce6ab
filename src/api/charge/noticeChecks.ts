import { chargeApi } from './index';
import { NoticeCheck, type NoticeCheckBody } from './noticeChecks.types';

/**
 * 核实通知 (docs/rules/scam-check.md): one call, a visitor's or a driver's. A lazy read, asked on the driver's tap
 * only and never kept once the page lets it go (the notice's parts are not cached). `silent`: the page shows a
 * failed or malformed answer itself, with 重试, never a toast and never a verdict the server did not give.
 */
export const noticeChecksApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    checkNotice: build.query<NoticeCheck, NoticeCheckBody>({
      query: (body) => ({ url: '/charge/v2/api/noticeChecks', method: 'POST', body, silent: true }),
      responseSchema: NoticeCheck,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCheckNoticeQuery } = noticeChecksApi;
