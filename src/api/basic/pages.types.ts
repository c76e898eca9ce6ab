import * as v from 'valibot';
import { known, wireTime } from '../../lib/schema';

/**
 * Schemas of the basic service's calls beyond the first screen (./pages): configured pages, their remarks and
 * notices, parameters, the map's type and picture upload. Apart from ./types so the entry does not carry them; their
 * types are re-exported from ./types.
 */

/** GET /basic/v2/api/webPageConfig: texts and links of agreement-like pages. */
export const WebPageConfigParams = v.object({
  /** USER_AGREEMENT, PRIVACY_POLICY, ACCOUNT_DELETE_NOTICE, MONTHLY_RULE_NOTICE, RECHARGE_AGREEMENT. */
  pageCode: v.string(),
});
export type WebPageConfigParams = v.InferOutput<typeof WebPageConfigParams>;

export const WebPageConfig = v.object({
  pageCode: v.string(),
  pageTitle: v.string(),
  /** HTML. */
  content: v.string(),
  version: v.string(),
  updateTime: wireTime,
});
export type WebPageConfig = v.InferOutput<typeof WebPageConfig>;

/** GET /basic/v2/api/paramConfigs */
export const ParamConfigParams = v.object({
  /** Comma-separated keys; all when absent. */
  paramKeys: v.optional(v.string()),
});
export type ParamConfigParams = v.InferOutput<typeof ParamConfigParams>;

export const ParamConfig = v.object({
  paramKey: v.string(),
  paramValue: v.string(),
  description: v.string(),
});
export type ParamConfig = v.InferOutput<typeof ParamConfig>;

export const ParamConfigList = v.object({ results: v.array(ParamConfig) });
export type ParamConfigList = v.InferOutput<typeof ParamConfigList>;

/** GET /basic/v2/api/sysCodes/getMapType: 1 first map app, 2 second, 3 ask (spec section 4; an unknown one asks too). */
export const MapType = v.object({ type: known([1, 2, 3]) });
export type MapType = v.InferOutput<typeof MapType>;

/** 1 system notice, 2 bulletin, 3 privacy policy update. */
export const NoticeType = known([1, 2, 3]);
export type NoticeType = v.InferOutput<typeof NoticeType>;

/** GET /basic/v2/api/viewNotice: one notice by id, or the latest of a type; reading marks it read. */
export const ViewNoticeParams = v.object({
  noticeId: v.optional(v.string()),
  /** 1 system notice, 2 bulletin, 3 privacy policy update. */
  noticeType: v.optional(v.picklist([1, 2, 3])),
});
export type ViewNoticeParams = v.InferOutput<typeof ViewNoticeParams>;

export const Notice = v.object({
  noticeId: v.string(),
  noticeType: NoticeType,
  title: v.string(),
  /** HTML. */
  content: v.string(),
  publishTime: wireTime,
  /** Whether the signed-in driver read it before this call (false for visitors). */
  hasRead: v.boolean(),
});
export type Notice = v.InferOutput<typeof Notice>;

/** GET /basic/v2/api/pageRemark: the tip text a page shows under its title. */
export const PageRemarkParams = v.object({ pageCode: v.string() });
export type PageRemarkParams = v.InferOutput<typeof PageRemarkParams>;

export const PageRemark = v.object({
  pageCode: v.string(),
  /** Empty when the page has none. */
  remark: v.string(),
});
export type PageRemark = v.InferOutput<typeof PageRemark>;

/** POST /basic/v2/api/pictures: base64 upload (max 5 MB), answers where the picture now lives. */
export const UploadPictureBody = v.object({
  fileData: v.string(),
  /** jpg by default. */
  suffix: v.optional(v.picklist(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'])),
});
export type UploadPictureBody = v.InferOutput<typeof UploadPictureBody>;

export const UploadedPicture = v.object({ picUrl: v.string() });
export type UploadedPicture = v.InferOutput<typeof UploadedPicture>;
