import * as v from 'valibot';
import { entriesOf, int, wireTime } from '../../lib/schema';
import { PageParams, paged } from '../../lib/wire';
import { Notice, NoticeType } from './pages.types';

/** Schemas of the notice lists on the basic service (viewNotice, in ./pages, reads one and marks it read). */

/** 1 system notices (the driver's own inbox), 2 announcements (the bulletin board). */
export const NoticeListType = v.picklist([1, 2]);
export type NoticeListType = v.InferOutput<typeof NoticeListType>;

export const NoticeItem = v.object({
  noticeId: v.string(),
  noticeType: NoticeType,
  title: v.string(),
  /** The text without markup, cut short for the list. */
  summary: v.string(),
  publishTime: wireTime,
  /** Always false for a visitor. */
  hasRead: v.boolean(),
  /** Pinned to the top of the bulletin board. */
  pinned: v.boolean(),
});
export type NoticeItem = v.InferOutput<typeof NoticeItem>;

export const NoticePage = paged(NoticeItem);
export type NoticePage = v.InferOutput<typeof NoticePage>;

/** POST /basic/v2/api/notices/readAll, and the list's filter. */
export const NoticeListParams = v.object({ noticeType: NoticeListType });
export type NoticeListParams = v.InferOutput<typeof NoticeListParams>;

/** GET /basic/v2/api/notices: a page of one list. */
export const NoticePageParams = v.object({ ...entriesOf(PageParams), ...entriesOf(NoticeListParams) });
export type NoticePageParams = v.InferOutput<typeof NoticePageParams>;

/** GET /basic/v2/api/notices/unreadCounts (signed in). */
export const NoticeUnreadCounts = v.object({
  system: int,
  announce: int,
  /** The driver's own reminders not yet read. */
  reminders: int,
  total: int,
});
export type NoticeUnreadCounts = v.InferOutput<typeof NoticeUnreadCounts>;

/** GET /basic/v2/api/notices/loginNotice: the notice to show once after sign-in, or null. */
export const LoginNotice = v.object({ notice: v.nullable(Notice) });
export type LoginNotice = v.InferOutput<typeof LoginNotice>;

export const PolicyVersionItem = v.object({
  version: v.string(),
  title: v.string(),
  publishTime: wireTime,
  /** What changed in this version. */
  summary: v.string(),
  current: v.boolean(),
});
export type PolicyVersionItem = v.InferOutput<typeof PolicyVersionItem>;

/** GET /basic/v2/api/privacyPolicy/versions, newest first. */
export const PolicyVersionList = v.object({ results: v.array(PolicyVersionItem) });
export type PolicyVersionList = v.InferOutput<typeof PolicyVersionList>;

/** GET /basic/v2/api/privacyPolicy/versions/{version}. */
export const PolicyVersion = v.object({
  ...entriesOf(PolicyVersionItem),
  /** HTML. */
  content: v.string(),
});
export type PolicyVersion = v.InferOutput<typeof PolicyVersion>;
