import type { ClientType } from '../../lib/wire';

/** Types of the basic service (/basic/v2/api): home menu, configs, notices, map key, signatures, pictures. */

/** The entryIds the app routes itself (spec section 2); any other id opens an external page. */
export type KnownEntryId =
  | 'BAG' | 'DIFF_TIME' | 'ACCOUNT_RECHARGE' | 'VEHICLE_BINDING' | 'OPEN_WITHHOLD' | 'CHARGING_STATION'
  | 'INVOICE' | 'COUPON' | 'CUSTOMER_SERVICE' | 'PARK_COLLECTION' | 'BOOK' | 'SCAN_CHARGING';

/** A home menu tile (spec section 3). */
export interface HomeFuncEntry {
  entryId: KnownEntryId | (string & {});
  entryName: string;
  /** 1 built-in page, 2 special handling, 3 external page (URL from getH5Url). */
  entryType: 1 | 2 | 3;
  /** data:image/svg+xml;base64 icon. */
  icon: string;
  /** 1: the entry needs a signed-in driver (its driverId is passed to getH5Url). */
  needLogin: 0 | 1;
  sort: number;
}

/** GET /basic/v2/api/homeFuncEntries */
export interface HomeFuncEntriesParams {
  clientType?: ClientType;
}

export interface HomeFuncEntries {
  list: HomeFuncEntry[];
  /** Tiles per row. */
  column: number;
}

/** GET /basic/v2/api/getH5Url: the external page behind a menu entry. */
export interface H5UrlParams {
  pageId: string;
  driverId?: string;
}

export interface H5Url {
  url: string;
}

/** GET /basic/v2/api/webPageConfig: texts and links of agreement-like pages. */
export interface WebPageConfigParams {
  /** USER_AGREEMENT, PRIVACY_POLICY, ACCOUNT_DELETE_NOTICE, MONTHLY_RULE_NOTICE, RECHARGE_AGREEMENT. */
  pageCode: string;
}

export interface WebPageConfig {
  pageCode: string;
  pageTitle: string;
  /** HTML. */
  content: string;
  version: string;
  updateTime: string;
}

/** GET /basic/v2/api/applicationInfos: the WeChat/Alipay application this client runs as. */
export interface ApplicationInfoParams {
  clientType?: ClientType;
}

export interface ApplicationInfo {
  appId: string;
  appName: string;
  clientType: ClientType;
  logoUrl: string;
  servicePhone: string;
}

/** GET /basic/v2/api/paramConfigs */
export interface ParamConfigParams {
  /** Comma-separated keys; all when absent. */
  paramKeys?: string;
}

export interface ParamConfig {
  paramKey: string;
  paramValue: string;
  description: string;
}

export interface ParamConfigList {
  results: ParamConfig[];
}

/** GET /basic/v2/api/sysCodes/getMapType: 1 first map app, 2 second, 3 ask (spec section 4). */
export interface MapType {
  type: 1 | 2 | 3;
}

/** GET /basic/v2/api/viewNotice: one notice by id, or the latest of a type; reading marks it read. */
export interface ViewNoticeParams {
  noticeId?: string;
  /** 1 system notice, 2 bulletin, 3 privacy policy update. */
  noticeType?: 1 | 2 | 3;
}

export interface Notice {
  noticeId: string;
  noticeType: 1 | 2 | 3;
  title: string;
  /** HTML. */
  content: string;
  publishTime: string;
  /** Whether the signed-in driver read it before this call (false for visitors). */
  hasRead: boolean;
}

/** GET /basic/v2/api/pageRemark: the tip text a page shows under its title. */
export interface PageRemarkParams {
  pageCode: string;
}

export interface PageRemark {
  pageCode: string;
  /** Empty when the page has none. */
  remark: string;
}

/** GET /basic/v2/api/menuConfigs: the feature switches of spec section 3 ("Menu config"); 1 on, 0 off. */
export interface MenuConfigParams {
  driverDealerId?: string;
}

export type Switch = 0 | 1;

export interface MenuConfig {
  news: Switch;
  payForOthers: Switch;
  homeParkingCharge: Switch;
  charging: Switch;
  /** 1 parking, 2 charging, 3 both. */
  platBizType: 1 | 2 | 3;
  /** 1 or 3: period passes on the map; 2: nearby pass rules page. */
  bagPlan: 1 | 2 | 3;
  /** 2 with supportBalance 1: the wallet page; else the account balance page. */
  walletPlan: 1 | 2;
  supportBalance: Switch;
  bagVehicle: Switch;
  chargingBerth: Switch;
  coupon: Switch;
  diffTime: Switch;
  elecInvoice: Switch;
  etcp: Switch;
  filterParkingType: Switch;
  roadParking: Switch;
  scan: Switch;
}

/** GET /basic/v2/api/getAk: the map service key. */
export interface MapAk {
  ak: string;
  /** Security code some map SDKs want alongside the key. */
  securityCode: string;
}

/** GET /basic/v2/api/jsapiSigns: the WeChat-type JS-SDK signature for a page URL. */
export interface JsapiSignParams {
  url: string;
}

export interface JsapiSign {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** POST /basic/v2/api/pictures: base64 upload (max 5 MB), answers where the picture now lives. */
export interface UploadPictureBody {
  fileData: string;
  /** jpg by default. */
  suffix?: 'jpg' | 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp';
}

export interface UploadedPicture {
  picUrl: string;
}
