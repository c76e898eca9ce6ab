import * as v from 'valibot';
import { cents, entriesOf, known, wireTime } from '../../lib/schema';

/**
 * The driver's statement: every movement of the driver's money, whatever door it went through, for a
 * range of Beijing days. GET /driver/v2/api/statement answers it whole (lines and totals); the CSV and the mail are
 * the same lines written out by the server, so what is exported is what was shown.
 */

/** What the money was for. */
export const STATEMENT_KINDS = [
  'parking', 'charging', 'idleFee', 'pass', 'booking', 'chargerHold', 'topUp', 'withdrawal', 'refund', 'gift',
] as const;
/** 停车费, 充电费, 占位费, 月卡/错峰卡, 预约车位, 充电枪预约, 充值, 提现, 退款, 赠送 */
export const StatementKind = known(STATEMENT_KINDS);
export type StatementKind = v.InferOutput<typeof StatementKind>;

/**
 * Which door the money went through. 'withholdWechat' / 'withholdAlipay': 无感支付 by plate at the exit; 'etc': an
 * ETC deduction at the exit; 'partner': a partner's checkout (/thirdpay); 'groupWallet': a fleet's wallet;
 * 'coupon': what a coupon covered (shown, but no money of the driver's moved); 'family': 家人代付, a family member paid
 * the driver's bill from their own balance (shown, none of the driver's money moved).
 */
export const STATEMENT_CHANNELS = [
  'balance', 'wechat', 'alipay', 'withholdWechat', 'withholdAlipay', 'etc', 'partner', 'groupWallet', 'coupon', 'family',
] as const;
export const StatementChannel = known(STATEMENT_CHANNELS);
export type StatementChannel = v.InferOutput<typeof StatementChannel>;

/** A line's fapiao: 可开票, 开票中, 已开票, 不可开票 (with the reason). */
export const FapiaoState = known(['invoiceable', 'issuing', 'issued', 'notInvoiceable']);
export type FapiaoState = v.InferOutput<typeof FapiaoState>;

export const LineFapiao = v.object({
  state: FapiaoState,
  stateText: v.string(),
  /** Why not, for 'notInvoiceable': '充值金额在消费时开票', '优惠券抵扣部分不开票', '已退款'. */
  reason: v.nullable(v.string()),
  invoiceNo: v.nullable(v.string()),
});
export type LineFapiao = v.InferOutput<typeof LineFapiao>;

/** One line of the statement. */
export const StatementLine = v.object({
  lineId: v.string(),
  /** Wire time (server clock, Beijing). */
  time: wireTime,
  kind: StatementKind,
  kindText: v.string(),
  /** '停车费 王府井百货地下停车场', '微信充值' */
  title: v.string(),
  plateNo: v.nullable(v.string()),
  /** '京A·12345' */
  formatPlateNo: v.nullable(v.string()),
  /** The lot or station, when there is one. */
  place: v.nullable(v.string()),
  channel: StatementChannel,
  channelText: v.string(),
  /** Signed, from the driver's side: money out is negative, money back in positive. */
  amountCents: cents,
  /** The part of amountCents that moved the driver's balance (0 for any other channel). */
  balanceCents: cents,
  fapiao: LineFapiao,
  /** The orders the line is about: bill uniqueId / orderNo, pass order, top-up no, withdrawal no. */
  orderNos: v.array(v.string()),
  /** A refund's line names the line it gives back (a duplicate payment, a cancelled hold, a withdrawal that failed). */
  refundOf: v.nullable(v.string()),
  /** '重复支付自动退回', '取消预约退款' — why money came back, for refunds. */
  note: v.nullable(v.string()),
});
export type StatementLine = v.InferOutput<typeof StatementLine>;

export const StatementTotal = v.object({
  inCents: cents,
  outCents: cents,
});
export type StatementTotal = v.InferOutput<typeof StatementTotal>;

export const StatementTotals = v.object({
  ...entriesOf(StatementTotal),
  /** inCents - outCents. */
  netCents: cents,
  /** The sum of the lines' balanceCents: what the balance's own movements add up to over the range. */
  balanceNetCents: cents,
  /** 'YYYY-MM', oldest first. */
  byMonth: v.array(v.object({ ...entriesOf(StatementTotal), month: v.string() })),
  /** null: lines of no plate (top-ups, withdrawals). */
  byPlate: v.array(v.object({ ...entriesOf(StatementTotal), plateNo: v.nullable(v.string()), formatPlateNo: v.string() })),
  byKind: v.array(v.object({ ...entriesOf(StatementTotal), kind: StatementKind, kindText: v.string() })),
});
export type StatementTotals = v.InferOutput<typeof StatementTotals>;

/** GET /driver/v2/api/statement. A range of at most 366 days. */
export const StatementParams = v.object({
  /** 'YYYY-MM-DD', Beijing, inclusive. */
  from: wireTime,
  /** 'YYYY-MM-DD', Beijing, inclusive. */
  to: wireTime,
  plateNo: v.optional(v.string()),
  kind: v.optional(v.picklist(STATEMENT_KINDS)),
  /** A fleet administrator's statement of the fleet's plates (refused to a member who is not its administrator). */
  groupId: v.optional(v.string()),
});
export type StatementParams = v.InferOutput<typeof StatementParams>;

export const Statement = v.object({
  from: wireTime,
  to: wireTime,
  /** Newest first. */
  lines: v.array(StatementLine),
  totals: StatementTotals,
  /** The plates the filter may pick: the driver's own, or the fleet's. */
  plates: v.array(v.object({ plateNo: v.string(), formatPlateNo: v.string() })),
  /** The fleets the driver administers, for the scope switch. */
  fleets: v.array(v.object({ groupId: v.string(), groupName: v.string() })),
  /** The server's clock when it was read (wire time). */
  serverTime: wireTime,
});
export type Statement = v.InferOutput<typeof Statement>;

/** GET /driver/v2/api/statement/csv (same params): the file the server wrote, UTF-8 with a BOM for Excel. */
export const StatementCsv = v.object({
  /** '停车充电账单_2026-11-01_2026-11-30.csv' */
  fileName: v.string(),
  csv: v.string(),
});
export type StatementCsv = v.InferOutput<typeof StatementCsv>;

/** POST /driver/v2/api/statement/mail: the CSV sent to a mailbox (where a download cannot be saved, as in WeChat). */
export const StatementMailBody = v.object({
  ...entriesOf(StatementParams),
  email: v.string(),
});
export type StatementMailBody = v.InferOutput<typeof StatementMailBody>;

export const StatementMailSent = v.object({
  mailId: v.string(),
  /** Masked: 'dr***@example.com'. */
  email: v.string(),
  sentAt: wireTime,
});
export type StatementMailSent = v.InferOutput<typeof StatementMailSent>;

export const STATEMENT_CODES = {
  /** The range is not valid (from after to, more than 366 days, not a date). */
  badRange: '0xd12501060',
  /** The driver is not the fleet's administrator. */
  notFleetAdmin: '0xd12501061',
} as const;
