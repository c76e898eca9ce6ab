import type { Notice } from './types';
import type { Paged } from '../../lib/wire';

/** Types of the notice lists on the basic service (viewNotice, in basic.ts, reads one and marks it read). */

/** 1 system notices (the driver's own inbox), 2 announcements (the bulletin board). */
export type NoticeListType = 1 | 2;

export interface NoticeItem {
  noticeId: string;
  noticeType: 1 | 2 | 3;
  title: string;
  /** The text without markup, cut short for the list. */
  summary: string;
  publishTime: string;
  /** Always false for a visitor. */
  hasRead: boolean;
  /** Pinned to the top of the bulletin board. */
  pinned: boolean;
}

export type NoticePage = Paged<NoticeItem>;

export interface NoticeListParams {
  noticeType: NoticeListType;
}

/** GET /basic/v2/api/notices/unreadCounts (signed in). */
export interface NoticeUnreadCounts {
  system: number;
  announce: number;
  /** The driver's own reminders not yet read. */
  reminders: number;
  total: number;
}

/** GET /basic/v2/api/notices/loginNotice: the notice to show once after sign-in, or null. */
export interface LoginNotice {
  notice: Notice | null;
}

export interface PolicyVersionItem {
  version: string;
  title: string;
  publishTime: string;
  /** What changed in this version. */
  summary: string;
  current: boolean;
}

/** GET /basic/v2/api/privacyPolicy/versions, newest first. */
export interface PolicyVersionList {
  results: PolicyVersionItem[];
}

/** GET /basic/v2/api/privacyPolicy/versions/{version}. */
export interface PolicyVersion extends PolicyVersionItem {
  /** HTML. */
  content: string;
}
