import * as v from 'valibot';
import { noData } from '../../lib/schema';
import { PageParams } from '../../lib/wire';
import type { Calls } from '../contract';
import { SupportCodeGrant, VerifySupportCodeBody } from './debug.types';
import { FieldPageBeacon } from './fieldPageBeacon';
import { FieldReportAnswer, FieldReportBatch } from './fieldReports.types';
import { SECURITY_REPORT_MEDIA_TYPES, SecurityReportBody } from './securityReports.types';
import {
  LoginNotice, NoticeListParams, NoticePage, NoticePageParams, NoticeUnreadCounts, PolicyVersion, PolicyVersionList,
} from './notices.types';
import {
  MapType, Notice, PageRemark, PageRemarkParams, ParamConfigList, ParamConfigParams, UploadedPicture, UploadPictureBody, ViewNoticeParams,
  WebPageConfig, WebPageConfigParams,
} from './pages.types';
import {
  PushSubscriptionBody, PushUnsubscribeParams, ReminderPage, ReminderSettings, ReminderSettingsChange, VapidPublicKey, WechatSubscribeResult,
} from './reminders.types';
import {
  FaqList, FaqParams, ServiceBillList, ServiceBillsParams, ServiceInfo, ServiceReplyText, ServiceRequestDetail, ServiceRequestPage,
  ServiceRequestsParams, SubmitServiceRequestBody, SubmitServiceRequestResult,
} from './service.types';
import {
  ApplicationInfo, ApplicationInfoParams, H5Url, H5UrlParams, HomeFuncEntries, HomeFuncEntriesParams, JsapiSign, JsapiSignParams, MapAk,
  MenuConfig, MenuConfigParams,
} from './types';

