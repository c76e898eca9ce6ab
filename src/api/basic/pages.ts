import { basicApi } from './index';
import {
  MapType, Notice, PageRemark, ParamConfigList, UploadedPicture, WebPageConfig, type PageRemarkParams, type ParamConfigParams, type UploadPictureBody,
  type ViewNoticeParams, type WebPageConfigParams,
} from './pages.types';

/**
 * The basic service beyond the first screen: configured pages, their remarks and notices, parameters, the map's
 * type and picture upload. Injected with the pages that use them, so the entry carries only what /home and the
 * start ask (the rest of the service is in ./index).
 */
export const basicPagesApi = basicApi.injectEndpoints({
  endpoints: (build) => ({
    webPageConfig: build.query<WebPageConfig, WebPageConfigParams>({
      query: (params) => ({ url: '/basic/v2/api/webPageConfig', params: { ...params } }),
      responseSchema: WebPageConfig,
    }),
    paramConfigs: build.query<ParamConfigList, ParamConfigParams | void>({
      query: (params) => ({ url: '/basic/v2/api/paramConfigs', params: { ...params } }),
      responseSchema: ParamConfigList,
    }),
    mapType: build.query<MapType, void>({
      query: () => ({ url: '/basic/v2/api/sysCodes/getMapType' }),
      responseSchema: MapType,
    }),
    viewNotice: build.query<Notice, ViewNoticeParams>({
      query: (params) => ({ url: '/basic/v2/api/viewNotice', params: { ...params } }),
      responseSchema: Notice,
      providesTags: (n) => (n ? [{ type: 'Notice', id: n.noticeId }] : ['Notice']),
    }),
    pageRemark: build.query<PageRemark, PageRemarkParams>({
      query: (params) => ({ url: '/basic/v2/api/pageRemark', params: { ...params }, silent: true }),
      responseSchema: PageRemark,
    }),
    uploadPicture: build.mutation<UploadedPicture, UploadPictureBody>({
      query: (body) => ({ url: '/basic/v2/api/pictures', method: 'POST', body: { suffix: 'jpg', ...body } }),
      responseSchema: UploadedPicture,
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
