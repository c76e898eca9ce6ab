import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicationInfo, HomeFuncEntry, MenuConfig, ParamConfig } from '../../src/api/basic/types';
import type { ClientType } from '../../src/lib/wire';
import { DEALER_ID } from './ids';

/** Banner advert; cityNames null means every city. */
export interface AdvertRecord {
  advertId: string;
  title: string;
  picUrl: string;
  advertUrl?: string;
  bgColor: string;
  cityNames: string[] | null;
  sort: number;
}

export interface NewsRecord {
  newsId: string;
  title: string;
  summary: string;
  publishTime: number;
  imgUrl: string;
  thirdUrl?: string;
  isImportant: 0 | 1;
  content: string;
  author: string;
  readCount: number;
  /** Dealers the item is published for; null for all. */
  dealerIds: string[] | null;
}

/** The external page behind a menu entry (entryType 3), served by the mock at /__mock/h5/{pageId}. */
export interface H5PageRecord {
  pageId: string;
  title: string;
  needLogin: 0 | 1;
  body: string;
}

export interface WebPageRecord {
  pageCode: string;
  pageTitle: string;
  content: string;
  version: string;
  updatedAt: number;
}

export interface NoticeRecord {
  noticeId: string;
  noticeType: 1 | 2 | 3;
  title: string;
  content: string;
  publishTime: number;
}

/** An uploaded picture, served back at /__mock/pictures/{picId}. */
export interface PictureRecord {
  picId: string;
  driverId: string | null;
  mime: string;
  base64: string;
  size: number;
  uploadedAt: number;
}

export interface ContentTables {
  adverts: AdvertRecord[];
  news: NewsRecord[];
  homeEntries: HomeFuncEntry[];
  homeColumns: number;
  h5Pages: H5PageRecord[];
  /** Feature switches per dealer; dealers without their own use DEALER_ID's. */
  menuConfigs: Record<string, MenuConfig>;
  /** Map app choice per dealer (1 first, 2 second, 3 ask). */
  mapTypes: Record<string, 1 | 2 | 3>;
  appInfos: ApplicationInfo[];
  webPages: WebPageRecord[];
  paramConfigs: ParamConfig[];
  notices: NoticeRecord[];
  noticeReads: { noticeId: string; driverId: string; readAt: number }[];
  pageRemarks: Record<string, string>;
  pictures: PictureRecord[];
  mapAk: { ak: string; securityCode: string };
  /** The WeChat-type JS-SDK ticket the signature is computed with (a real server fetches it from WeChat). */
  jsapiTicket: string;
}

/** Inline SVG as a data URL: pictures that need no network in dev, tests and demos. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The pictures below stand for what a server's CDN serves: photos, as WebP (drawn from their SVG by
 * `npm run mock-pictures`, in mocks/db/pictures). Not SVG: an SVG picture is a document of its own on the phone,
 * built on the main thread (4–10 ms each unthrottled, in the task that draws it), which a photo is not, and the phone's
 * benchmarks would charge the app for it. No words are drawn in them; what they say is in their titles and alt texts.
 */
const pictures = new Map<string, string>();
/** A picture's data URL, its file read once (every fresh mock database is seeded with them). */
function picture(name: string): string {
  let url = pictures.get(name);
  if (url === undefined) {
    url = `data:image/webp;base64,${readFileSync(join(__dirname, 'pictures', `${name}.webp`)).toString('base64')}`;
    pictures.set(name, url);
  }
  return url;
}

const newsImage = (color: string): string => picture(`news-${color.slice(1)}`);
/** A partner's own icon (an external entry, the app's logo): a ring on its colour. */
const markIcon = (color: string): string => picture(`mark-${color.slice(1)}`);

/**
 * The built-in entries' icons exactly as the app's build carries them (src/features/home/components/FuncMenu/
 * defaultMenu.ts, which draws these in the page instead of as images): a server usually answers its built-in entries
 * with them. test/mocks/menuIcons.test.ts holds the two to each other.
 */
function icon(glyph: string, color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/><text x="24" y="32" font-size="22" text-anchor="middle" font-family="sans-serif" fill="#fff">${glyph}</text></svg>`,
  )}`;
}

const ENTRIES: [HomeFuncEntry['entryId'], string, string, string][] = [
  ['BAG', '月卡办理', '月', '#3a7afe'],
  ['DIFF_TIME', '错时共享', '错', '#00b578'],
  ['ACCOUNT_RECHARGE', '账户充值', '充', '#ff8f1f'],
  ['VEHICLE_BINDING', '车辆绑定', '车', '#3a7afe'],
  ['OPEN_WITHHOLD', '无感支付', '免', '#7c4dff'],
  ['CHARGING_STATION', '充电站', '电', '#00b578'],
  ['INVOICE', '发票管理', '票', '#ff3141'],
  ['COUPON', '优惠券', '券', '#ff8f1f'],
  ['CUSTOMER_SERVICE', '客服中心', '客', '#3a7afe'],
  ['PARK_COLLECTION', '收藏车场', '藏', '#ffc300'],
  ['BOOK', '车位预约', '约', '#7c4dff'],
  ['SCAN_CHARGING', '扫码充电', '扫', '#00b578'],
];

