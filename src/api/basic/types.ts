import * as v from 'valibot';
import { flag, int, known } from '../../lib/schema';
import { ClientType } from '../../lib/wire';

/**
 * Schemas of the basic service (/basic/v2/api) the first screen asks: home menu, menu config, application info,
 * map key, signatures. Types are inferred from them. This file is in the entry (./index imports its schemas): the
 * calls only later pages make have theirs in pages.types.ts (their types are re-exported here).
 */
export type {
  MapType, Notice, PageRemark, PageRemarkParams, ParamConfig, ParamConfigList, ParamConfigParams, UploadedPicture, UploadPictureBody,
  ViewNoticeParams, WebPageConfig, WebPageConfigParams,
} from './pages.types';

/** The entryIds the app routes itself (spec section 2); any other id opens an external page. */
export type KnownEntryId =
  | 'BAG' | 'DIFF_TIME' | 'ACCOUNT_RECHARGE' | 'VEHICLE_BINDING' | 'OPEN_WITHHOLD' | 'CHARGING_STATION'
  | 'INVOICE' | 'COUPON' | 'CUSTOMER_SERVICE' | 'PARK_COLLECTION' | 'BOOK' | 'SCAN_CHARGING';

/** A home menu tile (spec section 3). */
export const HomeFuncEntry = v.object({
  /** A KnownEntryId, or any other id (an external page). */
  entryId: v.string(),
  entryName: v.string(),
  /** 1 built-in page, 2 special handling, 3 external page (URL from getH5Url). */
  entryType: known([1, 2, 3]),
  /** data:image/svg+xml;base64 icon. */
  icon: v.string(),
  /** 1: the entry needs a signed-in driver (its driverId is passed to getH5Url). */
  needLogin: flag,
  sort: int,
});
export type HomeFuncEntry = v.InferOutput<typeof HomeFuncEntry>;

/** GET /basic/v2/api/homeFuncEntries */
export const HomeFuncEntriesParams = v.object({ clientType: v.optional(ClientType) });
export type HomeFuncEntriesParams = v.InferOutput<typeof HomeFuncEntriesParams>;

export const HomeFuncEntries = v.object({
  list: v.array(HomeFuncEntry),
  /** Tiles per row. */
  column: int,
});
export type HomeFuncEntries = v.InferOutput<typeof HomeFuncEntries>;

/** GET /basic/v2/api/getH5Url: the external page behind a menu entry. */
export const H5UrlParams = v.object({ pageId: v.string(), driverId: v.optional(v.string()) });
export type H5UrlParams = v.InferOutput<typeof H5UrlParams>;

export const H5Url = v.object({ url: v.string() });
export type H5Url = v.InferOutput<typeof H5Url>;

/** GET /basic/v2/api/applicationInfos: the WeChat/Alipay application this client runs as. */
export const ApplicationInfoParams = HomeFuncEntriesParams;
export type ApplicationInfoParams = v.InferOutput<typeof ApplicationInfoParams>;

export const ApplicationInfo = v.object({
  appId: v.string(),
  appName: v.string(),
  clientType: ClientType,
  logoUrl: v.string(),
  servicePhone: v.string(),
});
export type ApplicationInfo = v.InferOutput<typeof ApplicationInfo>;

/** GET /basic/v2/api/menuConfigs: the feature switches of spec section 3 ("Menu config"); 1 on, 0 off. */
export const MenuConfigParams = v.object({ driverDealerId: v.optional(v.string()) });
export type MenuConfigParams = v.InferOutput<typeof MenuConfigParams>;

export type Switch = 0 | 1;

/** The three modes below are the app's routing, not text: a mode it does not know refuses the answer (defaults stay). */
const mode = v.picklist([1, 2, 3]);

export const MenuConfig = v.object({
  news: flag,
  payForOthers: flag,
  homeParkingCharge: flag,
  charging: flag,
  /** 1 parking, 2 charging, 3 both. */
  platBizType: mode,
  /** 1 or 3: period passes on the map; 2: nearby pass rules page. */
  bagPlan: mode,
  /** 2 with supportBalance 1: the wallet page; else the account balance page. */
  walletPlan: v.picklist([1, 2]),
  supportBalance: flag,
  /** How many plates one period pass may carry for this client (the operator's cap; 1 when the operator allows one). */
  bagVehicle: int,
  chargingBerth: flag,
  coupon: flag,
  diffTime: flag,
  elecInvoice: flag,
  etcp: flag,
  filterParkingType: flag,
  roadParking: flag,
  scan: flag,
});
export type MenuConfig = v.InferOutput<typeof MenuConfig>;

/** GET /basic/v2/api/getAk: the map service key. */
export const MapAk = v.object({
  ak: v.string(),
  /** Security code some map SDKs want alongside the key. */
  securityCode: v.string(),
});
export type MapAk = v.InferOutput<typeof MapAk>;

/** GET /basic/v2/api/jsapiSigns: the WeChat-type JS-SDK signature for a page URL. */
export const JsapiSignParams = v.object({ url: v.string() });
export type JsapiSignParams = v.InferOutput<typeof JsapiSignParams>;

export const JsapiSign = v.object({
  appId: v.string(),
  /** Seconds since the epoch. */
  timestamp: int,
  nonceStr: v.string(),
  signature: v.string(),
});
export type JsapiSign = v.InferOutput<typeof JsapiSign>;
