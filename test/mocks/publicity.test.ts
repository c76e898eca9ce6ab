import { publicityApi } from '@/api/publicity';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('Beijing gets at least three inline adverts, some with a link, none of another city', async () => {
  const { results } = await store().dispatch(publicityApi.endpoints.advertisings.initiate({ cityName: '北京市' })).unwrap();
  expect(results.length).toBeGreaterThanOrEqual(3);
  for (const ad of results) {
    // A photo that needs no network, as a CDN's would be: not an SVG, which the phone builds as a document of its own.
    expect(ad.picUrl).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(ad.bgColor).toMatch(/^#[0-9a-f]{6}$/i);
  }
  expect(results.some((a) => a.advertUrl)).toBe(true);
  expect(results.some((a) => !a.advertUrl)).toBe(true);
  expect(results.map((a) => a.advertId)).not.toContain('AD4');
});

test('a failed banner call is silent: the home page shows its default image, no toast', async () => {
  const ui = fakeUi();
  const s = setupStore(undefined, { ui, navigator: fakeNavigator(), platform: fakePlatform() });
  backend.faults.add({ path: '/publicity/v2/api/advertisings', code: '500', msg: '服务异常' });
  await expect(s.dispatch(publicityApi.endpoints.advertisings.initiate({ cityName: '北京市' })).unwrap()).rejects.toMatchObject({ code: '500' });
  await new Promise((r) => setTimeout(r, 0));
  expect(ui.toasts).toEqual([]);
});

test('news pages newest first; exactly one item links out', async () => {
  const s = store();
  const first = await s.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 1, pageSize: 3, clientType: 2, driverDealerId: '1001' })).unwrap();
  expect(first.results).toHaveLength(3);
  expect(first.total).toBeGreaterThanOrEqual(5);
  const all = await s.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 1, pageSize: 50 })).unwrap();
  expect(all.results.filter((n) => n.thirdUrl)).toHaveLength(1);
  const times = all.results.map((n) => n.publishTime);
  expect([...times].sort().reverse()).toEqual(times);
  const second = await s.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 2, pageSize: 3 })).unwrap();
  expect(second.results.map((n) => n.newsId)).toEqual(all.results.slice(3, 6).map((n) => n.newsId));
});

test('important news are the pinned ones only', async () => {
  const { results } = await store().dispatch(publicityApi.endpoints.importantNews.initiate()).unwrap();
  expect(results.length).toBeGreaterThan(0);
  expect(results.every((n) => n.isImportant === 1)).toBe(true);
});

test('a news detail counts the read and carries editor HTML for the sanitiser to clean', async () => {
  const s = store();
  const before = backend.db.news.find((n) => n.newsId === 'N5001')?.readCount as number;
  const detail = await s.dispatch(publicityApi.endpoints.newsDetail.initiate({ newsId: 'N5001' })).unwrap();
  expect(detail.readCount).toBe(before + 1);
  expect(detail.content).toContain('onerror=');
  await expect(s.dispatch(publicityApi.endpoints.newsDetail.initiate({ newsId: 'N404' })).unwrap()).rejects.toMatchObject({ msg: '资讯不存在或已下线' });
});
