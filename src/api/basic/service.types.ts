import type { Cents, Paged } from '../../lib/wire';

/** Types of customer service on the basic service (/basic/v2/api/service/…): FAQs, requests and their replies. */

/** The kinds of request, each with its own form: general feedback, a parking bill, a booking, a charging bill, a consultation (type 5). */
export type ServiceKind = 'general' | 'parkingBill' | 'booking' | 'chargingBill' | 'consultation';

export const SERVICE_KINDS: readonly ServiceKind[] = ['general', 'parkingBill', 'booking', 'chargingBill', 'consultation'];

/** 1 submitted, 2 in progress (after 10 minutes), 3 replied, 4 closed. */
export type ServiceState = 1 | 2 | 3 | 4;

export const SERVICE_STATE_TEXT: Readonly<Record<ServiceState, string>> = { 1: '已提交', 2: '处理中', 3: '已回复', 4: '已关闭' };

/** What a form says about its category choices; the server refuses any other. */
export const SERVICE_CATEGORIES: Readonly<Record<ServiceKind, readonly string[]>> = {
  general: ['功能建议', '页面问题', '账号问题', '其他'],
  parkingBill: ['金额有误', '重复扣费', '未停车却有账单', '优惠未生效', '其他'],
  booking: ['无法预约', '车位被占', '地锁无法控制', '取消与退款', '其他'],
  chargingBill: ['电量与金额不符', '重复扣费', '优惠券未生效', '充电未开始却扣费', '其他'],
  consultation: ['误绑他人车牌', '欠费疑问', '其他'],
};

export const SERVICE_DESCRIPTION_MIN = 5;
export const SERVICE_DESCRIPTION_MAX = 300;
export const SERVICE_REPLY_MAX = 200;
export const SERVICE_MAX_PICTURES = 3;

export interface FaqItem {
  faqId: string;
  question: string;
  answer: string;
}

export interface FaqTopic {
  topicId: string;
  title: string;
  faqs: FaqItem[];
}

/** GET /basic/v2/api/service/faqs?keyword: the topics, with only the questions that match when a keyword is given. */
export interface FaqList {
  topics: FaqTopic[];
}

/** GET /basic/v2/api/service/info: the hotline and its hours, and how soon a request is answered. */
export interface ServiceInfo {
  hotline: string;
  hours: string;
  /** Hours within which a request gets its first reply. */
  responseHours: number;
}

/** GET /basic/v2/api/service/bills?kind: the driver's recent bills a problem may be about, newest first. */
export type ServiceBillKind = 'parkingBill' | 'chargingBill' | 'booking';

export interface ServiceBill {
  billId: string;
  kind: ServiceBillKind;
  title: string;
  plateNo: string | null;
  time: string;
  amountCents: Cents;
  stateText: string;
}

export interface ServiceBillList {
  results: ServiceBill[];
}

/** POST /basic/v2/api/service/requests. The same requestId answers the same request (a double tap, a retry). */
export interface SubmitServiceRequestBody {
  requestId: string;
  kind: ServiceKind;
  category: string;
  description: string;
  pictures: string[];
  contactPhone: string;
  /** The bill or booking the problem is about (required for the bill and booking kinds). */
  billId?: string;
  /** A consultation's plate (the catalogue's wrongly bound plate). */
  plateNo?: string;
}

export interface SubmitServiceRequestResult {
  requestNo: string;
}

export interface ServiceRequestItem {
  requestNo: string;
  kind: ServiceKind;
  kindText: string;
  category: string;
  description: string;
  state: ServiceState;
  stateText: string;
  createTime: string;
  /** A reply the driver has not read yet. */
  unread: boolean;
}

export type ServiceRequestPage = Paged<ServiceRequestItem>;

export interface ServiceMessage {
  messageId: string;
  from: 'driver' | 'service';
  text: string;
  time: string;
}

export interface ServiceRequestDetail extends ServiceRequestItem {
  pictures: string[];
  contactPhone: string;
  billId: string | null;
  bill: ServiceBill | null;
  plateNo: string | null;
  /** When the first reply is promised by. */
  promiseTime: string;
  /** The conversation after the request, oldest first. */
  messages: ServiceMessage[];
  /** Whether the driver may still write (not closed). */
  canReply: boolean;
}

export interface ServiceReplyBody {
  requestNo: string;
  text: string;
}
