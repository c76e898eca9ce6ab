import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import type {
  ApplicationInfo, ApplicationInfoParams, H5Url, H5UrlParams, HomeFuncEntries, HomeFuncEntriesParams, JsapiSign,
  JsapiSignParams, MapAk, MapType, MenuConfig, MenuConfigParams, Notice, PageRemark, PageRemarkParams, ParamConfigList,
  ParamConfigParams, UploadedPicture, UploadPictureBody, ViewNoticeParams, WebPageConfig, WebPageConfigParams,
} from './types';

/** The basic service. Paths are written exactly as endpoints.json has them. */
/** Seconds to keep answers that stay the same for a visit (menu config, app info, map key): not one call per page. */
const SESSION_CONSTANT_S = 30 * 60;

export const basicApi = createApi({
  reducerPath: 'basicApi',
  baseQuery: createBaseQuery('basic'),
  ...serviceApiDefaults,
  tagTypes: ['Notice'],
  endpoints: (build) => ({
    homeFuncEntries: build.query<HomeFuncEntries, HomeFuncEntriesParams | void>({
      query: (params) => ({ url: '/basic/v2/api/homeFuncEntries', params: { ...params } }),
    }),
    h5Url: build.query<H5Url, H5UrlParams>({
      query: (params) => ({ url: '/basic/v2/api/getH5Url', params: { ...params } }),
    }),
    webPageConfig: build.query<WebPageConfig, WebPageConfigParams>({
      query: (params) => ({ url: '/basic/v2/api/webPageConfig', params: { ...params } }),
    }),
    // Loaded before navigation in WeChat/Alipay clients; a failure there must not interrupt the page.
    applicationInfos: build.query<ApplicationInfo, ApplicationInfoParams | void>({
      query: (params) => ({ url: '/basic/v2/api/applicationInfos', params: { ...params }, silent: true }),
      // The before-each saga asks on every navigation; the answer does not change within a visit.
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    paramConfigs: build.query<ParamConfigList, ParamConfigParams | void>({
      query: (params) => ({ url: '/basic/v2/api/paramConfigs', params: { ...params } }),
    }),
    mapType: build.query<MapType, void>({
      query: () => ({ url: '/basic/v2/api/sysCodes/getMapType' }),
    }),
    viewNotice: build.query<Notice, ViewNoticeParams>({
      query: (params) => ({ url: '/basic/v2/api/viewNotice', params: { ...params } }),
      providesTags: (n) => (n ? [{ type: 'Notice', id: n.noticeId }] : ['Notice']),
    }),
    pageRemark: build.query<PageRemark, PageRemarkParams>({
      query: (params) => ({ url: '/basic/v2/api/pageRemark', params: { ...params }, silent: true }),
    }),
    // Loaded before every navigation (spec section 2): silent, the app keeps its defaults when it fails.
    menuConfigs: build.query<MenuConfig, MenuConfigParams | void>({
      query: (params) => ({ url: '/basic/v2/api/menuConfigs', params: { ...params }, silent: true }),
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    mapAk: build.query<MapAk, void>({
      query: () => ({ url: '/basic/v2/api/getAk', silent: true }),
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    jsapiSign: build.query<JsapiSign, JsapiSignParams>({
      query: (params) => ({ url: '/basic/v2/api/jsapiSigns', params: { ...params }, silent: true }),
    }),
    uploadPicture: build.mutation<UploadedPicture, UploadPictureBody>({
      query: (body) => ({ url: '/basic/v2/api/pictures', method: 'POST', body: { suffix: 'jpg', ...body } }),
    }),
  }),
});

export const {
  useHomeFuncEntriesQuery, useH5UrlQuery, useLazyH5UrlQuery, useWebPageConfigQuery, useApplicationInfosQuery,
  useParamConfigsQuery, useMapTypeQuery, useViewNoticeQuery, usePageRemarkQuery, useMenuConfigsQuery, useMapAkQuery,
  useJsapiSignQuery, useLazyJsapiSignQuery, useUploadPictureMutation,
} = basicApi;
