import * as v from 'valibot';
import { cents } from '../../lib/schema';
import { PayChannel } from '../../lib/wire';

/** Schemas of the pay service (/pay/v2/api). Types are inferred from them. */

/** GET /pay/v2/api/payModel: the channels a driver may pay with here and now. */
export const PayModelParams = v.object({
  /** When given, only the channels this park accepts (its payTypes). */
  parkId: v.optional(v.string()),
  /** 'topUp': the channels a wallet top-up may use (never the balance; no park narrows them). */
  purpose: v.optional(v.picklist(['topUp'])),
});
export type PayModelParams = v.InferOutput<typeof PayModelParams>;

export const PayModelOption = v.object({
  payChannel: PayChannel,
  name: v.string(),
});
export type PayModelOption = v.InferOutput<typeof PayModelOption>;

export const PayModel = v.object({
  options: v.array(PayModelOption),
  defaultChannel: PayChannel,
  /** The driver's wallet balance when logged in (shown next to 余额支付), else null. */
  balanceCents: v.nullable(cents),
});
export type PayModel = v.InferOutput<typeof PayModel>;
