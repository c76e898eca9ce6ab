import type { Cents, ExpectedAmount, Paged, PayChannel } from '../../lib/wire';

/**
 * Idle fees (占位费): what a car costs for staying on a charging space after its charge ended and the grace period
 * ran out, their payment and their appeals, on the cps service. Not in endpoints.json (only occupyOrders/exist is);
 * this app's design, served by mocks/services/cps/occupy.ts. Money is cents; times are
 * 'YYYY-MM-DD HH:mm:ss' (Beijing time).
 */

/** Business refusals of the idle-fee calls (a malformed body is a 400 with a message). */
export const OCCUPY_CODES = {
  /** The car is still on the space: the fee is still growing and is settled once it leaves (or reaches the cap). */
  stillAccruing: '0xd07040001',
  /** The fee has an appeal: one per fee. */
  appealExists: '0xd07040002',
  /** The fee was waived after an appeal: nothing to pay. */
  waived: '0xd07040003',
  /** An appeal on an unpaid fee is being handled: paying waits for its result. */
  appealPending: '0xd07040004',
} as const;

/** 1 unpaid (growing while accruing), 2 paid, 3 waived after an appeal. */
export type OccupyBillState = 1 | 2 | 3;

/** GET /cps/v2/api/occupyBills without the page: 1 unpaid, 2 paid; none is every fee. */
export interface OccupyBillsFilter {
  state?: 1 | 2;
}

/** One idle fee of the list. */
export interface OccupyBillItem {
  occupyOrderNo: string;
  /** The charging order whose end started it. */
  orderNo: string;
  stationId: string;
  stationName: string;
  state: OccupyBillState;
  /** '计费中' (the car is still there), '待支付', '已支付', '已免除' */
  stateText: string;
  /** The car is still on the space and the fee is under its cap: it grows each started minute. */
  accruing: boolean;
  /** From the grace period's end. */
  startTime: string;
  /** When it stopped growing (the car left or the cap was reached); null while accruing. */
  endTime: string | null;
  /** Minutes billed so far. */
  minutes: number;
  feeCents: Cents;
  /** What is still to pay: feeCents while unpaid, 0 once paid or waived. */
  dueCents: Cents;
}

export type OccupyBillPage = Paged<OccupyBillItem>;

/** 1 submitted, 2 being handled, 3 handled (the result is known). */
export type OccupyAppealState = 1 | 2 | 3;

export interface OccupyBillAppeal {
  appealNo: string;
  state: OccupyAppealState;
  stateText: string;
}

/** GET /cps/v2/api/occupyBills/{occupyOrderNo}: the fee, the rule it was worked out by, and its payment. */
export interface OccupyBillDetail extends OccupyBillItem {
  stationAddr: string;
  /** The charge's end, from which the grace period ran. */
  chargeEndTime: string | null;
  graceMinutes: number;
  perMinuteCents: Cents;
  capCents: Cents;
  /** When the car left the space, when known. */
  carLeftTime: string | null;
  payTime: string | null;
  payChannel: PayChannel | null;
  /** An unfinished third-party payment of this fee, which paying again hands back. */
  pendingPayOrderId: string | null;
  appeal: OccupyBillAppeal | null;
  /** The pile and gun of the charge the fee followed (where 继续充电 starts again); null when the server has none. */
  pileCode: string | null;
  gunNo: string | null;
}

/** POST /cps/v2/api/occupyBills/{occupyOrderNo}/pay: answered with the same PayOrder as payCharges. */
export interface PayOccupyBillArg extends ExpectedAmount {
  occupyOrderNo: string;
  payChannel: PayChannel;
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl?: string;
}

export const OCCUPY_APPEAL_REASONS = ['充电桩故障无法拔枪', '车位出口被堵无法驶离', '已按时驶离', '计费时长有误', '其他'] as const;
export type OccupyAppealReason = (typeof OCCUPY_APPEAL_REASONS)[number];
export const MAX_OCCUPY_APPEAL_DESCRIPTION = 200;
export const MAX_OCCUPY_APPEAL_PICTURES = 3;

/**
 * POST /cps/v2/api/occupyAppeals: an unpaid fee may be appealed (it then stops blocking new charges until the
 * appeal is handled: waived, or to be paid after all); a paid one is refunded the way it was paid when upheld.
 */
export interface SubmitOccupyAppealBody {
  occupyOrderNo: string;
  reason: OccupyAppealReason;
  description: string;
  pictures: string[];
}

export interface SubmitOccupyAppealResult {
  appealNo: string;
  occupyOrderNo: string;
}

/** GET /cps/v2/api/occupyAppeals/{appealNo}. */
export interface OccupyAppealDetail {
  appealNo: string;
  occupyOrderNo: string;
  stationName: string;
  reason: OccupyAppealReason;
  description: string;
  pictures: string[];
  state: OccupyAppealState;
  stateText: string;
  createTime: string;
  acceptTime: string | null;
  handleTime: string | null;
  /** What was found and done (state 3). */
  result: string | null;
  /** What the driver no longer owes (unpaid fee waived) or gets back (paid fee refunded), once handled. */
  reliefCents: Cents | null;
}
