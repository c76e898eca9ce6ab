import type { FaqTopic, ServiceKind } from '../../src/api/basic/service.types';
import type { NoticeRecord } from './content';
import { DRIVER_A } from './ids';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export interface ServiceMessageRecord {
  messageId: string;
  from: 'driver' | 'service';
  text: string;
  at: number;
}

/** A customer-service request; its state is worked out from its times and messages at the clock's now. */
export interface ServiceRequestRecord {
  requestNo: string;
  /** The client's id of the submit, so a retry or a double tap answers the same request. */
  requestId: string;
  driverId: string;
  kind: ServiceKind;
  category: string;
  description: string;
  pictures: string[];
  contactPhone: string;
  billId: string | null;
  plateNo: string | null;
  createdAt: number;
  messages: ServiceMessageRecord[];
  closedAt: number | null;
  /** When the driver last opened the detail (a service message after it is unread). */
  readAt: number;
}

export interface PolicyVersionRecord {
  version: string;
  title: string;
  summary: string;
  content: string;
  publishedAt: number;
}

export interface ServiceTables {
  faqTopics: FaqTopic[];
  serviceInfo: { hotline: string; hours: string; responseHours: number };
  serviceRequests: ServiceRequestRecord[];
  notices: NoticeRecord[];
  /** Announcements kept at the top of the bulletin board. */
  pinnedNoticeIds: string[];
  /** The notice the server asks to show once after sign-in, and who has seen it. */
  loginNoticeId: string | null;
  loginNoticeAcks: { noticeId: string; driverId: string }[];
  policyVersions: PolicyVersionRecord[];
}

const FAQ_TOPICS: FaqTopic[] = [
  {
    topicId: 'T1', title: '停车缴费', faqs: [
      { faqId: 'F101', question: '缴费后多久需要离场？', answer: '缴费后请在 15 分钟内离场，超时将按车场规则重新计费。' },
      { faqId: 'F102', question: '为什么显示有欠费无法缴费？', answer: '车牌存在路侧欠费时需先补缴欠费。如果车牌并非您本人所有，请在“咨询”中提交“误绑他人车牌”。' },
      { faqId: 'F103', question: '账单金额有误怎么办？', answer: '在“停车账单问题”中选择对应账单提交，客服核实后会原路退回多收的费用。' },
    ],
  },
  {
    topicId: 'T2', title: '充电', faqs: [
      { faqId: 'F201', question: '充电结束后为什么还在收费？', answer: '充电结束 15 分钟后仍占用车位会产生占位费，请及时驶离。' },
      { faqId: 'F202', question: '充电账单电量不对怎么办？', answer: '在“充电账单问题”中选择账单并描述情况，我们会调取充电桩记录核实。' },
    ],
  },
  {
    topicId: 'T3', title: '预约与车位共享', faqs: [
      { faqId: 'F301', question: '预约后可以取消吗？', answer: '免费取消时间内取消不收费，之后取消将收取 3.00 元。' },
      { faqId: 'F302', question: '地锁无法降下怎么办？', answer: '请确认车辆在地锁附近并打开蓝牙，仍无法控制请拨打客服热线。' },
    ],
  },
  {
    topicId: 'T4', title: '账号与发票', faqs: [
      { faqId: 'F401', question: '如何修改绑定的手机号？', answer: '在“我的-个人信息-手机号”中通过验证码修改。' },
      { faqId: 'F402', question: '电子发票多久能开出？', answer: '提交后一般 5 分钟内开出，开出后可在发票记录中查看和下载。' },
    ],
  },
];