const DEFAULT_MENU: MenuConfig = {
  news: 1, payForOthers: 1, homeParkingCharge: 1, charging: 1, platBizType: 3, bagPlan: 1, walletPlan: 2, supportBalance: 1,
  bagVehicle: 1, chargingBerth: 1, coupon: 1, diffTime: 1, elecInvoice: 1, etcp: 0, filterParkingType: 1, roadParking: 1, scan: 1,
};

function appInfo(clientType: ClientType, appId: string): ApplicationInfo {
  return { appId, appName: '畅行停车', clientType, logoUrl: markIcon('#3a7afe'), servicePhone: '400-800-6066' };
}

export function seedContent(now: number): ContentTables {
  const day = 86_400_000;
  const entries: HomeFuncEntry[] = ENTRIES.map(([entryId, entryName, glyph, color], i) => ({
    entryId, entryName, entryType: 1, icon: icon(glyph, color), needLogin: entryId === 'CUSTOMER_SERVICE' || entryId === 'BOOK' ? 0 : 1, sort: i + 1,
  }));
  // The external entries: their URL comes from getH5Url (with the driverId when needLogin is 1).
  entries.push(
    { entryId: 'VIOLATION_QUERY', entryName: '违章查询', entryType: 3, icon: markIcon('#ff3141'), needLogin: 1, sort: 13 },
    { entryId: 'CAR_WASH', entryName: '洗车服务', entryType: 3, icon: markIcon('#00b578'), needLogin: 0, sort: 14 },
  );
  return {
    adverts: [
      { advertId: 'AD1', title: '新用户停车立减5元', picUrl: picture('advert-blue'), advertUrl: 'https://www.example.com/activity/newcomer', bgColor: '#3a7afe', cityNames: null, sort: 1 },
      { advertId: 'AD2', title: '月卡办理享8折', picUrl: picture('advert-green'), bgColor: '#00b578', cityNames: null, sort: 2 },
      { advertId: 'AD3', title: '充电满50减10', picUrl: picture('advert-orange'), advertUrl: 'https://www.example.com/activity/charging', bgColor: '#ff8f1f', cityNames: ['北京市'], sort: 3 },
      { advertId: 'AD4', title: '深圳路侧停车上线', picUrl: picture('advert-purple'), bgColor: '#7c4dff', cityNames: ['深圳市'], sort: 4 },
    ],
    news: [
      {
        newsId: 'N5001', title: '五一假期停车收费调整通知', summary: '假期期间部分路侧停车位实行免费停放，详情见正文。', publishTime: now - 1 * day,
        imgUrl: newsImage('#3a7afe'), isImportant: 1, author: '畅行停车运营部', readCount: 1280, dealerIds: null,
        // The stray onerror attribute and <script> stand for what an editor lets through: the app's sanitiser strips both.
        content: '<h3>五一假期停车收费调整</h3><p>5月1日至5月5日，东城区、西城区部分<strong>路侧停车位</strong>实行免费停放。</p>' +
          '<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="alert(1)" alt="示意图"></p><script>alert("xss")</script><p>停车场收费标准不变。</p>',
      },
      {
        newsId: 'N5002', title: '新能源车充电优惠活动开启', summary: '即日起至月底，夜间充电服务费五折。', publishTime: now - 2 * day,
        imgUrl: newsImage('#00b578'), isImportant: 0, author: '畅行充电', readCount: 860, dealerIds: null,
        content: '<p>即日起至月底，每日 <b>22:00-次日 06:00</b> 充电服务费五折。</p><p>使用优惠券可叠加。</p>',
      },
      {
        newsId: 'N5003', title: '市交通委：路侧停车电子收费全覆盖', summary: '全市路侧停车已实现电子收费。', publishTime: now - 3 * day,
        imgUrl: newsImage('#7c4dff'), thirdUrl: 'https://www.example.com/news/road-parking-e-pay', isImportant: 0, author: '市交通委', readCount: 5320, dealerIds: null,
        content: '<p>详见外部报道。</p>',
      },
      {
        newsId: 'N5004', title: '月卡续费提醒功能上线', summary: '月卡到期前7天将推送续费提醒。', publishTime: now - 5 * day,
        imgUrl: newsImage('#ff8f1f'), isImportant: 0, author: '畅行停车产品部', readCount: 430, dealerIds: null,
        content: '<p>月卡到期前 7 天，系统将通过公众号消息提醒您续费。</p>',
      },
      {
        newsId: 'N5005', title: '文明停车倡议书', summary: '请按泊位线停放车辆，不占用消防通道。', publishTime: now - 8 * day,
        imgUrl: newsImage('#ff3141'), isImportant: 0, author: '畅行停车运营部', readCount: 2210, dealerIds: null,
        content: '<p>请按泊位线停放，不占用消防通道和盲道。</p>',
      },
      {
        newsId: 'N5006', title: '发票开具流程优化', summary: '电子发票现可合并开具。', publishTime: now - 12 * day,
        imgUrl: newsImage('#3a7afe'), isImportant: 0, author: '畅行停车产品部', readCount: 310, dealerIds: [DEALER_ID],
        content: '<p>多笔停车订单现可合并开具一张电子发票。</p>',
      },
    ],
    homeEntries: entries,
    homeColumns: 4,
    h5Pages: [
      { pageId: 'VIOLATION_QUERY', title: '违章查询', needLogin: 1, body: '<p>您名下车辆暂无未处理的违章记录。</p>' },
      { pageId: 'CAR_WASH', title: '洗车服务', needLogin: 0, body: '<p>附近 3 家合作洗车门店，到店出示车牌即可享受会员价。</p>' },
    ],
    menuConfigs: { [DEALER_ID]: DEFAULT_MENU },
    mapTypes: { [DEALER_ID]: 3 },
    appInfos: [appInfo(1, 'app.changxing.driver'), appInfo(2, 'wx8a1d2c3b4e5f6a7b'), appInfo(3, '2021004123456789')],
    webPages: [
      { pageCode: 'USER_AGREEMENT', pageTitle: '用户服务协议', content: '<p>欢迎使用畅行停车。注册即表示您同意本协议……</p>', version: 'v3.2', updatedAt: now - 60 * day },
      { pageCode: 'PRIVACY_POLICY', pageTitle: '隐私政策', content: '<p>我们仅在提供停车、充电服务所必需的范围内收集您的车牌、手机号和位置信息……</p>', version: 'v2.5', updatedAt: now - 30 * day },
      { pageCode: 'ACCOUNT_DELETE_NOTICE', pageTitle: '账号注销须知', content: '<p>注销前请确认：无待缴停车费、账户余额为零、无生效中的月卡、无进行中的充电订单。注销后账号信息不可恢复。</p>', version: 'v1.0', updatedAt: now - 90 * day },
      { pageCode: 'MONTHLY_RULE_NOTICE', pageTitle: '月卡办理须知', content: '<p>月卡仅限绑定车牌在指定车场使用，办理后不支持退款。</p>', version: 'v1.1', updatedAt: now - 45 * day },
      { pageCode: 'RECHARGE_AGREEMENT', pageTitle: '充值协议', content: '<p>充值金额可用于停车缴费和充电支付，可申请提现。</p>', version: 'v1.0', updatedAt: now - 100 * day },
    ],
    paramConfigs: [
      { paramKey: 'customerServicePhone', paramValue: '400-800-6066', description: '客服电话' },
      { paramKey: 'maxBindPlates', paramValue: '5', description: '每个账号最多绑定车牌数' },
      { paramKey: 'rechargeAmounts', paramValue: '5000,10000,20000,50000', description: '充值金额档位（分）' },
      { paramKey: 'minRechargeCents', paramValue: '100', description: '最低充值金额（分）' },
      { paramKey: 'freeMinutes', paramValue: '15', description: '免费停车时长（分钟）' },
      { paramKey: 'invoiceDays', paramValue: '180', description: '可开票的订单天数' },
    ],
    notices: [
      { noticeId: 'NT6001', noticeType: 1, title: '系统维护通知', content: '<p>本周日 02:00-04:00 系统维护，期间暂停充值。</p>', publishTime: now - 2 * day },
      { noticeId: 'NT6002', noticeType: 2, title: '关于规范路侧停车收费的公告', content: '<p>路侧停车按实际停放时长计费，首 15 分钟免费。</p>', publishTime: now - 10 * day },
      { noticeId: 'NT6003', noticeType: 3, title: '隐私政策更新', content: '<p>我们更新了隐私政策 v2.5，新增位置信息使用说明。</p>', publishTime: now - 30 * day },
    ],
    noticeReads: [],
    pageRemarks: {
      accountBalance: '余额可用于停车缴费及充电支付，提现 1-3 个工作日到账。',
      addCar: '每个账号最多绑定 5 辆车，新能源车牌请填写第 8 位。',
      payPage: '缴费后请在 15 分钟内离场，超时将重新计费。',
      makeInvoice: '电子发票将发送至您填写的邮箱。',
      monthParking: '月卡仅限绑定车牌在指定车场使用。',
    },
    pictures: [],
    mapAk: { ak: 'b1c3e5a7d9f24680ace13579bdf02468', securityCode: 'e2a4c6b8d0f1357924680acebdf13579' },
    jsapiTicket: 'HoagFKDcsGMVCIY2vOjf9mock-jsapi-ticket',
  };
}
