import { createHash } from 'node:crypto';
import { basicApi } from '@/api/basic';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { basicPagesApi } from '@/api/basic/pages';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MENU_IDS = ['BAG', 'DIFF_TIME', 'ACCOUNT_RECHARGE', 'VEHICLE_BINDING', 'OPEN_WITHHOLD', 'CHARGING_STATION', 'INVOICE', 'COUPON',
  'CUSTOMER_SERVICE', 'PARK_COLLECTION', 'BOOK', 'SCAN_CHARGING'];

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

test('the home menu has every entry of the spec, four per row, plus an external entry that needs login', async () => {
  const menu = await store().dispatch(basicApi.endpoints.homeFuncEntries.initiate()).unwrap();
  expect(menu.column).toBe(4);
  expect(menu.list.map((e) => e.entryId)).toEqual(expect.arrayContaining(MENU_IDS));
  // Pictures that need no network: the built-in entries' icons percent-encoded as the app build's own are, a partner's
  // own icon as a photo (WebP, as a CDN's would be).
  for (const e of menu.list) expect(e.icon).toMatch(/^data:image\/(svg\+xml,(%[0-9A-F]{2}|[A-Za-z0-9\-_.!~*'()])+|webp;base64,[A-Za-z0-9+/]+=*)$/);
  const external = menu.list.filter((e) => !MENU_IDS.includes(e.entryId));
  expect(external.some((e) => e.needLogin === 1)).toBe(true);
});

test("an external entry's URL carries the driver and opens a page the mock serves", async () => {
  const s = store();
  signInAs('A');
  await expect(s.dispatch(basicApi.endpoints.h5Url.initiate({ pageId: 'VIOLATION_QUERY' })).unwrap()).rejects.toMatchObject({ msg: '该服务需要登录后使用' });
  await expect(s.dispatch(basicApi.endpoints.h5Url.initiate({ pageId: 'VIOLATION_QUERY', driverId: 'D10002' })).unwrap())
    .rejects.toMatchObject({ msg: '车主信息与当前登录账号不一致' });
  const { url } = await s.dispatch(basicApi.endpoints.h5Url.initiate({ pageId: 'VIOLATION_QUERY', driverId: 'D10001' })).unwrap();
  expect(new URL(url).searchParams.get('driverId')).toBe('D10001');
  const page = await (await fetch(url)).text();
  expect(page).toContain('违章查询');
  expect(page).toContain('张师傅');
});

test('the menu config turns the features on by default, for unknown dealers too', async () => {
  const s = store();
  const config = await s.dispatch(basicApi.endpoints.menuConfigs.initiate()).unwrap();
  expect(config).toMatchObject({ platBizType: 3, charging: 1, bagPlan: 1, walletPlan: 2, supportBalance: 1, news: 1 });
  backend.db.menuConfigs['1001'] = { ...config, charging: 0 };
  expect((await s.dispatch(basicApi.endpoints.menuConfigs.initiate({ driverDealerId: '9999' })).unwrap()).charging).toBe(0);
  expect((await s.dispatch(basicPagesApi.endpoints.mapType.initiate()).unwrap()).type).toBe(3);
});

test('the JS-SDK signature is sha1 over ticket, nonce, timestamp and the page URL without its fragment', async () => {
  const s = store();
  const sign = await s.dispatch(basicApi.endpoints.jsapiSign.initiate({ url: 'http://localhost/home?a=1#top' })).unwrap();
  const expected = createHash('sha1')
    .update(`jsapi_ticket=${backend.db.jsapiTicket}&noncestr=${sign.nonceStr}&timestamp=${sign.timestamp}&url=http://localhost/home?a=1`)
    .digest('hex');
  expect(sign.signature).toBe(expected);
  expect(sign.appId).toBe('wx8a1d2c3b4e5f6a7b');
  const res = await fetch('http://localhost/api/basic/v2/api/jsapiSigns');
  expect(await res.json()).toEqual({ code: '400', msg: '页面地址不能为空', data: null });
});

test('an uploaded picture is kept and served back; bad type, bad data and more than 5 MB are refused', async () => {
  const s = store();
  signInAs('A');
  const { picUrl } = await s.dispatch(basicPagesApi.endpoints.uploadPicture.initiate({ fileData: `data:image/png;base64,${PNG}`, suffix: 'png' })).unwrap();
  expect(backend.db.pictures).toHaveLength(1);
  const served = await fetch(picUrl);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);

  await expect(s.dispatch(basicPagesApi.endpoints.uploadPicture.initiate({ fileData: PNG, suffix: 'exe' as 'png' })).unwrap())
    .rejects.toMatchObject({ msg: '仅支持jpg、jpeg、png、gif、webp、bmp格式的图片' });
  await expect(s.dispatch(basicPagesApi.endpoints.uploadPicture.initiate({ fileData: 'not base64!' })).unwrap())
    .rejects.toMatchObject({ msg: '图片数据不是有效的Base64编码' });
  await expect(s.dispatch(basicPagesApi.endpoints.uploadPicture.initiate({ fileData: 'A'.repeat(7_100_000) })).unwrap())
    .rejects.toMatchObject({ msg: '图片不能超过5MB，请压缩后重新上传' });
  expect(backend.db.pictures).toHaveLength(1);
});

test('viewing a notice marks it read for that driver', async () => {
  const s = store();
  signInAs('B');
  const first = await s.dispatch(basicPagesApi.endpoints.viewNotice.initiate({ noticeType: 2 })).unwrap();
  expect(first).toMatchObject({ noticeId: 'NT6002', hasRead: false });
  const second = await s.dispatch(basicPagesApi.endpoints.viewNotice.initiate({ noticeId: 'NT6002' })).unwrap();
  expect(second.hasRead).toBe(true);
  expect(backend.db.noticeReads).toEqual([expect.objectContaining({ noticeId: 'NT6002', driverId: 'D10002' })]);
});

test('configs: app info by client type, chosen parameters, page remarks and page texts', async () => {
  const s = store();
  expect((await s.dispatch(basicApi.endpoints.applicationInfos.initiate({ clientType: 3 })).unwrap()).appId).toBe('2021004123456789');
  const params = await s.dispatch(basicPagesApi.endpoints.paramConfigs.initiate({ paramKeys: 'maxBindPlates' })).unwrap();
  expect(params.results).toEqual([expect.objectContaining({ paramKey: 'maxBindPlates', paramValue: '5' })]);
  expect((await s.dispatch(basicPagesApi.endpoints.pageRemark.initiate({ pageCode: 'nothingHere' })).unwrap()).remark).toBe('');
  expect((await s.dispatch(basicPagesApi.endpoints.webPageConfig.initiate({ pageCode: 'ACCOUNT_DELETE_NOTICE' })).unwrap()).pageTitle).toBe('账号注销须知');
  expect((await s.dispatch(basicApi.endpoints.mapAk.initiate()).unwrap()).ak).toMatch(/^[0-9a-f]{32}$/);
});
