import * as v from 'valibot';
import { cents, entriesOf, int, known, UNKNOWN, wireTime } from '../../lib/schema';
import { PageParams, paged } from '../../lib/wire';

/** Schemas of customer service on the basic service (/basic/v2/api/service/…): FAQs, requests and their replies. */

/** The kinds of request, each with its own form: general feedback, a parking bill, a booking, a charging bill, a consultation (type 5). */
export const SERVICE_KINDS = ['general', 'parkingBill', 'booking', 'chargingBill', 'consultation'] as const;

/** A kind the app sends (strict: each has its form). */
export const ServiceKind = v.picklist(SERVICE_KINDS);
export type ServiceKind = v.InferOutput<typeof ServiceKind>;

/** 1 submitted, 2 in progress (after 10 minutes), 3 replied, 4 closed; a state the app does not know yet is UNKNOWN. */
export const ServiceState = known([1, 2, 3, 4]);
export type ServiceState = v.InferOutput<typeof ServiceState>;

export const SERVICE_STATE_TEXT: Readonly<Record<ServiceState, string>> = { 1: '已提交', 2: '处理中', 3: '已回复', 4: '已关闭', [UNKNOWN]: '未知' };

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

export const FaqItem = v.object({
  faqId: v.string(),
  question: v.string(),
  answer: v.string(),
});
export type FaqItem = v.InferOutput<typeof FaqItem>;

export const FaqTopic = v.object({
  topicId: v.string(),
  title: v.string(),
  faqs: v.array(FaqItem),
});
export type FaqTopic = v.InferOutput<typeof FaqTopic>;

/** GET /basic/v2/api/service/faqs?keyword: the topics, with only the questions that match when a keyword is given. */
export const FaqParams = v.object({ keyword: v.optional(v.string()) });
export type FaqParams = v.InferOutput<typeof FaqParams>;

export const FaqList = v.object({ topics: v.array(FaqTopic) });
export type FaqList = v.InferOutput<typeof FaqList>;

/** GET /basic/v2/api/service/info: the hotline and its hours, and how soon a request is answered. */
export const ServiceInfo = v.object({
  hotline: v.string(),
  hours: v.string(),
  /** Hours within which a request gets its first reply. */
  responseHours: int,
});
export type ServiceInfo = v.InferOutput<typeof ServiceInfo>;

/** GET /basic/v2/api/service/bills?kind: the driver's recent bills a problem may be about, newest first. */
export const SERVICE_BILL_KINDS = ['parkingBill', 'chargingBill', 'booking'] as const;
export const ServiceBillKind = v.picklist(SERVICE_BILL_KINDS);
export type ServiceBillKind = v.InferOutput<typeof ServiceBillKind>;

export const ServiceBillsParams = v.object({ kind: ServiceBillKind });
export type ServiceBillsParams = v.InferOutput<typeof ServiceBillsParams>;

export const ServiceBill = v.object({
  billId: v.string(),
  kind: known(SERVICE_BILL_KINDS),
  title: v.string(),
  plateNo: v.nullable(v.string()),
  time: wireTime,
  amountCents: cents,
  stateText: v.string(),
});
export type ServiceBill = v.InferOutput<typeof ServiceBill>;

export const ServiceBillList = v.object({ results: v.array(ServiceBill) });
export type ServiceBillList = v.InferOutput<typeof ServiceBillList>;

/** POST /basic/v2/api/service/requests. The same requestId answers the same request (a double tap, a retry). */
export const SubmitServiceRequestBody = v.object({
  requestId: v.string(),
  kind: ServiceKind,
  category: v.string(),
  description: v.string(),
  pictures: v.array(v.string()),
  contactPhone: v.string(),
  /** The bill or booking the problem is about (required for the bill and booking kinds). */
  billId: v.optional(v.string()),
  /** A consultation's plate (the catalogue's wrongly bound plate). */
  plateNo: v.optional(v.string()),
});
export type SubmitServiceRequestBody = v.InferOutput<typeof SubmitServiceRequestBody>;

/** The answer of a submit, a reply and a close: the request it was about. */
export const SubmitServiceRequestResult = v.object({ requestNo: v.string() });
export type SubmitServiceRequestResult = v.InferOutput<typeof SubmitServiceRequestResult>;

export const ServiceRequestItem = v.object({
  requestNo: v.string(),
  /** Shown as kindText: a kind the app does not know yet reads as UNKNOWN. */
  kind: known(SERVICE_KINDS),
  kindText: v.string(),
  category: v.string(),
  description: v.string(),
  state: ServiceState,
  stateText: v.string(),
  createTime: wireTime,
  /** A reply the driver has not read yet. */
  unread: v.boolean(),
});
export type ServiceRequestItem = v.InferOutput<typeof ServiceRequestItem>;

/** GET /basic/v2/api/service/requests */
export const ServiceRequestsParams = PageParams;
export type ServiceRequestsParams = v.InferOutput<typeof ServiceRequestsParams>;

export const ServiceRequestPage = paged(ServiceRequestItem);
export type ServiceRequestPage = v.InferOutput<typeof ServiceRequestPage>;

export const ServiceMessage = v.object({
  messageId: v.string(),
  /** Who wrote it: a sender the app does not know yet reads as UNKNOWN (shown 未知, on the service's side). */
  from: known(['driver', 'service']),
  text: v.string(),
  time: wireTime,
});
export type ServiceMessage = v.InferOutput<typeof ServiceMessage>;

export const ServiceRequestDetail = v.object({
  ...entriesOf(ServiceRequestItem),
  pictures: v.array(v.string()),
  contactPhone: v.string(),
  billId: v.nullable(v.string()),
  bill: v.nullable(ServiceBill),
  plateNo: v.nullable(v.string()),
  /** When the first reply is promised by. */
  promiseTime: wireTime,
  /** The conversation after the request, oldest first. */
  messages: v.array(ServiceMessage),
  /** Whether the driver may still write (not closed). */
  canReply: v.boolean(),
});
export type ServiceRequestDetail = v.InferOutput<typeof ServiceRequestDetail>;

/** POST /basic/v2/api/service/requests/{requestNo}/replies: the body is { text }, requestNo goes in the path. */
export const ServiceReplyText = v.object({ text: v.string() });
export type ServiceReplyText = v.InferOutput<typeof ServiceReplyText>;

export interface ServiceReplyBody extends ServiceReplyText {
  requestNo: string;
}
