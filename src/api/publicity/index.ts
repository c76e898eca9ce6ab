import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';
import { Advertisings, ImportantNews, NewsDetail, NewsList, type AdvertisingsBody, type NewsDetailParams, type NewsListParams } from './types';

/** The publicity service. Paths are written exactly as endpoints.json has them. */
export const publicityApi = createApi({
  reducerPath: 'publicityApi',
  baseQuery: createBaseQuery('publicity'),
  ...serviceApiDefaults,
  tagTypes: ['News'],
  endpoints: (build) => ({
    // Silent: when the banner fails the home page shows its default image instead (spec section 2).
    advertisings: build.query<Advertisings, AdvertisingsBody>({
      query: (body) => ({ url: '/publicity/v2/api/advertisings', method: 'POST', body, silent: true }),
      responseSchema: Advertisings,
    }),
    importantNews: build.query<ImportantNews, void>({
      query: () => ({ url: '/publicity/v2/api/news/important' }),
      responseSchema: ImportantNews,
      providesTags: ['News'],
    }),
    newsList: build.query<NewsList, NewsListParams>({
      query: (params) => ({ url: '/publicity/v2/api/news', params: { ...params } }),
      responseSchema: NewsList,
      providesTags: ['News'],
    }),
    newsDetail: build.query<NewsDetail, NewsDetailParams>({
      query: (params) => ({ url: '/publicity/v2/api/news/detail', params: { ...params } }),
      responseSchema: NewsDetail,
      providesTags: (n, _e, arg) => [{ type: 'News', id: n?.newsId ?? arg.newsId }],
    }),
  }),
});

export const {
  useAdvertisingsQuery, useImportantNewsQuery, useNewsListQuery, useLazyNewsListQuery, useNewsDetailQuery,
} = publicityApi;
