import { readToken } from '@/session/tokens';
import { NETWORK_ERROR, transportMessages } from '../apiError';
import { buildHeaders, buildUrl } from '../request';
import { driverApi } from './index';
import {
  PersonalData, PersonalDataExport, PersonalDataExportList, TrailDeletion, TrailPreview, type TrailBefore,
} from './personalData.types';

/**
 * 我的数据: what the service holds about the driver, the copies to download, and deleting the location trail.
 * Injected into the driver service with the page that uses them.
 */
export const personalDataApi = driverApi.enhanceEndpoints({ addTagTypes: ['PersonalData', 'PersonalDataExports'] }).injectEndpoints({
  endpoints: (build) => ({
    personalData: build.query<PersonalData, void>({
      query: () => ({ url: '/driver/v2/api/personalData' }),
      responseSchema: PersonalData,
      providesTags: ['PersonalData'],
    }),
    personalDataExports: build.query<PersonalDataExportList, void>({
      query: () => ({ url: '/driver/v2/api/personalData/exports' }),
      responseSchema: PersonalDataExportList,
      providesTags: ['PersonalDataExports'],
    }),
    requestPersonalDataExport: build.mutation<PersonalDataExport, void>({
      query: () => ({ url: '/driver/v2/api/personalData/exports', method: 'POST', body: {} }),
      responseSchema: PersonalDataExport,
      invalidatesTags: ['PersonalDataExports'],
    }),
    /** Asked before a deletion is confirmed: never kept, so each date is asked afresh. */
    trailPreview: build.query<TrailPreview, TrailBefore>({
      query: (params) => ({ url: '/driver/v2/api/personalData/trail/preview', params: { ...params } }),
      responseSchema: TrailPreview,
      keepUnusedDataFor: 0,
    }),
    deleteTrail: build.mutation<TrailDeletion, TrailBefore>({
      query: (body) => ({ url: '/driver/v2/api/personalData/trail/deletions', method: 'POST', body }),
      responseSchema: TrailDeletion,
      invalidatesTags: ['PersonalData'],
    }),
  }),
});

export const {
  usePersonalDataQuery, usePersonalDataExportsQuery, useRequestPersonalDataExportMutation, useLazyTrailPreviewQuery,
  useDeleteTrailMutation,
} = personalDataApi;

export type PersonalDataFileResult = { ok: true; blob: Blob } | { ok: false; msg: string };

/**
 * The copy itself: a zip, not the JSON envelope, so it is fetched here with the driver's token (a link would not carry
 * it) and handed back as a Blob. A refusal (another driver's, not ready, expired) is the envelope with the server's
 * words. The caller reads the exports list first, so a token that expired is refreshed by the base query before this.
 */
export async function fetchPersonalDataFile(exportId: string): Promise<PersonalDataFileResult> {
  const req = { url: `/driver/v2/api/personalData/exports/${encodeURIComponent(exportId)}/file`, template: '/driver/v2/api/personalData/exports/{exportId}/file' };
  // A file takes longer than an answer, but never hangs: 30 s, then the network message.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    const headers = { ...buildHeaders(req, readToken()), Accept: 'application/zip, application/json' };
    const response = await fetch(buildUrl('driver', req), { headers, credentials: 'same-origin', signal: controller.signal });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && type.includes('application/zip')) return { ok: true, blob: await response.blob() };
    const parsed = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    return { ok: false, msg: typeof parsed?.msg === 'string' && parsed.msg ? parsed.msg : '下载失败，请稍后重试' };
  } catch {
    return { ok: false, msg: transportMessages[NETWORK_ERROR] };
  } finally {
    clearTimeout(timer);
  }
}
