import * as v from 'valibot';
import { cents, entriesOf, wireTime } from '../../lib/schema';
import { PageParams, PayChannel, paged } from '../../lib/wire';
import { PAY_ORDER_STATES, ParkOrderItem, PayOrderState } from './types';
import { ParkOrderAppeal } from './bills.types';

/**
 * Calls the records screens need beyond endpoints.json, on the charge service (/charge/v2/api): the driver's
 * parking records with filters, bill complaints (appeals) with photos, and the pay orders with their state.
 */

/** What the records list can be narrowed by; dates are 'YYYY-MM-DD' (Beijing), by entry time, both ends included. */
export const ParkingRecordsFilter = v.object({
  plateNo: v.optional(v.string()),
  startDate: v.optional(wireTime),
  endDate: v.optional(wireTime),
});
export type ParkingRecordsFilter = v.InferOutput<typeof ParkingRecordsFilter>;

/** GET /charge/v2/api/parkOrders/msp/records: finished bills (paid or arrears) of the driver's bound plates, newest first. */
export const ParkingRecordsParams = v.object({
  ...entriesOf(ParkingRecordsFilter),
  ...entriesOf(PageParams),
});
export type ParkingRecordsParams = v.InferOutput<typeof ParkingRecordsParams>;

export const ParkingRecordList = paged(ParkOrderItem);
export type ParkingRecordList = v.InferOutput<typeof ParkingRecordList>;

/** The reasons a driver may give (the server refuses anything else). */
export const AppealReason = v.picklist(['未停车却产生费用', '计费时长不对', '车牌识别错误', '重复扣费', '其他']);
export type AppealReason = v.InferOutput<typeof AppealReason>;

/** POST /charge/v2/api/parkOrderAppeals/msp: one complaint about one bill; pictures are picUrls from basic pictures. */
export const SubmitAppealBody = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
  reason: AppealReason,
  /** Up to 200 characters of free text: anything but emoji ('我14:05就离场了' is fine). */
  description: v.string(),
  /** Up to 3. */
  pictures: v.array(v.string()),
});
export type SubmitAppealBody = v.InferOutput<typeof SubmitAppealBody>;

export const SubmitAppealResult = v.object({
  appealId: v.string(),
  uniqueId: v.string(),
  parkId: v.string(),
});
export type SubmitAppealResult = v.InferOutput<typeof SubmitAppealResult>;

/** GET /charge/v2/api/parkOrderAppeals/msp/detail {appealId}: one appeal with what the driver sent. */
export const AppealDetailParams = v.object({ appealId: v.string() });
export type AppealDetailParams = v.InferOutput<typeof AppealDetailParams>;

export const AppealDetail = v.object({
  ...entriesOf(ParkOrderAppeal),
  description: v.string(),
  pictures: v.array(v.string()),
});
export type AppealDetail = v.InferOutput<typeof AppealDetail>;

/** GET /charge/v2/api/payOrders/msp: the driver's pay orders (every state), newest first. */
export const PayOrdersParams = v.object({
  ...entriesOf(PageParams),
  /** Asked by the app, so only the states it knows. */
  state: v.optional(v.picklist(PAY_ORDER_STATES)),
});
export type PayOrdersParams = v.InferOutput<typeof PayOrdersParams>;

export const PayOrderItem = v.object({
  payOrderId: v.string(),
  state: PayOrderState,
  /** '待支付', '已支付', '支付失败', '已关闭' */
  stateText: v.string(),
  payChannel: PayChannel,
  payChannelName: v.string(),
  parkName: v.string(),
  plateNos: v.array(v.string()),
  uniqueIds: v.array(v.string()),
  originalCents: cents,
  discountCents: cents,
  amountCents: cents,
  createTime: wireTime,
  /** When it was paid, failed or closed; null while pending. */
  settleTime: v.nullable(wireTime),
});
export type PayOrderItem = v.InferOutput<typeof PayOrderItem>;

export const PayOrderList = paged(PayOrderItem);
export type PayOrderList = v.InferOutput<typeof PayOrderList>;

/** GET /charge/v2/api/payOrders/msp/detail {payOrderId}. */
export const PayOrderDetailParams = v.object({ payOrderId: v.string() });
export type PayOrderDetailParams = v.InferOutput<typeof PayOrderDetailParams>;

export const PayOrderBill = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  parkStartTime: wireTime,
  parkEndTime: v.nullable(wireTime),
  /** What this bill weighed in the order. */
  feeCents: cents,
});
export type PayOrderBill = v.InferOutput<typeof PayOrderBill>;

export const PayOrderDetail = v.object({
  ...entriesOf(PayOrderItem),
  bills: v.array(PayOrderBill),
  couponName: v.nullable(v.string()),
});
export type PayOrderDetail = v.InferOutput<typeof PayOrderDetail>;
