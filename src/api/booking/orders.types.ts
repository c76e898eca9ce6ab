import * as v from 'valibot';
import { cents, entriesOf, int, wireTime } from '../../lib/schema';
import { ExpectedAmount, PayChannel } from '../../lib/wire';

/**
 * Space booking beyond the spec's calls: a lot's time rules, the price before paying, and paying a
 * booking (or its overstay) through the charge service's pay-order registry, so payCharges/sync, the provider's
 * settlement and the cashier work as for parking. Times are 'YYYY-MM-DD HH:mm:ss' in Beijing time; money is cents.
 */

/** Business refusals of the booking calls (a malformed body is a 400 with a message). */
export const BOOKING_CODES = {
  /** The start is before the earliest start or after the latest. */
  startOutOfRange: '0xd10510001',
  /** The duration is not a step of the lot's rule, or longer than it allows. */
  durationOutOfRange: '0xd10510002',
  /** No space left of what was asked (the lot, the type or the berth). */
  noSpace: '0xd10510003',
  /** The plate is not the driver's: getAllPlateInfo lists those that are. */
  plateNotBound: '0xd10510004',
  /** The plate already has a booking that overlaps. */
  overlapping: '0xd10510005',
  /** The booking is not in a state that can be cancelled (used, over, cancelled, past its start). */
  notCancellable: '0xd10510006',
  /** Nothing is due on the booking. */
  nothingDue: '0xd10510007',
  /** The overstay is still growing: pay once the car has left. */
  overstayRunning: '0xd10510008',
} as const;

/** A lot's booking rules, with the window of starts as of now. */
export const BookRules = v.object({
  parkId: v.string(),
  /** A booking starts at least this long from now. */
  leadMinutes: int,
  /** …and at most this many days ahead. */
  maxAheadDays: int,
  /** now + the lot's lead time, rounded up to the step. */
  earliestStartTime: wireTime,
  latestStartTime: wireTime,
  minDurationMinutes: int,
  maxDurationMinutes: int,
  /** Durations go in steps of this; each step costs unitCents when no package is chosen. */
  stepMinutes: int,
  unitCents: cents,
  /** The no-show window: not arrived this long after the start, the booking lapses without refund. */
  graceMinutes: int,
  /** Cancelling at least this long before the start is free. */
  freeCancelMinutes: int,
  /** Kept when cancelling later (never more than was paid); after the start a booking cannot be cancelled. */
  lateCancelFeeCents: cents,
  /** Leaving this long after the end costs nothing. */
  overstayGraceMinutes: int,
  overstayUnitMinutes: int,
  overstayUnitCents: cents,
  /** The most one overstay costs. */
  overstayCapCents: cents,
  /** The rules in the driver's words, one line each, for the confirm page. */
  ruleTexts: v.array(v.string()),
});
export type BookRules = v.InferOutput<typeof BookRules>;

/** Either a package or a duration. */
export const BookPricePreviewParams = v.object({
  parkId: v.string(),
  startTime: wireTime,
  packageId: v.optional(v.string()),
  durationMinutes: v.optional(int),
});
export type BookPricePreviewParams = v.InferOutput<typeof BookPricePreviewParams>;

/** Everything the confirm page shows before paying. */
export const BookPricePreview = v.object({
  parkId: v.string(),
  packageId: v.nullable(v.string()),
  startTime: wireTime,
  endTime: wireTime,
  durationMinutes: int,
  priceCents: cents,
  arriveDeadline: wireTime,
  freeCancelUntil: wireTime,
  lateCancelFeeCents: cents,
  cancelRuleText: v.string(),
  noShowRuleText: v.string(),
  overstayRuleText: v.string(),
});
export type BookPricePreview = v.InferOutput<typeof BookPricePreview>;

/** POST /api/v1/payBookOrder: pays what is due on the booking (the booking, or its overstay once final). */
export const PayBookOrderArg = v.object({
  ...entriesOf(ExpectedAmount),
  bookOrderId: v.string(),
  payChannel: PayChannel,
  /** Where the cashier returns in a plain browser (same-origin path). */
  returnUrl: v.optional(v.string()),
});
export type PayBookOrderArg = v.InferOutput<typeof PayBookOrderArg>;
