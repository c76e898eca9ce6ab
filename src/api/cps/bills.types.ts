import * as v from 'valibot';
import { cents, entriesOf, int, known, num, wireTime } from '../../lib/schema';
import { ExpectedAmount, paged, PayChannel } from '../../lib/wire';
import { ChargingOrderState } from './types';
import { ChargeCostParts, ChargeEstimate } from './estimate.types';
import { StopReason } from './session.types';

/**
 * Charging bills (a finished charge and what it costs), their payment and their appeals, on the cps service.
 * These calls are not in endpoints.json; they are this app's design, served by mocks/services/cps/bills.ts.
 * Money is cents; times are 'YYYY-MM-DD HH:mm:ss' (Beijing time).
 */

/** Business refusals of the bill and appeal calls (a malformed body is a 400 with a message). */
export const CHARGING_BILL_CODES = {
  /** The car is still charging: the bill is not final yet. */
  stillCharging: '0xd07030001',
  /** An appeal needs a finished bill: not one still charging (an unpaid one may be appealed). */
  appealNeedsPaid: '0xd07030002',
  /** The bill already has an appeal (one per bill). */
  appealExists: '0xd07030003',
  /** An unpaid bill under an open appeal: paying waits for its result. */
  appealPending: '0xd07030004',
} as const;

/** The list's filter: 2 unpaid, 3 paid; none is every bill (those still charging too). */
export const ChargingBillStateFilter = v.picklist([2, 3]);
export type ChargingBillStateFilter = v.InferOutput<typeof ChargingBillStateFilter>;

/** GET /cps/v2/api/chargingBills without the page: what the driver filters by. */
export const ChargingBillsFilter = v.object({
  state: v.optional(ChargingBillStateFilter),
  /** 'YYYY-MM', a Beijing month of the start time. */
  month: v.optional(v.string()),
});
export type ChargingBillsFilter = v.InferOutput<typeof ChargingBillsFilter>;

/** GET /cps/v2/api/chargingBills. */
export const ChargingBillsParams = v.object({
  ...entriesOf(ChargingBillsFilter),
  pageNo: int,
  pageSize: int,
});
export type ChargingBillsParams = v.InferOutput<typeof ChargingBillsParams>;

/** One bill of the list. */
export const ChargingBillItem = v.object({
  orderNo: v.string(),
  stationId: v.string(),
  stationName: v.string(),
  /** '3号直流桩' */
  deviceName: v.string(),
  /** 'A枪' */
  gunName: v.string(),
  orderState: ChargingOrderState,
  /** '充电中', '待支付', '已支付' */
  orderStateText: v.string(),
  startTime: wireTime,
  endTime: v.nullable(wireTime),
  kwh: num,
  /** Energy plus service fee, before the coupon. */
  feeCents: cents,
  couponCents: cents,
  /** A reservation's fee, paid from the balance when the gun was held, credited to this bill (0 without one). */
  holdCreditCents: cents,
  /** What is still to pay: feeCents − couponCents − holdCreditCents while unpaid, 0 once paid or while charging. */
  dueCents: cents,
  /** What the bill itself took (feeCents − couponCents − holdCreditCents), or 0 while unpaid. */
  paidCents: cents,
});
export type ChargingBillItem = v.InferOutput<typeof ChargingBillItem>;

export const ChargingBillPage = paged(ChargingBillItem);
export type ChargingBillPage = v.InferOutput<typeof ChargingBillPage>;

/** 1 submitted, 2 being handled, 3 handled (the result and refund are known); UNKNOWN: a state the app does not know yet. */
export const ChargingAppealState = known([1, 2, 3]);
export type ChargingAppealState = v.InferOutput<typeof ChargingAppealState>;

/** The bill's appeal, in short, on the bill (one per bill). */
export const ChargingBillAppeal = v.object({
  appealNo: v.string(),
  state: ChargingAppealState,
  stateText: v.string(),
});
export type ChargingBillAppeal = v.InferOutput<typeof ChargingBillAppeal>;

