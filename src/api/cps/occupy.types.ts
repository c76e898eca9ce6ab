import * as v from 'valibot';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount, paged, PayChannel } from '../../lib/wire';

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

/** 1 unpaid (growing while accruing), 2 paid, 3 waived after an appeal; UNKNOWN: a state the app does not know yet. */
export const OccupyBillState = known([1, 2, 3]);
export type OccupyBillState = v.InferOutput<typeof OccupyBillState>;

/** GET /cps/v2/api/occupyBills without the page: 1 unpaid, 2 paid; none is every fee. */
export const OccupyBillsFilter = v.object({
  state: v.optional(v.picklist([1, 2])),
});
export type OccupyBillsFilter = v.InferOutput<typeof OccupyBillsFilter>;

/** GET /cps/v2/api/occupyBills. */
export const OccupyBillsParams = v.object({
  ...entriesOf(OccupyBillsFilter),
  pageNo: int,
  pageSize: int,
});
export type OccupyBillsParams = v.InferOutput<typeof OccupyBillsParams>;

/** One idle fee of the list. */
export const OccupyBillItem = v.object({
  occupyOrderNo: v.string(),
  /** The charging order whose end started it. */
  orderNo: v.string(),
  stationId: v.string(),
  stationName: v.string(),
  state: OccupyBillState,
  /** '计费中' (the car is still there), '待支付', '已支付', '已免除' */
  stateText: v.string(),
  /** The car is still on the space and the fee is under its cap: it grows each started minute. */
  accruing: v.boolean(),
  /** From the grace period's end. */
  startTime: wireTime,
  /** When it stopped growing (the car left or the cap was reached); null while accruing. */
  endTime: v.nullable(wireTime),
  /** Minutes billed so far. */
  minutes: int,
  feeCents: cents,
  /** What is still to pay: feeCents while unpaid, 0 once paid or waived. */
  dueCents: cents,
});
export type OccupyBillItem = v.InferOutput<typeof OccupyBillItem>;

export const OccupyBillPage = paged(OccupyBillItem);
export type OccupyBillPage = v.InferOutput<typeof OccupyBillPage>;

/** 1 submitted, 2 being handled, 3 handled (the result is known); UNKNOWN: a state the app does not know yet. */
export const OccupyAppealState = known([1, 2, 3]);
export type OccupyAppealState = v.InferOutput<typeof OccupyAppealState>;

export const OccupyBillAppeal = v.object({
  appealNo: v.string(),
  state: OccupyAppealState,
  stateText: v.string(),
});
export type OccupyBillAppeal = v.InferOutput<typeof OccupyBillAppeal>;

/** GET /cps/v2/api/occupyBills/{occupyOrderNo}: the fee, the rule it was worked out by, and its payment. */
export const OccupyBillDetail = v.object({
  ...entriesOf(OccupyBillItem),
  stationAddr: v.string(),
  /** The charge's end, from which the grace period ran. */
  chargeEndTime: v.nullable(wireTime),
  graceMinutes: int,
  perMinuteCents: cents,
  capCents: cents,
  /** When the car left the space, when known. */
  carLeftTime: v.nullable(wireTime),
  payTime: v.nullable(wireTime),
  payChannel: v.nullable(PayChannel),
  /** An unfinished third-party payment of this fee, which paying again hands back. */
  pendingPayOrderId: v.nullable(v.string()),
  appeal: v.nullable(OccupyBillAppeal),
  /** The pile and gun of the charge the fee followed (where 继续充电 starts again); null when the server has none. */
  pileCode: v.nullable(v.string()),
  gunNo: v.nullable(v.string()),
});
export type OccupyBillDetail = v.InferOutput<typeof OccupyBillDetail>;

/** POST /cps/v2/api/occupyBills/{occupyOrderNo}/pay: the body (the fee is in the path). */
export const PayOccupyBillBody = v.object({
  ...entriesOf(ExpectedAmount),
  payChannel: PayChannel,
  /** Same-origin path the stand-in cashier page returns to (plain browsers); the provider appends payOrderId. */
  returnUrl: v.optional(v.string()),
});
export type PayOccupyBillBody = v.InferOutput<typeof PayOccupyBillBody>;

/** POST /cps/v2/api/occupyBills/{occupyOrderNo}/pay: answered with the same PayOrder as payCharges. */
export const PayOccupyBillArg = v.object({
  ...entriesOf(PayOccupyBillBody),
  occupyOrderNo: v.string(),
});
export type PayOccupyBillArg = v.InferOutput<typeof PayOccupyBillArg>;

export const OCCUPY_APPEAL_REASONS = ['充电桩故障无法拔枪', '车位出口被堵无法驶离', '已按时驶离', '计费时长有误', '其他'] as const;
/** A reason as the app sends it (strict: the server knows these). */
export const OccupyAppealReason = v.picklist(OCCUPY_APPEAL_REASONS);
export type OccupyAppealReason = v.InferOutput<typeof OccupyAppealReason>;
export const MAX_OCCUPY_APPEAL_DESCRIPTION = 200;
export const MAX_OCCUPY_APPEAL_PICTURES = 3;

/**
 * POST /cps/v2/api/occupyAppeals: an unpaid fee may be appealed (it then stops blocking new charges until the
 * appeal is handled: waived, or to be paid after all); a paid one is refunded the way it was paid when upheld.
 */
export const SubmitOccupyAppealBody = v.object({
  occupyOrderNo: v.string(),
  reason: OccupyAppealReason,
  description: v.string(),
  pictures: v.array(v.string()),
});
export type SubmitOccupyAppealBody = v.InferOutput<typeof SubmitOccupyAppealBody>;

export const SubmitOccupyAppealResult = v.object({
  appealNo: v.string(),
  occupyOrderNo: v.string(),
});
export type SubmitOccupyAppealResult = v.InferOutput<typeof SubmitOccupyAppealResult>;

/** GET /cps/v2/api/occupyAppeals/{appealNo}. */
export const OccupyAppealDetail = v.object({
  appealNo: v.string(),
  occupyOrderNo: v.string(),
  stationName: v.string(),
  /** As submitted; UNKNOWN for a reason the app does not know yet (shown 未知). */
  reason: known(OCCUPY_APPEAL_REASONS),
  description: v.string(),
  pictures: v.array(v.string()),
  state: OccupyAppealState,
  stateText: v.string(),
  createTime: wireTime,
  acceptTime: v.nullable(wireTime),
  handleTime: v.nullable(wireTime),
  /** What was found and done (state 3). */
  result: v.nullable(v.string()),
  /** What the driver no longer owes (unpaid fee waived) or gets back (paid fee refunded), once handled. */
  reliefCents: v.nullable(cents),
});
export type OccupyAppealDetail = v.InferOutput<typeof OccupyAppealDetail>;
