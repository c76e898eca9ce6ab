import type { ClientType } from '../../src/lib/wire';
import type { MenuConfig, Notice, ParamConfig } from '../../src/api/basic/types';
import { badRequest, notFound } from '../core/fail';
import type { MockContext, MockRouter } from '../core/router';
import { oneOf, optStr, str } from '../core/validate';
import { DEALER_ID } from '../db/ids';
import { wireTime } from './driver/account';
import { registerFieldReports } from './basic/fieldReports';
import { registerSecurityReports } from './basic/securityReports';
import { registerMediaRoutes } from './basic/media';
import { registerNotices } from './basic/notices';
import { registerReminders } from './basic/reminders';
import { registerCustomerService } from './basic/service';
import { registerSupportCodes } from './basic/supportCodes';

function clientTypeOf(ctx: MockContext): ClientType {
  const { req } = ctx;
  if (req.input.clientType !== undefined) return oneOf(req.input, 'clientType', '客户端类型', [1, 2, 3] as const);
  const header = req.headers.clienttype;
  if (header === undefined) return 2;
  return oneOf({ clientType: header }, 'clientType', '客户端类型', [1, 2, 3] as const);
}

/** The dealer whose configuration applies: the one asked for, else the driver's, else the platform default. */
function dealerOf(ctx: MockContext): string {
  const asked = optStr(ctx.req.input, 'driverDealerId');
  if (asked !== undefined && !/^\d{1,12}$/.test(asked)) badRequest('运营商编号格式不正确');
  const driver = ctx.driverId ? ctx.db.drivers.find((d) => d.driverId === ctx.driverId) : undefined;
  const id = asked ?? driver?.dealerId ?? DEALER_ID;
  return ctx.db.menuConfigs[id] ? id : DEALER_ID;
}

/** The basic service: home menu, configuration, notices, map key, JS-SDK signatures and picture upload. */
export function registerBasic(r: MockRouter) {
  r.get('/basic/v2/api/homeFuncEntries', (ctx) => {
    clientTypeOf(ctx);
    const list = [...ctx.db.homeEntries].sort((a, b) => a.sort - b.sort);
    return { list, column: ctx.db.homeColumns };
  });

  r.get('/basic/v2/api/getH5Url', ({ db, req, driverId, now }) => {
    const pageId = str(req.input, 'pageId', '页面编号');
    const page = db.h5Pages.find((p) => p.pageId === pageId);
    if (!page) notFound('该服务暂未开放');
    const who = optStr(req.input, 'driverId');
    if (page.needLogin && !who) badRequest('该服务需要登录后使用');
    if (who && !db.drivers.some((d) => d.driverId === who && !d.deleted)) badRequest('车主信息不存在');
    // The caller may only open a page as themself (a real server signs the link for that driver).
    if (who && driverId && who !== driverId) badRequest('车主信息与当前登录账号不一致');
    const url = new URL(`${req.origin}/__mock/h5/${encodeURIComponent(pageId)}`);
    if (who) url.searchParams.set('driverId', who);
    url.searchParams.set('ts', String(now()));
    return { url: url.href };
  });

  r.get('/basic/v2/api/webPageConfig', ({ db, req }) => {
    const code = str(req.input, 'pageCode', '页面编码');
    const page = db.webPages.find((p) => p.pageCode === code);
    if (!page) notFound('页面配置不存在');
    return { pageCode: page.pageCode, pageTitle: page.pageTitle, content: page.content, version: page.version, updateTime: wireTime(page.updatedAt) };
  });

  r.get('/basic/v2/api/applicationInfos', (ctx) => {
    const clientType = clientTypeOf(ctx);
    const info = ctx.db.appInfos.find((a) => a.clientType === clientType);
    if (!info) notFound('应用信息不存在');
    return info;
  });

  r.get('/basic/v2/api/paramConfigs', ({ db, req }) => {
    const keys = optStr(req.input, 'paramKeys')?.split(',').map((k) => k.trim()).filter(Boolean);
    if (!keys) return { results: db.paramConfigs };
    const results: ParamConfig[] = keys.map((k) => db.paramConfigs.find((p) => p.paramKey === k) ?? notFound(`参数配置不存在：${k}`));
    return { results };
  });

  r.get('/basic/v2/api/sysCodes/getMapType', (ctx) => ({ type: ctx.db.mapTypes[dealerOf(ctx)] ?? 3 }));

  r.get('/basic/v2/api/viewNotice', ({ db, req, driverId, now }) => {
    const id = optStr(req.input, 'noticeId');
    const type = req.input.noticeType === undefined ? undefined : oneOf(req.input, 'noticeType', '公告类型', [1, 2, 3] as const);
    if (!id && type === undefined) badRequest('公告编号不能为空');
    const rec = id
      ? db.notices.find((n) => n.noticeId === id)
      : [...db.notices].filter((n) => n.noticeType === type).sort((a, b) => b.publishTime - a.publishTime)[0];
    if (!rec) notFound('公告不存在或已下线');
    const hasRead = !!driverId && db.noticeReads.some((x) => x.noticeId === rec.noticeId && x.driverId === driverId);
    if (driverId && !hasRead) db.noticeReads.push({ noticeId: rec.noticeId, driverId, readAt: now() });
    const notice: Notice = { noticeId: rec.noticeId, noticeType: rec.noticeType, title: rec.title, content: rec.content, publishTime: wireTime(rec.publishTime), hasRead };
    return notice;
  });

  // Pages without a remark get an empty one: the page simply shows none.
  r.get('/basic/v2/api/pageRemark', ({ db, req }) => {
    const pageCode = str(req.input, 'pageCode', '页面编码');
    return { pageCode, remark: db.pageRemarks[pageCode] ?? '' };
  });

  // Unknown dealers get the platform defaults, so a stale driverDealerId never leaves the app without a menu.
  r.get('/basic/v2/api/menuConfigs', (ctx) => {
    const config: MenuConfig = { ...(ctx.db.menuConfigs[dealerOf(ctx)] as MenuConfig) };
    return config;
  });

  r.get('/basic/v2/api/getAk', ({ db }) => ({ ...db.mapAk }));

  registerMediaRoutes(r);
  registerCustomerService(r);
  registerSupportCodes(r);
  registerFieldReports(r);
  registerSecurityReports(r);
  registerNotices(r);
  registerReminders(r);
}
