import * as v from 'valibot';
import { cents, entriesOf, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount } from '../../lib/wire';
import { CheckoutChannel } from './partner.types';
import { BarrierState } from './types';

/**
 * A car with no plate (无牌车: new, or on a temporary plate) enters and leaves with the phone as its ticket, no account
 * (docs/rules/plate-less-car.md). The stay is held against the phone: the host's silent identity inside WeChat or
 * Alipay (`openid`), else a random ticket token the phone's browser generated once and keeps (`ticket`), never both.
 * The stay is a parking bill (its number is `stayId`), paid through the same pay orders as any bill and read back with
 * the visitor's payToken (GET visitorPay/orders/{payOrderId}). None of these calls needs a signed-in driver.
 */

/** Whose phone: exactly one of the two on a change; on a read, none means "this phone holds nothing yet". */
const holder = {
  /** The host's silent identity (WeChat openid, Alipay user id), inside WeChat or Alipay. */
  openid: v.optional(v.string()),
  /** The phone's own ticket token (32 hex characters), in a plain browser. */
  ticket: v.optional(v.string()),
};

/** A lane's QR code: the lot and the lane. */
const laneRef = { parkId: v.string(), laneCode: v.string() };

/** 'freeExit': left within the free minutes, nothing paid. A state the app does not know reads 未知. */
export const NoPlateStayState = known(['parking', 'paid', 'freeExit']);
export type NoPlateStayState = v.InferOutput<typeof NoPlateStayState>;

/** One plate-less stay as the server holds it, at the time of the answer (the server's clock). */
export const NoPlateStay = v.object({
  /** The stay's bill number: what the lot's staff look up. */
  stayId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  entryLaneName: v.string(),
  inTime: wireTime,
  /** Seconds inside until the answer (or until the car left). */
  parkDuration: int,
  /** What is to pay now: 0 within the free minutes, and once paid or left. */
  parkFee: cents,
  /** What was paid for the stay. */
  paidFee: cents,
  state: NoPlateStayState,
  payTime: v.nullable(wireTime),
  /** The lot's rule in words (15分钟内免费，每小时10.00元，每日封顶120.00元). */
  feeRuleDesc: v.string(),
  /** Whether the entry barrier opened by itself when the stay was recorded (a fault: the staff let the car in). */
  entryBarrierOpened: v.boolean(),
  /** Once paid at an exit lane or left free: what that lane's barrier did; null before. */
  exitBarrier: v.nullable(BarrierState),
});
export type NoPlateStay = v.InferOutput<typeof NoPlateStay>;

/** A lane as the server knows it, with this phone's stay at its lot (null: none, or none this phone holds). */
export const NoPlateLane = v.object({
  parkId: v.string(),
  parkName: v.string(),
  laneCode: v.string(),
  laneName: v.string(),
  /** Who runs the lot and is paid (the issuer of its invoices). */
  operatorName: v.string(),
  stay: v.nullable(NoPlateStay),
});
export type NoPlateLane = v.InferOutput<typeof NoPlateLane>;

/**
 * GET /charge/v2/api/noPlate/entryLane and GET /charge/v2/api/noPlate/exitLane: the lane (unknown: 404 未找到该车道，
 * 请重新扫码) and the phone's stay at its lot, inside now (entry and exit) or paid or left within the last 15 minutes
 * (exit: the stay already paid says so).
 */
export const NoPlateLaneQuery = v.object({ ...laneRef, ...holder });
export type NoPlateLaneQuery = v.InferOutput<typeof NoPlateLaneQuery>;

/**
 * POST /charge/v2/api/noPlate/entries: record the entry against this phone and open the entry barrier. Already inside
 * this lot: the same stay again, nothing new recorded.
 */
export const NoPlateEntryBody = v.object({ ...laneRef, ...holder });
export type NoPlateEntryBody = v.InferOutput<typeof NoPlateEntryBody>;

/**
 * POST /charge/v2/api/noPlate/orders: pay the stay at an exit lane (WeChat or Alipay, no account). The order is a
 * visitor's (VisitorPayOrder, read back with its payToken); the exit lane is attached to it, so its barrier opens once
 * the server has the money.
 */
export const NoPlatePayBody = v.object({
  ...entriesOf(ExpectedAmount),
  ...laneRef,
  ...holder,
  stayId: v.string(),
  payChannel: CheckoutChannel,
  /** Where the provider's cashier returns a plain browser to (same-origin path); payOrderId and payToken are appended. */
  returnUrl: v.string(),
});
export type NoPlatePayBody = v.InferOutput<typeof NoPlatePayBody>;

/**
 * POST /charge/v2/api/noPlate/freeExits: leave within the free minutes; the exit barrier opens. Once the free minutes
 * are over it is refused with the amount now due (PAY_AMOUNT_CHANGED): the stay is paid instead.
 */
export const NoPlateFreeExitBody = v.object({
  ...laneRef,
  ...holder,
  stayId: v.string(),
});
export type NoPlateFreeExitBody = v.InferOutput<typeof NoPlateFreeExitBody>;
