import * as v from 'valibot';
import { known, wireTime } from '../../lib/schema';

/**
 * A driver's separate, withdrawable consents (PIPL Art. 28–29): each optional use of personal data the driver may
 * refuse without losing the basic service. The required agreement (用户协议 and 隐私政策) is not among them.
 *
 * - location: 定位 (nearby lots and chargers, distances)
 * - trail: 停车与充电记录的长期保留 (kept beyond what billing and the law need)
 * - marketing: 营销信息 (offers, news pushes, the home banner's adverts)
 * - reminderWebpush / reminderWechat / reminderAlipay / reminderSms: each reminder channel; its value is the
 *   reminder settings' channel switch (one source of truth), the consent adds its purpose and date.
 */
export const CONSENT_KINDS = [
  'location', 'trail', 'marketing', 'reminderWebpush', 'reminderWechat', 'reminderAlipay', 'reminderSms',
] as const;
export const ConsentKind = v.picklist(CONSENT_KINDS);
export type ConsentKind = v.InferOutput<typeof ConsentKind>;

/** One consent as the server holds it. */
export const Consent = v.object({
  /** A kind the app does not know yet reads as 'unknown' and is not shown. */
  kind: known(CONSENT_KINDS),
  granted: v.boolean(),
  /** When it was given or withdrawn (server time); null: the driver never chose (the kind's default holds). */
  changedAt: v.nullable(wireTime),
  /** The server's one sentence on what it is used for. */
  purpose: v.string(),
});
export type Consent = v.InferOutput<typeof Consent>;

/** GET /driver/v2/api/consents. */
export const ConsentList = v.array(Consent);
export type ConsentList = v.InferOutput<typeof ConsentList>;

/** PUT /driver/v2/api/consents/{kind}: give or withdraw one consent (answers it as now held). */
export const ConsentChange = v.object({ granted: v.boolean() });
export type ConsentChange = v.InferOutput<typeof ConsentChange>;
