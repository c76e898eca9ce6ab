import * as v from 'valibot';
import { entriesOf, flag, int, wireTime } from '../../lib/schema';
import { ClientType, paged } from '../../lib/wire';

/** Schemas of the publicity service (/publicity/v2/api): banner adverts and news. Types are inferred from them. */

/** POST /publicity/v2/api/advertisings (the app sends a fixed city name). */
export const AdvertisingsBody = v.object({ cityName: v.string() });
export type AdvertisingsBody = v.InferOutput<typeof AdvertisingsBody>;

export const Advert = v.object({
  advertId: v.string(),
  title: v.string(),
  picUrl: v.string(),
  /** Only adverts with a link are tappable. */
  advertUrl: v.optional(v.string()),
  bgColor: v.string(),
});
export type Advert = v.InferOutput<typeof Advert>;

export const Advertisings = v.object({ results: v.array(Advert) });
export type Advertisings = v.InferOutput<typeof Advertisings>;

/** A news item of the list (spec section 3). */
export const NewsItem = v.object({
  newsId: v.string(),
  title: v.string(),
  summary: v.string(),
  publishTime: wireTime,
  imgUrl: v.string(),
  /** When set the item opens this external page instead of /newsDetail. */
  thirdUrl: v.optional(v.string()),
  isImportant: flag,
});
export type NewsItem = v.InferOutput<typeof NewsItem>;

/** GET /publicity/v2/api/news */
export const NewsListParams = v.object({
  pageNo: int,
  pageSize: int,
  clientType: v.optional(ClientType),
  driverDealerId: v.optional(v.string()),
});
export type NewsListParams = v.InferOutput<typeof NewsListParams>;

export const NewsList = paged(NewsItem);
export type NewsList = v.InferOutput<typeof NewsList>;

/** GET /publicity/v2/api/news/important: pinned news shown first (or as a popup). */
export const ImportantNews = v.object({ results: v.array(NewsItem) });
export type ImportantNews = v.InferOutput<typeof ImportantNews>;

/** GET /publicity/v2/api/news/detail */
export const NewsDetailParams = v.object({ newsId: v.string() });
export type NewsDetailParams = v.InferOutput<typeof NewsDetailParams>;

export const NewsDetail = v.object({
  ...entriesOf(NewsItem),
  /** HTML from the editor: the app sanitises it before showing it. */
  content: v.string(),
  author: v.string(),
  readCount: int,
});
export type NewsDetail = v.InferOutput<typeof NewsDetail>;
