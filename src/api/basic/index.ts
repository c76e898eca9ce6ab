import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import {
  ApplicationInfo, H5Url, HomeFuncEntries, JsapiSign, MapAk, MenuConfig, type ApplicationInfoParams, type H5UrlParams, type HomeFuncEntriesParams,
  type JsapiSignParams, type MenuConfigParams,
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
      responseSchema: HomeFuncEntries,
    }),
    h5Url: build.query<H5Url, H5UrlParams>({
      query: (params) => ({ url: '/basic/v2/api/getH5Url', params: { ...params } }),
      responseSchema: H5Url,
    }),
    // Loaded before navigation in WeChat/Alipay clients; a failure there must not interrupt the page.
    applicationInfos: build.query<ApplicationInfo, ApplicationInfoParams | void>({
      query: (params) => ({ url: '/basic/v2/api/applicationInfos', params: { ...params }, silent: true }),
      responseSchema: ApplicationInfo,
      // The before-each saga asks on every navigation; the answer does not change within a visit.
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    // Loaded before every navigation (spec section 2): silent, the app keeps its defaults when it fails.
    menuConfigs: build.query<MenuConfig, MenuConfigParams | void>({
      query: (params) => ({ url: '/basic/v2/api/menuConfigs', params: { ...params }, silent: true }),
      responseSchema: MenuConfig,
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    mapAk: build.query<MapAk, void>({
      query: () => ({ url: '/basic/v2/api/getAk', silent: true }),
      responseSchema: MapAk,
      keepUnusedDataFor: SESSION_CONSTANT_S,
    }),
    jsapiSign: build.query<JsapiSign, JsapiSignParams>({
      query: (params) => ({ url: '/basic/v2/api/jsapiSigns', params: { ...params }, silent: true }),
      responseSchema: JsapiSign,
    }),
  }),
});

export const {
  useHomeFuncEntriesQuery,
  useH5UrlQuery,
  useLazyH5UrlQuery,
  useApplicationInfosQuery,
  useMenuConfigsQuery,
  useMapAkQuery,
  useJsapiSignQuery,
  useLazyJsapiSignQuery,
} = basicApi;