const POLICY_V24 = '<p>本政策说明我们如何收集、使用您的车牌、手机号信息，用于提供停车缴费服务。</p><p>我们不会向第三方出售您的个人信息。</p>';
const POLICY_V25 = '<p>我们仅在提供停车、充电服务所必需的范围内收集您的车牌、手机号和位置信息。</p><p>新增：位置信息仅用于查找附近车场与充电站，您可随时在系统设置中关闭。</p><p>我们不会向第三方出售您的个人信息。</p>';
/** What each category is used for, the separate consents and the driver's rights (docs/rules/consent.md, personal-data.md). */
const POLICY_V26 = [
  '<p>我们仅在提供停车、充电服务所必需的范围内处理您的个人信息。各类信息及其用途：</p>',
  '<ul>',
  '<li>账号信息（手机号、姓名、昵称）：登录、找回账号和联系您处理订单。</li>',
  '<li>车牌：查询停车账单、缴费和办理月卡。</li>',
  '<li>停车记录与充电记录（何时在何处停车、充电）：计费、缴费、开票和处理申诉。</li>',
  '<li>支付记录：核对扣款、退款和账户余额。</li>',
  '<li>发票信息：开具和重新发送发票，依税务规定保存。</li>',
  '<li>客服工单：处理您的咨询、投诉和申诉。</li>',
  '<li>登录设备与推送订阅：保持登录，向您的设备发送提醒。</li>',
  '<li>位置信息：查找附近车场与充电站、显示距离。</li>',
  '<li>运行情况（页面打开的快慢、出错与白屏、接口失败的次数，按页面类型与客户端统计）：发现和修复问题。其中没有车牌、手机号、姓名、位置、账号或您输入的任何内容，无法识别到您本人。</li>',
  '</ul>',
  '<p>位置信息、停车与充电记录的长期保留、营销信息和每个提醒渠道均需您单独同意，可在“我的 → 权限与授权”中随时撤回；不同意不影响停车缴费和充电。</p>',
  '<p>您可在“我的 → 我的数据”中查看我们保存的全部信息、下载副本，并删除某日之前的停车与充电记录（已开票、未结清和申诉处理中的记录依法保留）。</p>',
  '<p>我们不会向第三方出售您的个人信息。</p>',
].join('');

/**
 * Customer service, the notice lists and the privacy policy's versions; `base` are the content seed's
 * notices. The announcements added here are older than the content seed's newest (viewNotice by type answers that).
 */
export function seedService(now: number, base: readonly NoticeRecord[]): ServiceTables {
  const sent = now - 3 * DAY;
  return {
    faqTopics: FAQ_TOPICS,
    serviceInfo: { hotline: '400-800-6066', hours: '每天 08:00-22:00', responseHours: 24 },
    serviceRequests: [
      {
        requestNo: 'SR000001', requestId: 'seed-sr-1', driverId: DRIVER_A, kind: 'general', category: '功能建议',
        description: '希望缴费记录可以按车牌筛选。', pictures: [], contactPhone: '13800138000', billId: null, plateNo: null,
        createdAt: sent,
        messages: [{ messageId: 'SM000001', from: 'service', text: '感谢您的建议，我们已转交产品团队评估。', at: sent + 5 * HOUR }],
        closedAt: null, readAt: sent + 6 * HOUR,
      },
    ],
    notices: [
      ...base,
      { noticeId: 'NT6004', noticeType: 1, title: '您的月卡即将到期', content: '<p>您在国家大剧院地下停车场的月卡将于 5 天后到期，请及时续费。</p>', publishTime: now - 1 * DAY },
      { noticeId: 'NT6005', noticeType: 1, title: '充值到账提醒', content: '<p>您充值的 100.00 元已到账。</p>', publishTime: now - 20 * DAY },
      { noticeId: 'NT6006', noticeType: 2, title: '春节期间停车场收费调整公告', content: '<p>春节期间（除夕至初六）部分车场免费停放，具体以现场公示为准。</p>', publishTime: now - 11 * DAY },
      { noticeId: 'NT6007', noticeType: 2, title: '新增 12 座充电站', content: '<p>东城区、西城区新增 12 座充电站，欢迎体验。</p>', publishTime: now - 15 * DAY },
      { noticeId: 'NT6008', noticeType: 1, title: '服务升级说明', content: '<p>畅行停车已升级：客服中心支持在线提交问题、查看回复。</p>', publishTime: now - 12 * HOUR },
    ],
    pinnedNoticeIds: ['NT6002'],
    loginNoticeId: 'NT6008',
    loginNoticeAcks: [],
    policyVersions: [
      { version: 'v2.4', title: '隐私政策', summary: '首次发布车牌与手机号信息的使用说明。', content: POLICY_V24, publishedAt: now - 200 * DAY },
      { version: 'v2.5', title: '隐私政策', summary: '新增位置信息使用说明。', content: POLICY_V25, publishedAt: now - 30 * DAY },
      { version: 'v2.6', title: '隐私政策', summary: '逐类说明个人信息的用途；新增单独授权与撤回、我的数据（查看、下载副本、删除行程记录）。', content: POLICY_V26, publishedAt: now - 1 * DAY },
    ],
  };
}
