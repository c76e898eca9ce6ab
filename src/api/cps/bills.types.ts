import type { ChargingOrderState } from './types';
import type { ChargeCostParts, ChargeEstimate } from './estimate.types';
import type { StopReason } from './session.types';
import type { Cents, ExpectedAmount, Paged, PayChannel } from '../../lib/wire';

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
export type ChargingBillStateFilter = 2 | 3;

/** GET /cps/v2/api/chargingBills without the page: what the driver filters by. */
export interface ChargingBillsFilter {
  state?: ChargingBillStateFilter;
  /** 'YYYY-MM', a Beijing month of the start time. */
  month?: string;
}

export interface ChargingBillsParams extends ChargingBillsFilter {
  pageNo: number;
  pageSize: number;
}

/** One bill of the list. */
export interface ChargingBillItem {
  orderNo: string;
  stationId: string;
  stationName: string;
  /** '3号直流桩' */
  deviceName: string;
  /** 'A枪' */
  gunName: string;
  orderState: ChargingOrderState;
  /** '充电中', '待支付', '已支付' */
  orderStateText: string;
  startTime: string;
  endTime: string | null;
  kwh: number;
  /** Energy plus service fee, before the coupon. */
  feeCents: Cents;
  couponCents: Cents;
  /** A reservation's fee, paid from the balance when the gun was held, credited to this bill (0 without one). */
  holdCreditCents: Cents;
  /** What is still to pay: feeCents − couponCents − holdCreditCents while unpaid, 0 once paid or while charging. */
  dueCents: Cents;
  /** What the bill itself took (feeCents − couponCents − holdCreditCents), or 0 while unpaid. */
  paidCents: Cents;
}

export type ChargingBillPage = Paged<ChargingBillItem>;

/** 1 submitted, 2 being handled, 3 handled (the result and refund are known). */
export type ChargingAppealState = 1 | 2 | 3;

/** The bill's appeal, in short, on the bill (one per bill). */
export interface ChargingBillAppeal {
  appealNo: string;
  state: ChargingAppealState;
  stateText: string;
}

/** GET /cps/v2/api/chargingBills/{orderNo}. */
export interface ChargingBillDetail extends ChargingBillItem {
  stationAddr: string;
  energyFeeCents: Cents;
  serviceFeeCents: Cents;
  /** From the start to the end (or now while charging). */
  durationMinutes: number;
  payTime: string | null;
  /** How it was paid, when the server knows (null for bills the session settled by itself). */
  payChannel: PayChannel | null;
  /** An unfinished third-party payment of this bill, which paying again hands back. */
  pendingPayOrderId: string | null;
  appeal: ChargingBillAppeal | null;
  /** The cost in the estimate's parts: by band, and the lot's parking fee; null for bills from before. */
  parts: ChargeCostParts | null;
  /** The all-in estimate the driver saw before starting, when the start sent one. */
  estimate: ChargeEstimate | null;
  /** Why the session ended (the driver, full, the condition, a fault), where the server knows; null while charging. */
  stopReason: StopReason | null;
}

/** POST /cps/v2/api/chargingBills/{orderNo}/pay: answered with the same PayOrder as payCharges. */
export interface PayChargingBillBody {
  payChannel: PayChannel;
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl?: string;
}

export interface PayChargingBillArg extends PayChargingBillBody, ExpectedAmount {
  orderNo: string;
}

export const CHARGING_APPEAL_REASONS = ['电量与实际不符', '未充上电仍扣费', '费用计算有误', '其他'] as const;
export type ChargingAppealReason = (typeof CHARGING_APPEAL_REASONS)[number];
export const MAX_APPEAL_DESCRIPTION = 200;
export const MAX_APPEAL_PICTURES = 3;

/** POST /cps/v2/api/chargingAppeals. 其他 needs a description; pictures are picUrls of POST /basic/v2/api/pictures. */
export interface SubmitChargingAppealBody {
  orderNo: string;
  reason: ChargingAppealReason;
  description: string;
  pictures: string[];
}

export interface SubmitChargingAppealResult {
  appealNo: string;
  orderNo: string;
}

/** GET /cps/v2/api/chargingAppeals/{appealNo}: the appeal, its steps' times and, once handled, the result. */
export interface ChargingAppealDetail {
  appealNo: string;
  orderNo: string;
  stationName: string;
  reason: ChargingAppealReason;
  description: string;
  pictures: string[];
  state: ChargingAppealState;
  stateText: string;
  createTime: string;
  /** When it was taken up (state 2 and on). */
  acceptTime: string | null;
  /** When it was handled (state 3). */
  handleTime: string | null;
  /** What was found and done (state 3). */
  result: string | null;
  /** Refunded to where the bill was paid from (state 3; 0 when nothing was owed back). */
  refundCents: Cents | null;
}
