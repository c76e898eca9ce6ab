import type { Calls } from '../contract';
import { Advertisings, AdvertisingsBody, ImportantNews, NewsDetail, NewsDetailParams, NewsList, NewsListParams } from './types';

/** The publicity service's calls: what each sends and answers (src/api/contract.ts). */
export const publicityCalls = {
  'POST /publicity/v2/api/advertisings': { body: AdvertisingsBody, answer: Advertisings, summary: '首页轮播广告' },
  'GET /publicity/v2/api/news/important': { answer: ImportantNews, summary: '重要公告（置顶或弹窗）' },
  'GET /publicity/v2/api/news': { query: NewsListParams, answer: NewsList, summary: '资讯列表' },
  'GET /publicity/v2/api/news/detail': {
    query: NewsDetailParams, answer: NewsDetail, summary: '资讯详情',
    errors: { '404': '资讯不存在或已下线' },
  },
} satisfies Calls;
