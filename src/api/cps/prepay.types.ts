import * as v from 'valibot';
import { cents, wireTime } from '../../lib/schema';
import { PayChannel, type Cents } from '../../lib/wire';

/**
 * Prepaying a charge by WeChat or Alipay (先付后充) for drivers who keep no balance, on the cps service. Not in
 * endpoints.json; this app's design, served by mocks/services/cps/prepay.ts. The prepaid amount caps the
 * session (it stops when the cost reaches it); what the charge did not use goes back the way it was paid. A prepay
 * no session used within PREPAY_VALID_MINUTES goes back whole.
 */

export const PREPAY_VALID_MINUTES = 30;
/** The amounts offered, in cents; the server takes any whole yuan between the first and the last. */
export const PREPAY_AMOUNTS: readonly Cents[] = [3000, 5000, 10000, 20000];
export const PREPAY_MIN_CENTS = 1000;
export const PREPAY_MAX_CENTS = 50000;

export const PREPAY_CODES = {
  /** A paid prepay is waiting to be used: start with it instead of paying again. */
  unusedPrepay: '0xd07010008',
  /** A start with payMode 'prepay' found no paid, unused prepay. */
  noPrepay: '0xd07010009',
} as const;

/** POST /cps/v2/api/chargingPrepays: answered with the same PayOrder as payCharges. */
export const CreatePrepayArg = v.object({
  amountCents: cents,
  /** 2 Alipay, 3 WeChat: the balance needs no prepay. */
  payChannel: v.picklist([2, 3]),
  returnUrl: v.optional(v.string()),
});
export type CreatePrepayArg = v.InferOutput<typeof CreatePrepayArg>;

/** GET /cps/v2/api/chargingPrepays/current: the paid prepay waiting for a session, or null. */
export const CurrentPrepay = v.object({
  prepayId: v.string(),
  amountCents: cents,
  payChannel: PayChannel,
  paidTime: wireTime,
  /** After this it goes back whole. */
  expireTime: wireTime,
});
export type CurrentPrepay = v.InferOutput<typeof CurrentPrepay>;

/** The answer of GET chargingPrepays/current: the waiting prepay, or null when there is none. */
export const CurrentPrepayAnswer = v.nullable(CurrentPrepay);
export type CurrentPrepayAnswer = v.InferOutput<typeof CurrentPrepayAnswer>;
