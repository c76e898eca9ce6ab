import type { Cents, ExpectedAmount, PayChannel } from '../../lib/wire';

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
export interface BookRules {
  parkId: string;
  /** A booking starts at least this long from now. */
  leadMinutes: number;
  /** …and at most this many days ahead. */
  maxAheadDays: number;
  /** now + the lot's lead time, rounded up to the step. */
  earliestStartTime: string;
  latestStartTime: string;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  /** Durations go in steps of this; each step costs unitCents when no package is chosen. */
  stepMinutes: number;
  unitCents: Cents;
  /** The no-show window: not arrived this long after the start, the booking lapses without refund. */
  graceMinutes: number;
  /** Cancelling at least this long before the start is free. */
  freeCancelMinutes: number;
  /** Kept when cancelling later (never more than was paid); after the start a booking cannot be cancelled. */
  lateCancelFeeCents: Cents;
  /** Leaving this long after the end costs nothing. */
  overstayGraceMinutes: number;
  overstayUnitMinutes: number;
  overstayUnitCents: Cents;
  /** The most one overstay costs. */
  overstayCapCents: Cents;
  /** The rules in the driver's words, one line each, for the confirm page. */
  ruleTexts: string[];
}

/** Either a package or a duration. */
export interface BookPricePreviewParams {
  parkId: string;
  startTime: string;
  packageId?: string;
  durationMinutes?: number;
}

/** Everything the confirm page shows before paying. */
export interface BookPricePreview {
  parkId: string;
  packageId: string | null;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  priceCents: Cents;
  arriveDeadline: string;
  freeCancelUntil: string;
  lateCancelFeeCents: Cents;
  cancelRuleText: string;
  noShowRuleText: string;
  overstayRuleText: string;
}

/** POST /api/v1/payBookOrder: pays what is due on the booking (the booking, or its overstay once final). */
export interface PayBookOrderArg extends ExpectedAmount {
  bookOrderId: string;
  payChannel: PayChannel;
  /** Where the cashier returns in a plain browser (same-origin path). */
  returnUrl?: string;
}