/** The basic service's calls: what each sends and answers (src/api/contract.ts). */
export const basicCalls = {
  // The first screen and the start.
  'GET /basic/v2/api/homeFuncEntries': { query: HomeFuncEntriesParams, answer: HomeFuncEntries, summary: '首页功能菜单' },
  'GET /basic/v2/api/getH5Url': {
    query: H5UrlParams, answer: H5Url, summary: '菜单外部页面地址',
    errors: { '404': '该服务暂未开放' },
  },
  'GET /basic/v2/api/applicationInfos': {
    query: ApplicationInfoParams, answer: ApplicationInfo, summary: '当前客户端的应用信息',
    errors: { '404': '应用信息不存在' },
  },
  'GET /basic/v2/api/menuConfigs': { query: MenuConfigParams, answer: MenuConfig, summary: '菜单与功能开关配置' },
  'GET /basic/v2/api/getAk': { answer: MapAk, summary: '地图服务密钥' },
  'GET /basic/v2/api/jsapiSigns': { query: JsapiSignParams, answer: JsapiSign, summary: 'JS-SDK 页面签名' },

  // Configured pages, parameters, notices, pictures.
  'GET /basic/v2/api/webPageConfig': {
    query: WebPageConfigParams, answer: WebPageConfig, summary: '协议类页面配置',
    errors: { '404': '页面配置不存在' },
  },
  'GET /basic/v2/api/paramConfigs': {
    query: ParamConfigParams, answer: ParamConfigList, summary: '参数配置',
    errors: { '404': '参数配置不存在：…' },
  },
  'GET /basic/v2/api/sysCodes/getMapType': { answer: MapType, summary: '导航使用的地图类型' },
  'GET /basic/v2/api/viewNotice': {
    query: ViewNoticeParams, answer: Notice, summary: '查看公告（并标为已读）',
    errors: { '404': '公告不存在或已下线' },
  },
  'GET /basic/v2/api/pageRemark': { query: PageRemarkParams, answer: PageRemark, summary: '页面提示文字' },
  'POST /basic/v2/api/pictures': { body: UploadPictureBody, answer: UploadedPicture, summary: '上传图片（Base64）' },

  // Notice lists and the privacy policy's versions.
  'GET /basic/v2/api/notices': { query: NoticePageParams, answer: NoticePage, summary: '系统通知或公告列表' },
  'GET /basic/v2/api/notices/unreadCounts': { answer: NoticeUnreadCounts, summary: '消息中心未读数' },
  'POST /basic/v2/api/notices/readAll': { body: NoticeListParams, answer: noData, summary: '全部标为已读' },
  'GET /basic/v2/api/notices/loginNotice': { answer: LoginNotice, summary: '登录后弹出的公告' },
  'POST /basic/v2/api/notices/loginNotice/{noticeId}/ack': {
    answer: noData, summary: '确认已看过登录公告',
    errors: { '404': '公告不存在或已下线' },
  },
  'GET /basic/v2/api/privacyPolicy/versions': { answer: PolicyVersionList, summary: '隐私政策历史版本' },
  'GET /basic/v2/api/privacyPolicy/versions/{version}': {
    answer: PolicyVersion, summary: '隐私政策某一版本',
    errors: { '404': '该版本不存在' },
  },

  // Reminders and the driver's choices about them.
  'GET /basic/v2/api/reminders': { query: PageParams, answer: ReminderPage, summary: '提醒列表' },
  'POST /basic/v2/api/reminders/readAll': { answer: noData, summary: '提醒全部标为已读' },
  'POST /basic/v2/api/reminders/{reminderId}/read': {
    answer: noData, summary: '提醒标为已读',
    errors: { '404': '提醒不存在' },
  },
  'GET /basic/v2/api/reminderSettings': { answer: ReminderSettings, summary: '提醒设置' },
  'PUT /basic/v2/api/reminderSettings': { body: ReminderSettingsChange, answer: ReminderSettings, summary: '修改提醒设置' },
  'GET /basic/v2/api/push/vapidPublicKey': { answer: VapidPublicKey, summary: '网页推送公钥' },
  'POST /basic/v2/api/push/subscriptions': { body: PushSubscriptionBody, answer: ReminderSettings, summary: '保存本浏览器的推送订阅' },
  'DELETE /basic/v2/api/push/subscriptions': { query: PushUnsubscribeParams, answer: ReminderSettings, summary: '删除本浏览器的推送订阅' },
  'POST /basic/v2/api/wechat/subscribeResult': { body: WechatSubscribeResult, answer: ReminderSettings, summary: '微信订阅消息授权结果' },

  // Customer service.
  'GET /basic/v2/api/service/info': { answer: ServiceInfo, summary: '客服热线与回复时效' },
  'GET /basic/v2/api/service/faqs': { query: FaqParams, answer: FaqList, summary: '常见问题' },
  'GET /basic/v2/api/service/bills': { query: ServiceBillsParams, answer: ServiceBillList, summary: '可反馈的近期账单' },
  'POST /basic/v2/api/service/requests': {
    body: SubmitServiceRequestBody, answer: SubmitServiceRequestResult, summary: '提交反馈',
    errors: { '0xd06520002': '未找到该账单' },
  },
  'GET /basic/v2/api/service/requests': { query: ServiceRequestsParams, answer: ServiceRequestPage, summary: '反馈记录' },
  'GET /basic/v2/api/service/requests/{requestNo}': {
    answer: ServiceRequestDetail, summary: '反馈详情（并标为已读）',
    errors: { '404': '未找到该反馈' },
  },
  'POST /basic/v2/api/service/requests/{requestNo}/replies': {
    body: ServiceReplyText, answer: SubmitServiceRequestResult, summary: '追加回复',
    errors: { '0xd06520001': '该反馈已关闭，如有新问题请重新提交', '404': '所查对象不存在' },
  },
  'POST /basic/v2/api/service/requests/{requestNo}/close': {
    answer: SubmitServiceRequestResult, summary: '关闭反馈',
    errors: { '404': '所查对象不存在' },
  },
  'POST /basic/v2/api/service/supportCodes/verify': {
    body: VerifySupportCodeBody, answer: SupportCodeGrant, summary: '验证运维调试码',
    errors: {
      '0xd06520003': '调试码不正确，请核对后重新输入',
      '0xd06520005': '该调试码不属于当前登录的账号',
      '0xd06520006': '调试码错误次数过多，请于 HH:mm 后再试，或请客服重新发放调试码',
      '0xd06520004': '调试码已过期，请联系客服重新获取',
    },
  },

  // How the app does on drivers' phones (src/app/field, and index.html's own sender src/page/fieldQueue.js before
  // it has come): no personal value in it, no account needed. Sent as text/plain (fetch keepalive, sendBeacon); a
  // batch that breaks its schema is refused whole (400, global).
  'POST /basic/v2/api/fieldReports': {
    // Either the field code's batch, or the page's own beacon before the app started, which the server makes records
    // of (src/api/basic/fieldPageBeacon.ts: batchOfPageBeacon).
    body: v.union([FieldReportBatch, FieldPageBeacon]), answer: FieldReportAnswer, summary: '上报页面性能与错误（无个人信息）', withoutAppHeaders: true,
    textBody: 'App 发送的正文：text/plain;charset=UTF-8，内容为 FieldReportBatch 的 JSON。页面隐藏时用 fetch（keepalive，简单请求无预检，可读应答中的 sampleRate），页面结束时用 navigator.sendBeacon：以字符串为正文的 sendBeacon 总是以 text/plain;charset=UTF-8 发送，应答无人读取。App 启动前由 index.html 自己的发送者以 FieldPageBeacon 发送（beforeApp: true，只有信号：类型、错误名、脚本文件名与位置，无消息），服务器按 FieldReportBatch 的规则生成记录（客户端由 app 标志与 User-Agent 判断）。application/json 亦接受。',
  },

  // The security policy's violations, sent by the browser itself (report-uri, report-to csp): either of its two
  // shapes, no token, no cookies needed; the browser never reads the answer, so it is data: null. A body that is
  // neither shape is refused whole (400, global); nothing personal of a report is kept (docs/rules/field-reports.md).
  'POST /basic/v2/api/securityReports': {
    body: SecurityReportBody, bodyTypes: SECURITY_REPORT_MEDIA_TYPES, answer: noData, summary: '浏览器上报安全策略（CSP、Trusted Types）违规（只保留不含个人信息的部分）', withoutAppHeaders: true,
    textBody: '信标（navigator.sendBeacon 以字符串为正文时为 text/plain;charset=UTF-8）：内容为两种形状之一的 JSON，按 JSON 读取：{"csp-report": {…}}（如 application/csp-report）或报告数组（如 application/reports+json）。',
  },
} satisfies Calls;
