import type { ClientType, Paged } from '../../lib/wire';

/** Types of the publicity service (/publicity/v2/api): banner adverts and news. */

/** POST /publicity/v2/api/advertisings (the app sends a fixed city name). */
export interface AdvertisingsBody {
  cityName: string;
}

export interface Advert {
  advertId: string;
  title: string;
  picUrl: string;
  /** Only adverts with a link are tappable. */
  advertUrl?: string;
  bgColor: string;
}

export interface Advertisings {
  results: Advert[];
}

/** A news item of the list (spec section 3). */
export interface NewsItem {
  newsId: string;
  title: string;
  summary: string;
  publishTime: string;
  imgUrl: string;
  /** When set the item opens this external page instead of /newsDetail. */
  thirdUrl?: string;
  isImportant: 0 | 1;
}

/** GET /publicity/v2/api/news */
export interface NewsListParams {
  pageNo: number;
  pageSize: number;
  clientType?: ClientType;
  driverDealerId?: string;
}

export type NewsList = Paged<NewsItem>;

/** GET /publicity/v2/api/news/important: pinned news shown first (or as a popup). */
export interface ImportantNews {
  results: NewsItem[];
}

/** GET /publicity/v2/api/news/detail */
export interface NewsDetailParams {
  newsId: string;
}

export interface NewsDetail extends NewsItem {
  /** HTML from the editor: the app sanitises it before showing it. */
  content: string;
  author: string;
  readCount: number;
}
