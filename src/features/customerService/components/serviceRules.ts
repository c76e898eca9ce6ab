import {
  SERVICE_CATEGORIES, SERVICE_DESCRIPTION_MAX, SERVICE_DESCRIPTION_MIN, type ServiceBillKind, type ServiceKind,
} from '@/api/basic/service.types';
import { paths, type Path } from '@/lib/paths';
import { hasDirectionOverride, hasEmoji } from '@/lib/validators';


export interface ServiceDraft {
  /** Made with the draft, so a retry after a reload is still the same request on the server. */
  requestId: string;
  category: string;
  description: string;
  contactPhone: string;
  /** picUrls of uploaded photos, one a line (a draft keeps text only). */
  pictures: string;
}

export interface ServiceErrors {
  category?: string;
  description?: string;
  contactPhone?: string;
}

/** The server's rules, told before sending: a category of the kind, 5-300 characters without emoji, a mobile number. */
export function validateService(kind: ServiceKind, v: ServiceDraft): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!SERVICE_CATEGORIES[kind].includes(v.category)) errors.category = '请选择问题分类';
  const text = v.description.trim();
  const length = [...text].length;
  if (!text) errors.description = '请描述您遇到的问题';
  else if (length < SERVICE_DESCRIPTION_MIN) errors.description = `问题描述至少${SERVICE_DESCRIPTION_MIN}个字`;
  else if (length > SERVICE_DESCRIPTION_MAX) errors.description = `问题描述不能超过${SERVICE_DESCRIPTION_MAX}个字`;
  else if (hasEmoji(text)) errors.description = '问题描述不能包含表情符号，请用文字描述';
  else if (hasDirectionOverride(text)) errors.description = '问题描述不能包含不可见的文字方向控制字符';
  if (!/^1\d{10}$/.test(v.contactPhone.trim())) errors.contactPhone = '请输入11位手机号';
  return errors;
}

export function newRequestId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface KindConfig {
  title: string;
  /** The bill kind a problem is about, and where its picker is. */
  bill?: { kind: ServiceBillKind; param: 'uniqueId' | 'orderNo' | 'bookOrderId'; picker: Path; form: Path; noun: string };
}

export const KIND_CONFIG: Readonly<Record<ServiceKind, KindConfig>> = {
  general: { title: '意见反馈' },
  parkingBill: { title: '停车账单问题', bill: { kind: 'parkingBill', param: 'uniqueId', picker: paths.customerServiceBillProblemList, form: paths.customerServiceBillFeedBack, noun: '停车账单' } },
  chargingBill: { title: '充电账单问题', bill: { kind: 'chargingBill', param: 'orderNo', picker: paths.customerServiceChargingBillProblemList, form: paths.customerServiceQuestionBill, noun: '充电账单' } },
  booking: { title: '预约问题', bill: { kind: 'booking', param: 'bookOrderId', picker: paths.customerServiceQuestionBook, form: paths.customerServiceQuestionBook, noun: '预约订单' } },
  consultation: { title: '咨询' },
};

/** The form about one bill: the bill's id in the URL under the name its own pages use. */
export function billFormUrl(kind: ServiceKind, billId: string): string {
  const bill = KIND_CONFIG[kind].bill;
  return bill ? `${bill.form}?${bill.param}=${encodeURIComponent(billId)}` : paths.customerServiceFeedBack;
}
