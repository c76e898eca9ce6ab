import { basicApi } from './index';
import type {
  MapType, Notice, PageRemark, PageRemarkParams, ParamConfigList, ParamConfigParams, UploadedPicture, UploadPictureBody, ViewNoticeParams,
  WebPageConfig, WebPageConfigParams,
} from './types';

/**
 * The basic service beyond the first screen: configured pages, their remarks and notices, parameters, the map's
 * type and picture upload. Injected with the pages that use them, so the entry carries only what /home and the
 * start ask (the rest of the service is in ./index).
 */
export const basicPagesApi = basicApi.injectEndpoints({
  endpoints: (build) => ({
    webPageConfig: build.query<WebPageConfig, WebPageConfigParams>({
      query: (params) => ({ url: '/basic/v2/api/webPageConfig', params: { ...params } }),
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
    uploadPicture: build.mutation<UploadedPicture, UploadPictureBody>({
      query: (body) => ({ url: '/basic/v2/api/pictures', method: 'POST', body: { suffix: 'jpg', ...body } }),
    }),
  }),
});

export const {
  useWebPageConfigQuery,
  useParamConfigsQuery,
  useMapTypeQuery,
  useViewNoticeQuery,
  usePageRemarkQuery,
  useUploadPictureMutation,
} = basicPagesApi;
