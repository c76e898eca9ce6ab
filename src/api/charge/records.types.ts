import type { Cents, PageParams, Paged, PayChannel } from '../../lib/wire';
import type { ParkOrderAppeal, ParkOrderItem, PayOrderState } from './types';

/**
 * Calls the records screens need beyond endpoints.json, on the charge service (/charge/v2/api): the driver's
 * parking records with filters, bill complaints (appeals) with photos, and the pay orders with their state.
 */

/** What the records list can be narrowed by; dates are 'YYYY-MM-DD' (Beijing), by entry time, both ends included. */
export interface ParkingRecordsFilter {
  plateNo?: string;
  startDate?: string;
  endDate?: string;
}

/** GET /charge/v2/api/parkOrders/msp/records: finished bills (paid or arrears) of the driver's bound plates, newest first. */
export interface ParkingRecordsParams extends ParkingRecordsFilter, PageParams {}

export type ParkingRecordList = Paged<ParkOrderItem>;

/** The reasons a driver may give (the server refuses anything else). */
export type AppealReason = '未停车却产生费用' | '计费时长不对' | '车牌识别错误' | '重复扣费' | '其他';

/** POST /charge/v2/api/parkOrderAppeals/msp: one complaint about one bill; pictures are picUrls from basic pictures. */
export interface SubmitAppealBody {
  uniqueId: string;
  parkId: string;
  reason: AppealReason;
  /** Up to 200 characters of free text: anything but emoji ('我14:05就离场了' is fine). */
  description: string;
  /** Up to 3. */
  pictures: string[];
}

export interface SubmitAppealResult {
  appealId: string;
  uniqueId: string;
  parkId: string;
}

/** GET /charge/v2/api/parkOrderAppeals/msp/detail {appealId}: one appeal with what the driver sent. */
export interface AppealDetailParams {
  appealId: string;
}

export interface AppealDetail extends ParkOrderAppeal {
  description: string;
  pictures: string[];
}

/** GET /charge/v2/api/payOrders/msp: the driver's pay orders (every state), newest first. */
export interface PayOrdersParams extends PageParams {
  state?: PayOrderState;
}

export interface PayOrderItem {
  payOrderId: string;
  state: PayOrderState;
  /** '待支付', '已支付', '支付失败', '已关闭' */
  stateText: string;
  payChannel: PayChannel;
  payChannelName: string;
  parkName: string;
  plateNos: string[];
  uniqueIds: string[];
  originalCents: Cents;
  discountCents: Cents;
  amountCents: Cents;
  createTime: string;
  /** When it was paid, failed or closed; null while pending. */
  settleTime: string | null;
}

export type PayOrderList = Paged<PayOrderItem>;

/** GET /charge/v2/api/payOrders/msp/detail {payOrderId}. */
export interface PayOrderDetailParams {
  payOrderId: string;
}

export interface PayOrderBill {
  uniqueId: string;
  parkId: string;
  parkName: string;
  plateNo: string;
  formatPlateNo: string;
  parkStartTime: string;
  parkEndTime: string | null;
  /** What this bill weighed in the order. */
  feeCents: Cents;
}

export interface PayOrderDetail extends PayOrderItem {
  bills: PayOrderBill[];
  couponName: string | null;
}
