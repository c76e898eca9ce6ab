import * as v from 'valibot';
import { cents, wireTime } from '../../lib/schema';
import { PlateColor } from '../../lib/wire';

/**
 * 核实通知: a driver asks whether a parking notice (an SMS, a paper ticket, a link in either) is one of ours. The app
 * sends only what the driver typed and what it read from the text (src/features/noticeCheck/parseNotice.ts); the
 * server answers with what is really owed for the plate and which of the notice's links are ours. Works for a visitor
 * and a driver alike; nothing is paid or changed. Rules: docs/rules/scam-check.md.
 */

/**
 * What one check can carry; the server refuses more (链接过多或过长, 通知编号或地点过长), so the page says plainly what it
 * could not check instead of sending it (src/features/noticeCheck/unread.ts).
 */
export const NOTICE_CHECK_LIMITS = {
  /** Links in one check. */
  links: 20,
  /** Characters of one link. */
  linkChars: 500,
  /** Characters of the notice number or the place. */
  partChars: 60,
} as const;

/** POST /charge/v2/api/noticeChecks. */
export const NoticeCheckBody = v.object({
  /** The plate the notice names, as the driver corrected it. */
  plateNo: v.string(),
  plateColor: v.optional(PlateColor),
  /** The notice number printed or written in it (TZ2026…), when there is one. */
  noticeNo: v.optional(v.string()),
  /** The amount the notice asks for, in cents. */
  amountCents: v.optional(cents),
  /** Every link or bare domain in the notice, as written; never opened by the app. */
  links: v.array(v.string()),
  /** The place the notice names (a road, a lot). */
  place: v.optional(v.string()),
});
export type NoticeCheckBody = v.InferOutput<typeof NoticeCheckBody>;

/**
 * Whether the notice matches a bill really owed for the plate: 'genuine' (a notice of ours, or its amount is what is
 * owed) or 'noMatch'. Strict on purpose: a verdict the app does not know cannot be said honestly, so it is 数据异常.
 */
export const NoticeVerdict = v.picklist(['genuine', 'noMatch']);
export type NoticeVerdict = v.InferOutput<typeof NoticeVerdict>;

/** A bill really owed for the plate (only with 'genuine'). */
export const OwedBill = v.object({
  uniqueId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  /** Where the car was: the lot's address, with the berth when there is one. */
  place: v.string(),
  inTime: wireTime,
  /** What is owed on it now. */
  owedCents: cents,
  /** The official notice number sent for this bill, null when none was sent. */
  noticeNo: v.nullable(v.string()),
});
export type OwedBill = v.InferOutput<typeof OwedBill>;

/** One link of the notice as the server judged it. */
export const CheckedLink = v.object({
  link: v.string(),
  /** Its host, lower case ('' when it names none). */
  host: v.string(),
  /** True only when the host is one of `officialHosts` exactly. */
  official: v.boolean(),
});
export type CheckedLink = v.InferOutput<typeof CheckedLink>;

export const NoticeCheck = v.object({
  plateNo: v.string(),
  verdict: NoticeVerdict,
  /** The official payee (the lot's operator) when genuine; null otherwise. */
  payee: v.nullable(v.string()),
  /** The bills really owed for the plate when genuine (empty otherwise). */
  bills: v.array(OwedBill),
  /** Their total. */
  owedCents: cents,
  /** Genuine, and the amount the notice asks differs from what is owed (the page says what is really owed). */
  amountDiffers: v.boolean(),
  /** Every link sent, judged. */
  links: v.array(CheckedLink),
  /** The hosts that are ours: the app's own and the configured official domains. */
  officialHosts: v.array(v.string()),
});
export type NoticeCheck = v.InferOutput<typeof NoticeCheck>;
