import type { Notice } from '../../../src/api/basic/types';
import type { NoticeItem, NoticeUnreadCounts, PolicyVersion, PolicyVersionItem } from '../../../src/api/basic/notices.types';
import type { Db } from '../../db';
import type { NoticeRecord } from '../../db/content';
import type { PolicyVersionRecord } from '../../db/service';
import { notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, page, paginate } from '../../core/validate';
import { wireTime } from '../../core/wireTime';

const SUMMARY_LENGTH = 40;

function plain(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

function hasRead(db: Db, noticeId: string, driverId: string | null): boolean {
  return !!driverId && db.noticeReads.some((x) => x.noticeId === noticeId && x.driverId === driverId);
}

function toItem(db: Db, n: NoticeRecord, driverId: string | null): NoticeItem {
  const text = plain(n.content);
  return {
    noticeId: n.noticeId, noticeType: n.noticeType, title: n.title,
    summary: [...text].length > SUMMARY_LENGTH ? `${[...text].slice(0, SUMMARY_LENGTH).join('')}…` : text,
    publishTime: wireTime(n.publishTime), hasRead: hasRead(db, n.noticeId, driverId), pinned: db.pinnedNoticeIds.includes(n.noticeId),
  };
}

/** Only what is published by now: a notice scheduled for later is not there yet. */
function published(db: Db, type: 1 | 2, now: number): NoticeRecord[] {
  return db.notices.filter((n) => n.noticeType === type && n.publishTime <= now);
}

function versionItem(v: PolicyVersionRecord, current: PolicyVersionRecord | undefined): PolicyVersionItem {
  return { version: v.version, title: v.title, summary: v.summary, publishTime: wireTime(v.publishedAt), current: v === current };
}

/**
 * The notice lists of the basic service: system notices and announcements with read state (reading one
 * is viewNotice's job), unread counts, the notice shown once after sign-in, and the privacy policy's versions.
 */
export function registerNotices(r: MockRouter) {
  r.get('/basic/v2/api/notices', ({ db, req, driverId, now }) => {
    const type = oneOf(req.input, 'noticeType', '公告类型', [1, 2] as const);
    const pinned = (n: NoticeRecord) => (type === 2 && db.pinnedNoticeIds.includes(n.noticeId) ? 1 : 0);
    const rows = published(db, type, now())
      .sort((a, b) => pinned(b) - pinned(a) || b.publishTime - a.publishTime)
      .map((n) => toItem(db, n, driverId));
    return paginate(rows, page(req.input, 10));
  });

  r.get('/basic/v2/api/notices/unreadCounts', (ctx) => {
    const driver = ctx.requireDriver();
    const unread = (type: 1 | 2) => published(ctx.db, type, ctx.now()).filter((n) => !hasRead(ctx.db, n.noticeId, driver.driverId)).length;
    const reminders = ctx.db.reminders.filter((x) => x.driverId === driver.driverId && x.readAt === null).length;
    const counts: NoticeUnreadCounts = { system: unread(1), announce: unread(2), reminders, total: 0 };
    counts.total = counts.system + counts.announce + counts.reminders;
    return counts;
  });

  r.post('/basic/v2/api/notices/readAll', (ctx) => {
    const driver = ctx.requireDriver();
    const type = oneOf(ctx.req.input, 'noticeType', '公告类型', [1, 2] as const);
    for (const n of published(ctx.db, type, ctx.now())) {
      if (!hasRead(ctx.db, n.noticeId, driver.driverId)) ctx.db.noticeReads.push({ noticeId: n.noticeId, driverId: driver.driverId, readAt: ctx.now() });
    }
    return null;
  });

  r.get('/basic/v2/api/notices/loginNotice', (ctx) => {
    const driver = ctx.requireDriver();
    const { db } = ctx;
    const id = db.loginNoticeId;
    const seen = !id || db.loginNoticeAcks.some((a) => a.noticeId === id && a.driverId === driver.driverId);
    const rec = seen ? undefined : db.notices.find((n) => n.noticeId === id);
    const notice: Notice | null = rec
      ? { noticeId: rec.noticeId, noticeType: rec.noticeType, title: rec.title, content: rec.content, publishTime: wireTime(rec.publishTime), hasRead: hasRead(db, rec.noticeId, driver.driverId) }
      : null;
    return { notice };
  });

  // Seen once is enough: the acknowledgement is kept per driver, and it reads the notice too.
  r.post('/basic/v2/api/notices/loginNotice/{noticeId}/ack', (ctx) => {
    const driver = ctx.requireDriver();
    const { db, req } = ctx;
    const noticeId = req.params.noticeId ?? '';
    if (!db.notices.some((n) => n.noticeId === noticeId)) notFound('公告不存在或已下线');
    if (!db.loginNoticeAcks.some((a) => a.noticeId === noticeId && a.driverId === driver.driverId)) db.loginNoticeAcks.push({ noticeId, driverId: driver.driverId });
    if (!hasRead(db, noticeId, driver.driverId)) db.noticeReads.push({ noticeId, driverId: driver.driverId, readAt: ctx.now() });
    return null;
  });

  r.get('/basic/v2/api/privacyPolicy/versions', ({ db }) => {
    const sorted = [...db.policyVersions].sort((a, b) => b.publishedAt - a.publishedAt);
    return { results: sorted.map((v) => versionItem(v, sorted[0])) };
  });

  r.get('/basic/v2/api/privacyPolicy/versions/{version}', ({ db, req }) => {
    const sorted = [...db.policyVersions].sort((a, b) => b.publishedAt - a.publishedAt);
    const v = sorted.find((x) => x.version === req.params.version);
    if (!v) notFound('该版本不存在');
    const version: PolicyVersion = { ...versionItem(v, sorted[0]), content: v.content };
    return version;
  });
}
