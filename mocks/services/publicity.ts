import type { Advert, NewsDetail, NewsItem } from '../../src/api/publicity/types';
import { badRequest, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { oneOf, optStr, page, paginate, str, type Input } from '../core/validate';
import type { Db } from '../db';
import type { NewsRecord } from '../db/content';
import { wireTime } from './driver/account';

function toItem(n: NewsRecord): NewsItem {
  const item: NewsItem = { newsId: n.newsId, title: n.title, summary: n.summary, publishTime: wireTime(n.publishTime), imgUrl: n.imgUrl, isImportant: n.isImportant };
  if (n.thirdUrl) item.thirdUrl = n.thirdUrl;
  return item;
}

/** News published for this dealer (or for all), newest first. */
function visibleNews(db: Db, input: Input): NewsRecord[] {
  if (input.clientType !== undefined) oneOf(input, 'clientType', '客户端类型', [1, 2, 3] as const);
  const dealer = optStr(input, 'driverDealerId');
  if (dealer !== undefined && !/^\d{1,12}$/.test(dealer)) badRequest('运营商编号格式不正确');
  return db.news
    .filter((n) => !n.dealerIds || !dealer || n.dealerIds.includes(dealer))
    .sort((a, b) => b.publishTime - a.publishTime);
}

/** The publicity service: banner adverts by city, news list, pinned news and news detail. */
export function registerPublicity(r: MockRouter) {
  r.post('/publicity/v2/api/advertisings', ({ db, req }) => {
    const city = str(req.input, 'cityName', '城市名称').trim();
    if (city.length > 20) badRequest('城市名称格式不正确');
    const results: Advert[] = db.adverts
      .filter((a) => !a.cityNames || a.cityNames.includes(city))
      .sort((a, b) => a.sort - b.sort)
      .map(({ advertId, title, picUrl, advertUrl, bgColor }) => (advertUrl ? { advertId, title, picUrl, advertUrl, bgColor } : { advertId, title, picUrl, bgColor }));
    return { results };
  });

  r.get('/publicity/v2/api/news/important', ({ db, req }) => ({ results: visibleNews(db, req.input).filter((n) => n.isImportant).map(toItem) }));

  r.get('/publicity/v2/api/news', ({ db, req }) => {
    const p = page(req.input, 10);
    const paged = paginate(visibleNews(db, req.input), p);
    return { ...paged, results: paged.results.map(toItem) };
  });

  // Each read counts, as the detail page shows the count.
  r.get('/publicity/v2/api/news/detail', ({ db, req }) => {
    const id = str(req.input, 'newsId', '资讯编号');
    const n = db.news.find((x) => x.newsId === id);
    if (!n) notFound('资讯不存在或已下线');
    n.readCount += 1;
    const detail: NewsDetail = { ...toItem(n), content: n.content, author: n.author, readCount: n.readCount };
    return detail;
  });
}