/** GET /cps/v2/api/chargingBills/{orderNo}. */
export const ChargingBillDetail = v.object({
  ...entriesOf(ChargingBillItem),
  stationAddr: v.string(),
  energyFeeCents: cents,
  serviceFeeCents: cents,
  /** From the start to the end (or now while charging). */
  durationMinutes: int,
  payTime: v.nullable(wireTime),
  /** How it was paid, when the server knows (null for bills the session settled by itself). */
  payChannel: v.nullable(PayChannel),
  /** An unfinished third-party payment of this bill, which paying again hands back. */
  pendingPayOrderId: v.nullable(v.string()),
  appeal: v.nullable(ChargingBillAppeal),
  /** The cost in the estimate's parts: by band, and the lot's parking fee; null for bills from before. */
  parts: v.nullable(ChargeCostParts),
  /** The all-in estimate the driver saw before starting, when the start sent one. */
  estimate: v.nullable(ChargeEstimate),
  /** Why the session ended (the driver, full, the condition, a fault), where the server knows; null while charging. */
  stopReason: v.nullable(StopReason),
});
export type ChargingBillDetail = v.InferOutput<typeof ChargingBillDetail>;

/** POST /cps/v2/api/chargingBills/{orderNo}/pay: answered with the same PayOrder as payCharges. */
export const PayChargingBillBody = v.object({
  ...entriesOf(ExpectedAmount),
  payChannel: PayChannel,
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl: v.optional(v.string()),
});
export type PayChargingBillBody = v.InferOutput<typeof PayChargingBillBody>;

export const PayChargingBillArg = v.object({
  ...entriesOf(PayChargingBillBody),
  orderNo: v.string(),
});
export type PayChargingBillArg = v.InferOutput<typeof PayChargingBillArg>;

export const CHARGING_APPEAL_REASONS = ['电量与实际不符', '未充上电仍扣费', '费用计算有误', '其他'] as const;
/** A reason as the app sends it (strict: the server knows these). */
export const ChargingAppealReason = v.picklist(CHARGING_APPEAL_REASONS);
export type ChargingAppealReason = v.InferOutput<typeof ChargingAppealReason>;
export const MAX_APPEAL_DESCRIPTION = 200;
export const MAX_APPEAL_PICTURES = 3;

/** POST /cps/v2/api/chargingAppeals. 其他 needs a description; pictures are picUrls of POST /basic/v2/api/pictures. */
export const SubmitChargingAppealBody = v.object({
  orderNo: v.string(),
  reason: ChargingAppealReason,
  description: v.string(),
  pictures: v.array(v.string()),
});
export type SubmitChargingAppealBody = v.InferOutput<typeof SubmitChargingAppealBody>;

export const SubmitChargingAppealResult = v.object({
  appealNo: v.string(),
  orderNo: v.string(),
});
export type SubmitChargingAppealResult = v.InferOutput<typeof SubmitChargingAppealResult>;

/** GET /cps/v2/api/chargingAppeals/{appealNo}: the appeal, its steps' times and, once handled, the result. */
export const ChargingAppealDetail = v.object({
  appealNo: v.string(),
  orderNo: v.string(),
  stationName: v.string(),
  /** As submitted; UNKNOWN for a reason the app does not know yet (shown 未知). */
  reason: known(CHARGING_APPEAL_REASONS),
  description: v.string(),
  pictures: v.array(v.string()),
  state: ChargingAppealState,
  stateText: v.string(),
  createTime: wireTime,
  /** When it was taken up (state 2 and on). */
  acceptTime: v.nullable(wireTime),
  /** When it was handled (state 3). */
  handleTime: v.nullable(wireTime),
  /** What was found and done (state 3). */
  result: v.nullable(v.string()),
  /** Refunded to where the bill was paid from (state 3; 0 when nothing was owed back). */
  refundCents: v.nullable(cents),
});
export type ChargingAppealDetail = v.InferOutput<typeof ChargingAppealDetail>;
